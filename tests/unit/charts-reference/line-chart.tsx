// Test oracle (issue 31 §2): the visx component the app rendered before app/ui/charts/svg-markup.ts.
// A line chart of a series over ordered labels (dates), with constant reference lines (base line, goal;
// second spec › Business constants and limits) and axis names. Rendered on the server to SVG (render.server.tsx); never hydrated.
import { scaleLinear, scalePoint } from "@visx/scale";
import { Line, LinePath } from "@visx/shape";
import { AxesFrame, compactNumber, plotSize } from "./axes-frame";
import * as s from "~/ui/charts/charts.css";
import { CHART_HEIGHT, CHART_WIDTH, valueDomain } from "~/ui/charts/scales";

import type { ChartPoint, ReferenceLine } from "~/ui/charts/scales";

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
  points,
  references = [],
  locale,
  width = CHART_WIDTH,
  height = CHART_HEIGHT,
  ...frame
}: LineChartProps) {
  const { innerWidth, innerHeight } = plotSize(width, height);
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
    <AxesFrame
      {...frame}
      kind="line"
      width={width}
      height={height}
      x={x}
      y={y}
      keys={keys}
      maxXTicks={MAX_X_TICKS}
      xTickLabel={(key) => points[Number(key)]?.label ?? ""}
      yTickLabel={format}
    >
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
    </AxesFrame>
  );
}
