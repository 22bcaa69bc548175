// PlainDay (app/lib/plain-day.ts) against Temporal.PlainDate, the behaviour it stands in for: every day of
// 1899–2101 (leap centuries, year ends), month steps with clamping, week days, parsing and refusals.
import { Temporal } from "@js-temporal/polyfill";
import { describe, expect, test } from "vitest";
import { PlainDay, daysInMonth, todayInZone } from "~/lib/plain-day";

const FIRST = Temporal.PlainDate.from("1899-12-25");
const LAST = Temporal.PlainDate.from("2101-01-07");

describe("PlainDay matches Temporal.PlainDate", () => {
  test("every day from 1899 to 2101: fields, week day, month length, string, epoch day, next day", () => {
    let expected = FIRST;
    let day = PlainDay.from(FIRST.toString());
    let checked = 0;
    while (Temporal.PlainDate.compare(expected, LAST) <= 0) {
      const row = [day.year, day.month, day.day, day.dayOfWeek, day.daysInMonth, day.toString()];
      const want = [expected.year, expected.month, expected.day, expected.dayOfWeek, expected.daysInMonth];
      if (row.join() !== [...want, expected.toString()].join()) expect(row).toEqual([...want, expected.toString()]);
      if (day.epochDay !== expected.since("1970-01-01").days)
        expect(day.epochDay).toBe(expected.since("1970-01-01").days);
      const parsed = PlainDay.from(expected.toString());
      if (!parsed.equals(day)) expect(parsed.toString()).toBe(day.toString());
      expected = expected.add({ days: 1 });
      day = day.add({ days: 1 });
      checked++;
    }
    expect(checked).toBe(73_428);
  });

  test("months added and subtracted clamp the day like Temporal (31 Jan + 1 month = 28/29 Feb)", () => {
    const starts = ["2024-01-31", "2023-01-31", "2026-03-31", "2026-12-15", "2000-02-29", "1900-02-28", "2026-11-30"];
    for (const start of starts)
      for (let months = -27; months <= 27; months++) {
        const want = Temporal.PlainDate.from(start).add({ months }).toString();
        expect(PlainDay.from(start).add({ months }).toString(), `${start} + ${months} months`).toBe(want);
        expect(PlainDay.from(start).subtract({ months: -months }).toString()).toBe(want);
      }
  });

  test("days across years, compare, with, daysInMonth", () => {
    expect(PlainDay.from("2026-12-28").add({ days: 5 }).toString()).toBe("2027-01-02");
    expect(PlainDay.from("2027-01-02").subtract({ days: 5 }).toString()).toBe("2026-12-28");
    expect(PlainDay.from("2027-03-01").subtract({ days: 1 }).toString()).toBe("2027-02-28");
    expect(PlainDay.from("2028-03-01").subtract({ days: 1 }).toString()).toBe("2028-02-29");
    expect(PlainDay.compare(PlainDay.from("2026-11-16"), PlainDay.from("2026-11-17"))).toBe(-1);
    expect(PlainDay.compare(PlainDay.from("2026-11-17"), PlainDay.from("2026-11-16"))).toBe(1);
    expect(PlainDay.compare(PlainDay.from("2026-11-17"), PlainDay.from("2026-11-17"))).toBe(0);
    expect(PlainDay.from("2026-02-14").with({ day: 28 }).toString()).toBe("2026-02-28");
    expect(() => PlainDay.from("2026-02-14").with({ day: 29 })).toThrow(RangeError);
    expect([daysInMonth(1900, 2), daysInMonth(2000, 2), daysInMonth(2024, 2), daysInMonth(2026, 4)]).toEqual([
      28, 29, 29, 30,
    ]);
  });

  test("what is not a real date is refused, as Temporal's overflow: 'reject'", () => {
    for (const bad of [
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "2026-4-1",
      "20261101",
      "",
      "2026-11-01T00:00",
    ]) {
      expect(() => PlainDay.from(bad), bad).toThrow(RangeError);
      expect(() => Temporal.PlainDate.from(bad.length === 10 ? bad : "x", { overflow: "reject" }), bad).toThrow();
    }
    expect(() => PlainDay.from({ year: 2026, month: 1.5, day: 1 })).toThrow(RangeError);
  });

  test("today in a zone is Temporal's today there, either side of midnight UTC", () => {
    const instants = ["2026-11-26T03:30:00Z", "2026-11-26T23:30:00Z", "2026-12-31T23:59:59Z", "2027-03-14T06:59:00Z"];
    for (const zone of ["America/Bogota", "America/Mexico_City", "Europe/Madrid", "Asia/Tokyo", "UTC"])
      for (const at of instants) {
        const instant = Temporal.Instant.from(at);
        expect(todayInZone(zone, instant.epochMilliseconds).toString(), `${zone} ${at}`).toBe(
          instant.toZonedDateTimeISO(zone).toPlainDate().toString(),
        );
      }
  });
});
