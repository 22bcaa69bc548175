// The charts of the reports area, drawn on the server (app/ui/charts) with their data tables.
import { MAX_DAILY_POINTS, type ApiMentorSummary, type ApiSeriesPoint } from "~/api/contract/reportes";
import { formatNumber } from "~/lib/number-format";
import { renderBarChart } from "~/ui/charts/render.server";
import { dateTimeFormat, numberFormat } from "~/lib/intl";

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * A date label kept per locale for the isolate's life (issue 31 §2): formatting a date is most of a label's cost and
 * the same days and months come back request after request. Bounded, so odd dates do not pile up.
 */
const labels = new Map<string, string>();
function keptLabel(key: string, make: () => string): string {
  let label = labels.get(key);
  if (label === undefined) {
    label = make();
    if (labels.size >= 5000) labels.clear();
    labels.set(key, label);
  }
  return label;
}

/** `YYYY-MM-DD` as "3 mar" / "Mar 3". */
export function shortDay(date: string, locale: string): string {
  return keptLabel(`d|${locale}|${date}`, () => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    return dateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(Date.UTC(y, m - 1, d));
  });
}

/** More days with events than this are drawn by month (issue 31: two years of days were 700 bars and table rows). */
export { MAX_DAILY_POINTS };

/** `YYYY-MM` as "mar 2025" / "Mar 2025". */
function shortMonths(locale: string): (month: string) => string {
  // The isolate's kept formatter, looked up once per chart (the lookup stringifies its options: 75 a panel at size).
  const format = dateTimeFormat(locale === "en" ? "en" : "es", { month: "short", year: "numeric", timeZone: "UTC" });
  const lang = locale === "en" ? "en" : "es";
  return (month) =>
    keptLabel(`m|${lang}|${month}`, () => {
      const [y, m] = month.split("-").map(Number) as [number, number];
      return format.format(Date.UTC(y, m - 1, 1));
    });
}

/** The days' values summed per month, in order, as the API's monthly points (months without events are absent). */
export function byMonth(series: readonly ApiSeriesPoint[]): ApiSeriesPoint[] {
  const months: ApiSeriesPoint[] = [];
  for (const p of series) {
    const month = months.at(-1);
    if (month?.fecha === p.fecha.slice(0, 7)) {
      month.valor += p.valor;
      month.dias = (month.dias ?? 0) + 1;
      month.ultimo_dia = p.fecha;
    } else
      months.push({ fecha: p.fecha.slice(0, 7), valor: p.valor, dias: 1, primer_dia: p.fecha, ultimo_dia: p.fecha });
  }
  return months;
}

/**
 * A series as a bar chart and its table: per day, or per month when the API gave it by month (`agrupar=auto`)
 * or, from an API without `agrupar`, when it has more than MAX_DAILY_POINTS days (summed here).
 */
export function seriesChart(
  id: string,
  title: string,
  series: readonly ApiSeriesPoint[],
  t: T,
  locale: string,
  grouping: "dia" | "mes" = "dia",
) {
  // formatNumber's formatter, looked up once per chart rather than once per row.
  const numbers = numberFormat(locale, { maximumFractionDigits: 2 });
  const n = (v: number) => numbers.format(v);
  const monthly = grouping === "mes" || series.length > MAX_DAILY_POINTS;
  const months = grouping === "mes" ? series : monthly ? byMonth(series) : null;
  const monthLabel = shortMonths(locale);
  const points = months
    ? months.map((p) => ({ label: monthLabel(p.fecha), valor: p.valor }))
    : series.map((p) => ({ label: shortDay(p.fecha, locale), valor: p.valor }));
  const first = months ? months[0]?.primer_dia : series[0]?.fecha;
  const last = months ? months.at(-1)?.ultimo_dia : series.at(-1)?.fecha;
  const axis = t(monthly ? "charts.month" : "charts.day");
  const svg = renderBarChart({
    id,
    title,
    description: t("charts.desc", {
      title,
      count: months ? months.reduce((sum, p) => sum + (p.dias ?? 0), 0) : series.length,
      first: first ? shortDay(first, locale) : "",
      last: last ? shortDay(last, locale) : "",
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

/** A rating with two decimals (core spec › Business constants and limits "Star ratings show 2 decimals"). */
export function twoDecimals(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
