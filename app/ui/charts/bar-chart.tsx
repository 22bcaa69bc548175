// A bar chart of labelled values with axis names. Rendered on the server to SVG (render.server.tsx).
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { AxisNames, BottomTick, LeftTick } from "./axis-parts";
import * as s from "./charts.css";
import { CHART_HEIGHT, CHART_WIDTH, MARGIN, compactNumber, spread, valueDomain } from "./scales";
import type { ChartPoint } from "./line-chart";

export type BarChartProps = {
  id: string;
  title: string;
  description: string;
  bars: readonly ChartPoint[];
  xAxisLabel?: string;
  yAxisLabel?: string;
  locale: string;
  width?: number;
  height?: number;
};

const MAX_X_TICKS = 8;

export function BarChart({
  id,
  title,
  description,
  bars,
  xAxisLabel,
  yAxisLabel,
  locale,
  width = CHART_WIDTH,
  height = CHART_HEIGHT,
}: BarChartProps) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  // By position, not by label: two values may share a label (same day).
  const keys = bars.map((_, i) => String(i));
  const x = scaleBand<string>({ domain: keys, range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: valueDomain(bars.map((b) => b.value)), range: [innerHeight, 0], nice: true });
  const format = compactNumber(locale);
  const zero = y(0);
  return (
    <svg
      className={s.svg}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-chart="bar"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {bars.map((b, i) => {
          const top = y(Math.max(0, b.value));
          return (
            <Bar
              key={i}
              x={x(String(i)) ?? 0}
              y={top}
              width={x.bandwidth()}
              height={Math.abs(y(b.value) - zero)}
              className={s.series[0]}
            />
          );
        })}
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
          top={zero}
          scale={x}
          tickValues={spread(keys, MAX_X_TICKS)}
          tickFormat={(key) => bars[Number(key)]?.label ?? ""}
          stroke="currentColor"
          tickStroke="currentColor"
          axisClassName={s.axis}
          tickComponent={BottomTick}
        />
        <AxisNames x={xAxisLabel} y={yAxisLabel} innerWidth={innerWidth} innerHeight={innerHeight} />
      </Group>
    </svg>
  );
}
