// Test oracle (issue 31 §2): the visx component the app rendered before app/ui/charts/svg-markup.ts.
// A bar chart of labelled values with axis names. Rendered on the server to SVG (render.server.tsx).
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { AxesFrame, compactNumber, plotSize } from "./axes-frame";
import * as s from "~/ui/charts/charts.css";
import { CHART_HEIGHT, CHART_WIDTH, valueDomain } from "~/ui/charts/scales";
import type { ChartPoint } from "~/ui/charts/scales";

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

export function BarChart({ bars, locale, width = CHART_WIDTH, height = CHART_HEIGHT, ...frame }: BarChartProps) {
  const { innerWidth, innerHeight } = plotSize(width, height);
  // By position, not by label: two values may share a label (same day).
  const keys = bars.map((_, i) => String(i));
  const x = scaleBand<string>({ domain: keys, range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: valueDomain(bars.map((b) => b.value)), range: [innerHeight, 0], nice: true });
  const zero = y(0);
  return (
    <AxesFrame
      {...frame}
      kind="bar"
      width={width}
      height={height}
      x={x}
      y={y}
      keys={keys}
      maxXTicks={MAX_X_TICKS}
      xTickLabel={(key) => bars[Number(key)]?.label ?? ""}
      yTickLabel={compactNumber(locale)}
      xAxisTop={zero}
      beneath={bars.map((b, i) => (
        <Bar
          key={i}
          x={x(String(i)) ?? 0}
          y={y(Math.max(0, b.value))}
          width={x.bandwidth()}
          height={Math.abs(y(b.value) - zero)}
          className={s.series[0]}
        />
      ))}
    />
  );
}
