// Charts (DESIGN §4): draw them in a loader with ./render.server (visx, server only), show them with ChartFigure.
export { ChartFigure, type ChartFigureProps, type ChartTableData } from "./chart-figure";
