// app/features/plans/format.ts: the plan's dates with the isolate's kept formatter (issue 31 §2) read as
// toLocaleDateString wrote them, in the three languages; anything but a YYYY-MM-DD date is shown as it came.
import { describe, expect, test } from "vitest";
import { formatPlanDate } from "~/features/plans/format";

describe("formatPlanDate", () => {
  test.each([
    ["es", "es-CO"],
    ["en", "en-US"],
    ["pt-BR", "pt-BR"],
  ])("%s: the medium date of the day itself, whatever the host's zone", (locale, intl) => {
    for (const day of ["2026-01-01", "2026-11-25", "2026-12-31", "2024-02-29"]) {
      const [y, m, d] = day.split("-").map(Number) as [number, number, number];
      const expected = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(intl, {
        dateStyle: "medium",
        timeZone: "UTC",
      });
      expect(formatPlanDate(day, locale)).toBe(expected);
    }
  });

  test("a value that is not a date comes back as it was", () => {
    expect(formatPlanDate("", "es")).toBe("");
    expect(formatPlanDate("25/11/2026", "es")).toBe("25/11/2026");
  });
});
