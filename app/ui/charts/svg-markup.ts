// The line and bar charts as SVG text, written directly (issue 31 §2): the markup visx's components rendered through
// renderToStaticMarkup, attribute for attribute (tests/unit/charts.test.tsx compares the two), without building and
// rendering ~300 React elements per chart. The scales are still visx's (d3).
import { scaleBand, scaleLinear, scalePoint } from "@visx/scale";
import * as s from "./charts.css";
import { escapeText } from "./escape";
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  MARGIN,
  compactNumber,
  spread,
  valueDomain,
  type ChartPoint,
  type ReferenceLine,
} from "./scales";

/** An attribute's value with its numbers cut to two decimals, as render.server.tsx cut visx's markup. */
function cut(value: string): string {
  return /\d\.\d{3}/.test(value) ? value.replace(/(\d\.\d{2})\d+/g, "$1") : value;
}

/** A coordinate as React writes a number, cut to two decimals (`cut` of one number, without a regular expression). */
function n(value: number): string {
  const text = String(value);
  const dot = text.indexOf(".");
  if (dot < 1) return text;
  const before = text.charCodeAt(dot - 1);
  if (before < 48 || before > 57) return text;
  let end = dot + 1;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end - dot > 3 ? text.slice(0, dot + 3) + text.slice(end) : text;
}

/** The plot's size inside the margins of a `width` × `height` chart. */
export function plotSize(width: number, height: number) {
  return { innerWidth: width - MARGIN.left - MARGIN.right, innerHeight: height - MARGIN.top - MARGIN.bottom };
}

type Frame = {
  id: string;
  title: string;
  description: string;
  width: number;
  height: number;
};

/** An accessible SVG: role img, named by its `<title>` and described by its `<desc>`. */
function frame({ id, title, description, width, height }: Frame, kind: "line" | "bar", body: string): string {
  const e = escapeText(id);
  return (
    `<svg class="${s.svg}" viewBox="0 0 ${n(width)} ${n(height)}" role="img" aria-labelledby="${e}-title ${e}-desc" ` +
    `data-chart="${kind}"><title id="${e}-title">${escapeText(title)}</title><desc id="${e}-desc">` +
    `${escapeText(description)}</desc>${body}</svg>`
  );
}

const TICK_LINE = `fill="transparent" shape-rendering="crispEdges" stroke="currentColor" stroke-width="1" stroke-linecap="square"></line>`;
const AXIS_LINE = `fill="transparent" shape-rendering="crispEdges" stroke="currentColor" stroke-width="1"></line>`;
const TICK_GROUP = `<g class="visx-group visx-axis-tick" transform="translate(0, 0)">`;

type Axes = {
  x: { (key: string): number | undefined; bandwidth(): number; round(): boolean; range(): number[] };
  y: { (value: number): number; ticks(count?: number): number[]; range(): number[] };
  keys: readonly string[];
  maxXTicks: number;
  xTickLabel: (key: string) => string;
  yTickLabel: (value: number) => string;
  xAxisTop?: number;
  xAxisLabel?: string;
  yAxisLabel?: string;
};

/** visx's AxisLeft (5 ticks) and AxisBottom (the spread keys, centred on their band), then the axis names. */
function axes(a: Axes, innerWidth: number, innerHeight: number): string {
  let out = `<g class="visx-group visx-axis visx-axis-left ${s.axis}" transform="translate(0, 0)">`;
  for (const value of a.y.ticks(5)) {
    const y = n(a.y(value));
    out +=
      `${TICK_GROUP}<line class="visx-line" x1="0" y1="${y}" x2="-8" y2="${y}" ${TICK_LINE}` +
      `<text x="-8" y="${y}" dx="-0.25em" dy="0.32em" text-anchor="end" class="${s.tickLabel}">` +
      `${escapeText(a.yTickLabel(value))}</text></g>`;
  }
  const yRange = a.y.range();
  out +=
    `<line class="visx-line visx-axis-line" x1="0" y1="${n(yRange[0]! + 0.5)}" x2="0" ` +
    `y2="${n(yRange[yRange.length - 1]! + 0.5)}" ${AXIS_LINE}</g>`;
  let offset = a.x.bandwidth() / 2;
  if (a.x.round()) offset = Math.round(offset);
  out += `<g class="visx-group visx-axis visx-axis-bottom ${s.axis}" transform="${cut(`translate(0, ${a.xAxisTop ?? innerHeight})`)}">`;
  for (const key of spread(a.keys, a.maxXTicks)) {
    const scaled = a.x(key);
    const x = n(scaled === undefined ? 0 : scaled + offset);
    out +=
      `${TICK_GROUP}<line class="visx-line" x1="${x}" y1="0" x2="${x}" y2="8" ${TICK_LINE}` +
      `<text x="${x}" y="18" dy="0.5em" text-anchor="middle" class="${s.tickLabel}">` +
      `${escapeText(a.xTickLabel(key))}</text></g>`;
  }
  const xRange = a.x.range();
  out +=
    `<line class="visx-line visx-axis-line" x1="${n(xRange[0]! + 0.5)}" y1="0" ` +
    `x2="${n(xRange[xRange.length - 1]! + 0.5)}" y2="0" ${AXIS_LINE}</g>`;
  if (a.xAxisLabel)
    out += `<text x="${n(innerWidth / 2)}" y="${n(innerHeight + 48)}" text-anchor="middle" class="${s.axisLabel}">${escapeText(a.xAxisLabel)}</text>`;
  if (a.yAxisLabel)
    out += `<text transform="${cut(`translate(-64, ${innerHeight / 2}) rotate(-90)`)}" text-anchor="middle" class="${s.axisLabel}">${escapeText(a.yAxisLabel)}</text>`;
  return out;
}

/** The plot group inside the margins. */
const plot = (body: string) => `<g class="visx-group" transform="translate(${MARGIN.left}, ${MARGIN.top})">${body}</g>`;

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

/** A bar chart of labelled values with axis names; negative values go below the zero line. */
export function barChartSvg({
  bars,
  locale,
  width = CHART_WIDTH,
  height = CHART_HEIGHT,
  xAxisLabel,
  yAxisLabel,
  ...frameProps
}: BarChartProps): string {
  const { innerWidth, innerHeight } = plotSize(width, height);
  // By position, not by label: two values may share a label (same day).
  const keys = bars.map((_, i) => String(i));
  const x = scaleBand<string>({ domain: keys, range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: valueDomain(bars.map((b) => b.value)), range: [innerHeight, 0], nice: true });
  const zero = y(0);
  const barWidth = n(x.bandwidth());
  let body = "";
  for (let i = 0; i < bars.length; i++) {
    const value = bars[i]!.value;
    body +=
      `<rect class="visx-bar ${s.series[0]}" x="${n(x(String(i)) ?? 0)}" y="${n(y(Math.max(0, value)))}" ` +
      `width="${barWidth}" height="${n(Math.abs(y(value) - zero))}"></rect>`;
  }
  body += axes(
    {
      x,
      y,
      keys,
      maxXTicks: 8,
      xTickLabel: (key) => bars[Number(key)]?.label ?? "",
      yTickLabel: compactNumber(locale),
      xAxisTop: zero,
      xAxisLabel,
      yAxisLabel,
    },
    innerWidth,
    innerHeight,
  );
  return frame({ ...frameProps, width, height }, "bar", plot(body));
}

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

/** A line chart of a series over ordered labels, with constant reference lines (base line, goal) and axis names. */
export function lineChartSvg({
  points,
  references = [],
  locale,
  width = CHART_WIDTH,
  height = CHART_HEIGHT,
  xAxisLabel,
  yAxisLabel,
  ...frameProps
}: LineChartProps): string {
  const { innerWidth, innerHeight } = plotSize(width, height);
  const keys = points.map((_, i) => String(i));
  const x = scalePoint<string>({ domain: keys, range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear<number>({
    domain: valueDomain([...points.map((p) => p.value), ...references.map((r) => r.value)]),
    range: [innerHeight, 0],
    nice: true,
  });
  const format = compactNumber(locale);
  let body = axes(
    {
      x,
      y,
      keys,
      maxXTicks: 6,
      xTickLabel: (key) => points[Number(key)]?.label ?? "",
      yTickLabel: format,
      xAxisLabel,
      yAxisLabel,
    },
    innerWidth,
    innerHeight,
  );
  for (const ref of references) {
    const at = y(ref.value);
    body +=
      `<g data-reference="${escapeText(ref.kind)}"><line class="visx-line ${s.reference[ref.kind]}" x1="0" y1="${n(at)}" ` +
      `x2="${n(innerWidth)}" y2="${n(at)}" fill="transparent" shape-rendering="crispEdges"></line>` +
      `<text x="${n(innerWidth)}" y="${n(at - 6)}" text-anchor="end" class="${s.referenceLabel}">` +
      `${escapeText(`${ref.label}: ${format(ref.value)}`)}</text></g>`;
  }
  const xs = keys.map((key) => x(key) ?? 0);
  const ys = points.map((p) => y(p.value));
  if (points.length > 1) {
    // d3-shape's linear path, as LinePath wrote it (coordinates rounded to 3 decimals by d3-path).
    const r = (v: number) => Math.round(v * 1000) / 1000;
    let d = "";
    for (let i = 0; i < xs.length; i++) d += `${i ? "L" : "M"}${r(xs[i]!)},${r(ys[i]!)}`;
    body += `<path class="visx-linepath ${s.line}" d="${cut(d)}" fill="transparent" stroke-linecap="round"></path>`;
  }
  for (let i = 0; i < points.length; i++)
    body += `<circle cx="${n(xs[i]!)}" cy="${n(ys[i]!)}" r="4" class="${s.point}"></circle>`;
  return frame({ ...frameProps, width, height }, "line", plot(body));
}
