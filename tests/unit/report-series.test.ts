// The control panel's series at real size (issue 31): past MAX_DAILY_POINTS days with events, a chart and its
// table go by month, the values summed, so two years of sessions are 24 bars and rows, not 700.
import { describe, expect, test } from "vitest";
import { MAX_DAILY_POINTS, byMonth, seriesChart } from "~/features/reports/charts.server";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

/** `days` consecutive days from 2025-01-01, value 2 each. */
function days(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    fecha: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    valor: 2,
  }));
}

describe("seriesChart", () => {
  test("up to MAX_DAILY_POINTS days: a bar and a row per day", () => {
    const chart = seriesChart("g", "Sesiones", days(MAX_DAILY_POINTS), t, "es");
    expect(chart.table.headers[0]).toBe("charts.day");
    expect(chart.table.rows).toHaveLength(MAX_DAILY_POINTS);
    expect(chart.table.rows[0]![1]).toBe("2");
  });

  test("more days: a bar and a row per month, the days' values summed", () => {
    const series = days(730);
    const chart = seriesChart("g", "Sesiones", series, t, "es");
    expect(chart.table.headers[0]).toBe("charts.month");
    expect(chart.table.rows).toHaveLength(24);
    expect(chart.table.rows[0]).toEqual([expect.stringMatching(/ene.*2025/), "62"]);
    const total = chart.table.rows.reduce((sum, row) => sum + Number(row[1]!.replace(/\D/g, "")), 0);
    expect(total).toBe(series.length * 2);
    expect(chart.svg.match(/<rect /g)?.length).toBeLessThan(60);
    // The description still tells the days with events and their span.
    expect(chart.svg).toContain("&quot;count&quot;:730");
  });

  test("the API's months (agrupar=auto): drawn as given, the description from their days", () => {
    const months = byMonth(days(730));
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({
      fecha: "2025-01",
      valor: 62,
      dias: 31,
      primer_dia: "2025-01-01",
      ultimo_dia: "2025-01-31",
    });
    const chart = seriesChart("g", "Sesiones", months, t, "es", "mes");
    expect(chart.table.headers[0]).toBe("charts.month");
    expect(chart.table.rows).toHaveLength(24);
    expect(chart.table.rows[1]).toEqual([expect.stringMatching(/feb.*2025/), "56"]);
    expect(chart.svg).toContain("&quot;count&quot;:730");
    expect(chart.svg).toMatch(/&quot;last&quot;:&quot;31 (de )?dic/);
    // A few months are still months: the API chose the grouping.
    expect(seriesChart("g", "Sesiones", months.slice(0, 2), t, "es", "mes").table.rows).toHaveLength(2);
  });
});
