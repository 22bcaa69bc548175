// Shared geometry of the charts: the SVG box, the plot margins, a y domain that holds every number.
import { numberFormat } from "~/lib/intl";

export type ChartPoint = { label: string; value: number };
export type ReferenceLine = { kind: "base" | "goal"; label: string; value: number };

export const CHART_HEIGHT = 400; // second spec › Business constants and limits: chart height 400
export const CHART_WIDTH = 640;
export const MARGIN = { top: 24, right: 24, bottom: 64, left: 80 } as const;

/** The [min, max] of the values and reference lines, padded so a flat series still has a range. */
export function valueDomain(values: readonly number[]): [number, number] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [0, 1];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  if (min === max) return min === 0 ? [0, 1] : [Math.min(0, min), Math.max(0, max) * 1.1 || 1];
  return [Math.min(0, min), max];
}

/** At most `count` evenly spread items of a list (tick labels), always keeping the first and the last. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = (items.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => items[Math.round(i * step)]!);
}

/** Compact numbers for axis ticks (1.2 M, 35 k) in the page's locale. */
export function compactNumber(locale: string): (n: number) => string {
  let texts = compactTexts.get(locale);
  if (!texts) compactTexts.set(locale, (texts = new Map()));
  const kept = texts;
  const format = numberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  return (n: number) => {
    // -0 shares 0's key in a Map but is written "-0": not kept.
    if (Object.is(n, -0)) return format.format(n);
    let text = kept.get(n);
    if (text === undefined) {
      text = format.format(n);
      // Tick values are round numbers that come back page after page; a bound keeps odd ones from piling up.
      if (kept.size >= 2000) kept.clear();
      kept.set(n, text);
    }
    return text;
  };
}

// Compact formatting is the slowest of Intl's (ICU): each tick's text is kept per locale for the isolate's life.
const compactTexts = new Map<string, Map<number, string>>();
