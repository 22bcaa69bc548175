// The control panel's series at real size (issue 31): past MAX_DAILY_POINTS days with events, a chart and its
// table go by month, the values summed, so two years of sessions are 24 bars and rows, not 700.
import { describe, expect, test } from "vitest";
import { MAX_DAILY_POINTS, seriesChart } from "~/features/reports/charts.server";

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
});
