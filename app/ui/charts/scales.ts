// Shared geometry of the charts: the SVG box, the plot margins, a y domain that holds every number.
import { intlLocale } from "~/lib/intl";

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
  const format = new Intl.NumberFormat(intlLocale(locale), {
    notation: "compact",
    maximumFractionDigits: 1,
  });
  return (n: number) => format.format(n);
}
