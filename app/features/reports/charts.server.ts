// The charts of the reports area, drawn on the server (app/ui/charts) with their data tables.
import type { ApiMentorSummary } from "~/api/contract/reportes";
import { formatNumber } from "~/features/company/format";
import { renderBarChart } from "~/ui/charts/render.server";
import { intlLocale } from "~/lib/intl";

type T = (key: string, options?: Record<string, unknown>) => string;

/** `YYYY-MM-DD` as "3 mar" / "Mar 3". */
export function shortDay(date: string, locale: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(intlLocale(locale), {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/** A series per day as a bar chart and its table. */
export function seriesChart(
  id: string,
  title: string,
  series: readonly { fecha: string; valor: number }[],
  t: T,
  locale: string,
) {
  const n = (v: number) => formatNumber(v, locale);
  const svg = renderBarChart({
    id,
    title,
    description: t("charts.desc", {
      title,
      count: series.length,
      first: series[0] ? shortDay(series[0].fecha, locale) : "",
      last: series.at(-1) ? shortDay(series.at(-1)!.fecha, locale) : "",
    }),
    bars: series.map((p) => ({ label: shortDay(p.fecha, locale), value: p.valor })),
    xAxisLabel: t("charts.day"),
    yAxisLabel: t("charts.value"),
    locale,
  });
  return {
    svg,
    table: {
      caption: t("charts.caption", { title }),
      headers: [t("charts.day"), t("charts.value")],
      rows: series.map((p) => [shortDay(p.fecha, locale), n(p.valor)]),
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
