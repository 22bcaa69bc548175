// A line chart of a series over ordered labels (dates), with constant reference lines (base line, goal;
// spec 001 §9) and axis names. Rendered on the server to SVG (render.server.tsx); never hydrated.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { Line, LinePath } from "@visx/shape";
import { AxisNames, BottomTick, LeftTick } from "./axis-parts";
import * as s from "./charts.css";
import { CHART_HEIGHT, CHART_WIDTH, MARGIN, compactNumber, spread, valueDomain } from "./scales";

export type ChartPoint = { label: string; value: number };
export type ReferenceLine = { kind: "base" | "goal"; label: string; value: number };

export type LineChartProps = {
  /** Unique in the page: ids of the title and description. */
  id: string;
  title: string;
  description: string;
  points: readonly ChartPoint[];
  references?: readonly ReferenceLine[];
  xAxisLabel?: string;
  yAxisLabel?: string;
  locale: string;
  width?: number;
  height?: number;
};

const MAX_X_TICKS = 6;

export function LineChart({
  id,
  title,
  description,
  points,
  references = [],
  xAxisLabel,
  yAxisLabel,
  locale,
  width = CHART_WIDTH,
  height = CHART_HEIGHT,
}: LineChartProps) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  // By position, not by label: two values may share a label (same day).
  const keys = points.map((_, i) => String(i));
  const x = scalePoint<string>({ domain: keys, range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear<number>({
    domain: valueDomain([...points.map((p) => p.value), ...references.map((r) => r.value)]),
    range: [innerHeight, 0],
    nice: true,
  });
  const format = compactNumber(locale);
  return (
    <svg
      className={s.svg}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-chart="line"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={(v) => format(Number(v))}
          stroke="currentColor"
          tickStroke="currentColor"
          axisClassName={s.axis}
          tickComponent={LeftTick}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={spread(keys, MAX_X_TICKS)}
          tickFormat={(key) => points[Number(key)]?.label ?? ""}
          stroke="currentColor"
          tickStroke="currentColor"
          axisClassName={s.axis}
          tickComponent={BottomTick}
        />
        <AxisNames x={xAxisLabel} y={yAxisLabel} innerWidth={innerWidth} innerHeight={innerHeight} />
        {references.map((ref) => (
          <g key={ref.kind} data-reference={ref.kind}>
            <Line
              from={{ x: 0, y: y(ref.value) }}
              to={{ x: innerWidth, y: y(ref.value) }}
              className={s.reference[ref.kind]}
            />
            <text
              x={innerWidth}
              y={y(ref.value) - 6}
              textAnchor="end"
              className={s.referenceLabel}
            >{`${ref.label}: ${format(ref.value)}`}</text>
          </g>
        ))}
        {points.length > 1 ? (
          <LinePath data={[...points]} x={(_, i) => x(String(i)) ?? 0} y={(p) => y(p.value)} className={s.line} />
        ) : null}
        {points.map((p, i) => (
          <circle key={i} cx={x(String(i)) ?? 0} cy={y(p.value)} r={4} className={s.point} />
        ))}
      </Group>
    </svg>
  );
}
