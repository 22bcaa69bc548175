// The charts of the reports area, drawn on the server (app/ui/charts) with their data tables.
import type { ApiMentorSummary } from "~/api/contract/reportes";
import { formatNumber } from "~/lib/number-format";
import { renderBarChart } from "~/ui/charts/render.server";
import { dateTimeFormat, intlLocale } from "~/lib/intl";

type T = (key: string, options?: Record<string, unknown>) => string;

/** `YYYY-MM-DD` as "3 mar" / "Mar 3". */
export function shortDay(date: string, locale: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return dateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(Date.UTC(y, m - 1, d));
}

/** More days with events than this are drawn by month (issue 31: two years of days were 700 bars and table rows). */
export const MAX_DAILY_POINTS = 62;

/** `YYYY-MM` as "mar 2025" / "Mar 2025". */
function shortMonth(month: string, locale: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  // The isolate's kept formatter: toLocaleDateString builds one per call (~70 µs; 72 a panel at size, issue 31).
  return dateTimeFormat(locale === "en" ? "en" : "es", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(y, m - 1, 1),
  );
}

/** The days' values summed per month, in order: `[{ label, valor }]` (months without events are absent, as days are). */
export function byMonth(series: readonly { fecha: string; valor: number }[], locale: string) {
  const months = new Map<string, number>();
  for (const p of series) months.set(p.fecha.slice(0, 7), (months.get(p.fecha.slice(0, 7)) ?? 0) + p.valor);
  return [...months].map(([month, valor]) => ({ label: shortMonth(month, locale), valor }));
}

/** A series per day (per month past MAX_DAILY_POINTS days) as a bar chart and its table. */
export function seriesChart(
  id: string,
  title: string,
  series: readonly { fecha: string; valor: number }[],
  t: T,
  locale: string,
) {
  const n = (v: number) => formatNumber(v, locale);
  const monthly = series.length > MAX_DAILY_POINTS;
  const points = monthly
    ? byMonth(series, locale)
    : series.map((p) => ({ label: shortDay(p.fecha, locale), valor: p.valor }));
  const axis = t(monthly ? "charts.month" : "charts.day");
  const svg = renderBarChart({
    id,
    title,
    description: t("charts.desc", {
      title,
      count: series.length,
      first: series[0] ? shortDay(series[0].fecha, locale) : "",
      last: series.at(-1) ? shortDay(series.at(-1)!.fecha, locale) : "",
    }),
    bars: points.map((p) => ({ label: p.label, value: p.valor })),
    xAxisLabel: axis,
    yAxisLabel: t("charts.value"),
    locale,
  });
  return {
    svg,
    table: {
      caption: t("charts.caption", { title }),
      headers: [axis, t("charts.value")],
      rows: points.map((p) => [p.label, n(p.valor)]),
    },
  };
}

/** The rating counts 1 to 5 of a mentor as a bar chart and its table. */
export function ratingsChart(id: string, name: string, summary: ApiMentorSummary, t: T, locale: string) {
  const title = t("mentor.chart", { name });
  const bars = summary.puntajes_finales.map((p) => ({ label: String(p.puntaje), value: p.cantidad }));
  return {
    svg: renderBarChart({
      id,
      title,
      description: t("mentor.chartDesc", {
        name,
        counts: bars.map((b) => t("mentor.countOf", { score: b.label, count: b.value })).join(", "),
        average: formatNumber(summary.promedio, locale),
      }),
      bars,
      xAxisLabel: t("mentor.score"),
      yAxisLabel: t("mentor.count"),
      locale,
    }),
    table: {
      caption: title,
      headers: [t("mentor.score"), t("mentor.count")],
      rows: bars.map((b) => [b.label, String(b.value)]),
    },
  };
}

/** A rating with two decimals (spec 000 §9 "Star ratings show 2 decimals"). */
export function twoDecimals(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
