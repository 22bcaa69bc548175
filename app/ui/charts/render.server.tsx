// Charts are drawn on the server only (docs/house-rules.md#charts): a loader turns a chart into SVG markup and the
// page shows it with ChartFigure, so neither visx nor the chart components reach the browser bundle.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BarChart, type BarChartProps } from "./bar-chart";
import { DonutChart, type DonutChartProps } from "./donut-chart";
import { LineChart, type LineChartProps } from "./line-chart";

export type { ChartPoint, ReferenceLine } from "./line-chart";

/** The markup, with coordinates in attributes cut to two decimals (smaller pages, same picture). */
function svg(element: ReactElement): string {
  return renderToStaticMarkup(element).replace(/="([^"]*)"/g, (attr, value: string) =>
    /\d\.\d{3}/.test(value) ? `="${value.replace(/(\d\.\d{2})\d+/g, "$1")}"` : attr,
  );
}

export const renderLineChart = (props: LineChartProps) => svg(<LineChart {...props} />);
export const renderBarChart = (props: BarChartProps) => svg(<BarChart {...props} />);
export const renderDonutChart = (props: DonutChartProps) => svg(<DonutChart {...props} />);
