// The data of 'Mi dashboard' and of its report: each indicator's values in the viewer's time zone, its
// line chart drawn on the server (app/ui/charts) and the same data as a table.
import type { ApiIndicator } from "~/api/contract/company";
import { formatApiDateTime, parseApiDateTime } from "~/lib/time.server";
import { renderLineChart } from "~/ui/charts/render.server";
import { dateTimeFormat, numberFormat } from "~/lib/intl";

type T = (key: string, options?: Record<string, unknown>) => string;

// Issue 31 §2: Temporal's toLocaleString built a DateTimeFormat per call and the polyfill's zone arithmetic ran
// three times per value; that was two thirds of the page's CPU. Each value's instant is read once per isolate.
const instants = new Map<string, number | null>();
function epochMs(value: string): number | null {
  let ms = instants.get(value);
  if (ms === undefined) {
    ms = parseApiDateTime(value)?.epochMilliseconds ?? null;
    if (instants.size >= 4000) instants.clear();
    instants.set(value, ms);
  }
  return ms;
}

/** Values' dates as "3 mar", with the kept formatter looked up once per chart rather than once per value. */
function shortDates(zone: string, locale: string): (value: string) => string {
  const format = dateTimeFormat(locale, { day: "numeric", month: "short", timeZone: zone });
  return (value) => {
    const ms = epochMs(value);
    return ms === null ? value : format.format(ms);
  };
}

function longDate(value: string, zone: string, locale: string): string {
  return formatApiDateTime(value, zone, locale) ?? value;
}

/** One chart of the dashboard: the SVG markup, its table, and the facts shown above it. */
export function dashboardChart(indicator: ApiIndicator, t: T, zone: string, locale: string) {
  // formatNumber's formatter, looked up once per chart rather than once per number.
  const numbers = numberFormat(locale, { maximumFractionDigits: 2 });
  const n = (value: number) => numbers.format(value);
  const shortDate = shortDates(zone, locale);
  const values = indicator.values;
  const trend = t(indicator.trend ? "indicator.positive" : "indicator.negative");
  const description =
    values.length === 0
      ? t("dashboard.descEmpty", { name: indicator.name, base: n(indicator.base_line), goal: n(indicator.goal), trend })
      : t("dashboard.desc", {
          name: indicator.name,
          count: values.length,
          first: longDate(values[0]!.date_created_at, zone, locale),
          last: longDate(values.at(-1)!.date_created_at, zone, locale),
          current: n(indicator.current_state),
          base: n(indicator.base_line),
          goal: n(indicator.goal),
          trend,
          progress: n(indicator.progress),
        });
  const svg = renderLineChart({
    id: `indicador-${indicator.id}`,
    title: indicator.name,
    description,
    points: values.map((v) => ({ label: shortDate(v.date_created_at), value: v.value })),
    references: [
      { kind: "base", label: t("indicator.base_line"), value: indicator.base_line },
      { kind: "goal", label: t("indicator.goal"), value: indicator.goal },
    ],
    xAxisLabel: indicator.x_axis || t("values.date"),
    yAxisLabel: indicator.y_axis || indicator.measure,
    locale,
  });
  return {
    id: indicator.id,
    name: indicator.name,
    measure: indicator.measure,
    trend,
    current: n(indicator.current_state),
    progress: n(indicator.progress),
    svg,
    table: {
      caption: t("dashboard.tableCaption", { name: indicator.name }),
      headers: [t("values.date"), `${t("values.value")} (${indicator.measure})`],
      rows: values.map((v) => [longDate(v.date_created_at, zone, locale), n(v.value)]),
    },
  };
}
