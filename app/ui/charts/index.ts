// Charts (docs/house-rules.md#decisions-already-taken): draw them in a loader with ./render.server (visx, server only), show them with ChartFigure.
export { ChartFigure, type ChartFigureProps, type ChartTableData } from "./chart-figure";
