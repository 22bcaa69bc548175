// Charts are drawn on the server only (docs/house-rules.md#charts): a loader turns a chart into SVG markup and the
// page shows it with ChartFigure, so neither visx nor the chart code reaches the browser bundle. The line and bar
// charts are written as text (svg-markup.ts, issue 31 §2); the donut is rendered from its visx component.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DonutChart, type DonutChartProps } from "./donut-chart";
import { barChartSvg, lineChartSvg } from "./svg-markup";

export type { ChartPoint, ReferenceLine } from "./scales";
export type { BarChartProps, LineChartProps } from "./svg-markup";

/** The markup, with coordinates in attributes cut to two decimals (smaller pages, same picture). */
function svg(element: ReactElement): string {
  return renderToStaticMarkup(element).replace(/="([^"]*)"/g, (attr, value: string) =>
    /\d\.\d{3}/.test(value) ? `="${value.replace(/(\d\.\d{2})\d+/g, "$1")}"` : attr,
  );
}

export const renderLineChart = lineChartSvg;
export const renderBarChart = barChartSvg;
export const renderDonutChart = (props: DonutChartProps) => svg(<DonutChart {...props} />);
