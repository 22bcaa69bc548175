// The slot function (services/slots.ts): weekly and per-date hours, sessions on slot edges, past slots,
// daylight-saving changes of the mentor's and of the user's zone, and the booking helpers.
import { Temporal } from "@js-temporal/polyfill";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  API_ZONE,
  type AvailabilityInput,
  alternatives,
  freeSlots,
  isFree,
  parseApiWallClock,
  rowsForDate,
  toApiIso,
  toApiWallClock,
  wholeDays,
} from "./slots";

const LONG_AGO = Temporal.Instant.from("2000-01-01T00:00:00Z");
const weekly = (date: string, hours: [string, string][], zona = "America/Bogota"): AvailabilityInput => ({
  date,
  semanal: true,
  string_availability: hours.map(([start_hour, end_hour]) => ({ start_hour, end_hour })),
  zona,
});
const onDate = (date: string, hours: [string, string][], zona = "America/Bogota"): AvailabilityInput => ({
  ...weekly(date, hours, zona),
  semanal: false,
});
const starts = (slots: { inicio: string }[]) => slots.map((slot) => slot.inicio);

// 2026-11-23 is a Monday.
const MONDAY = "2026-11-23";

describe("weekly and per-date hours", () => {
  test("a weekly row gives 30-minute slots on its weekday, from its date on", () => {
    const rows = [weekly("2026-11-16", [["08:00", "10:00"]])];
    const slots = freeSlots({ availability: rows, busy: [], date: MONDAY, now: LONG_AGO });
    expect(slots).toEqual([
      { inicio: "2026-11-23 08:00", fin: "2026-11-23 08:30" },
      { inicio: "2026-11-23 08:30", fin: "2026-11-23 09:00" },
      { inicio: "2026-11-23 09:00", fin: "2026-11-23 09:30" },
      { inicio: "2026-11-23 09:30", fin: "2026-11-23 10:00" },
    ]);
    // Another weekday, and the same weekday before the row's date: nothing.
    expect(freeSlots({ availability: rows, busy: [], date: "2026-11-24", now: LONG_AGO })).toEqual([]);
    expect(freeSlots({ availability: rows, busy: [], date: "2026-11-09", now: LONG_AGO })).toEqual([]);
  });

  test("two ranges, and overlapping rows, give each slot once and in order", () => {
    const rows = [
      weekly("2026-11-16", [
        ["14:00", "15:00"],
        ["08:00", "09:00"],
      ]),
      weekly("2026-11-02", [["08:30", "09:30"]]),
    ];
    expect(starts(freeSlots({ availability: rows, busy: [], date: MONDAY, now: LONG_AGO }))).toEqual([
      "2026-11-23 08:00",
      "2026-11-23 08:30",
      "2026-11-23 09:00",
      "2026-11-23 14:00",
      "2026-11-23 14:30",
    ]);
  });

  test("a date-specific row replaces the weekly hours of its date only", () => {
    const rows = [weekly("2026-11-16", [["08:00", "12:00"]]), onDate(MONDAY, [["15:00", "16:00"]])];
    expect(starts(freeSlots({ availability: rows, busy: [], date: MONDAY, now: LONG_AGO }))).toEqual([
      "2026-11-23 15:00",
      "2026-11-23 15:30",
    ]);
    expect(freeSlots({ availability: rows, busy: [], date: "2026-11-30", now: LONG_AGO })).toHaveLength(8);
    // On a day without weekly hours it simply adds hours.
    const saturday = [...rows, onDate("2026-11-28", [["10:00", "11:00"]])];
    expect(starts(freeSlots({ availability: saturday, busy: [], date: "2026-11-28", now: LONG_AGO }))).toEqual([
      "2026-11-28 10:00",
      "2026-11-28 10:30",
    ]);
    expect(rowsForDate(rows, Temporal.PlainDate.from(MONDAY))).toEqual([rows[1]]);
  });

  test("hours off the 30-minute grid are trimmed to whole slots; 24:00 ends the day", () => {
    const rows = [onDate(MONDAY, [["08:15", "09:45"]]), onDate(MONDAY, [["23:00", "24:00"]])];
    expect(starts(freeSlots({ availability: rows, busy: [], date: MONDAY, now: LONG_AGO }))).toEqual([
      "2026-11-23 08:30",
      "2026-11-23 09:00",
      "2026-11-23 23:00",
      "2026-11-23 23:30",
    ]);
  });
});

describe("busy sessions and the past", () => {
  const rows = [weekly("2026-11-16", [["08:00", "12:00"]])];

  test("a session overlapping a slot by a minute makes it busy; one touching its edge does not", () => {
    const busy = [
      { fecha_inicio: "2026-11-23 08:45", fecha_fin: "2026-11-23 09:15" }, // off-grid: 08:30 and 09:00 busy
      { fecha_inicio: "2026-11-23 10:00", fecha_fin: "2026-11-23 11:00" }, // on the grid
      { fecha_inicio: "2026-11-22 20:00", fecha_fin: "2026-11-23 08:00" }, // ends when the first slot starts
      { fecha_inicio: "2026-11-23 12:00", fecha_fin: "2026-11-23 13:00" }, // starts when the last one ends
    ];
    expect(starts(freeSlots({ availability: rows, busy, date: MONDAY, now: LONG_AGO }))).toEqual([
      "2026-11-23 08:00",
      "2026-11-23 09:30",
      "2026-11-23 11:00",
      "2026-11-23 11:30",
    ]);
  });

  test("no slot starts before now", () => {
    const now = parseApiWallClock("2026-11-23 09:10")!;
    expect(starts(freeSlots({ availability: rows, busy: [], date: MONDAY, now }))).toEqual([
      "2026-11-23 09:30",
      "2026-11-23 10:00",
      "2026-11-23 10:30",
      "2026-11-23 11:00",
      "2026-11-23 11:30",
    ]);
    const exactly = parseApiWallClock("2026-11-23 11:30")!;
    expect(starts(freeSlots({ availability: rows, busy: [], date: MONDAY, now: exactly }))).toEqual([
      "2026-11-23 11:30",
    ]);
    expect(
      freeSlots({ availability: rows, busy: [], date: MONDAY, now: parseApiWallClock("2026-11-24 00:00")! }),
    ).toEqual([]);
  });

  test("empty results: no availability, a bad date, a fully booked day", () => {
    expect(freeSlots({ availability: [], busy: [], date: MONDAY, now: LONG_AGO })).toEqual([]);
    expect(freeSlots({ availability: rows, busy: [], date: "2026-02-30", now: LONG_AGO })).toEqual([]);
    expect(freeSlots({ availability: rows, busy: [], date: "nope", now: LONG_AGO })).toEqual([]);
    const busy = [{ fecha_inicio: "2026-11-23 07:00", fecha_fin: "2026-11-23 13:00" }];
    expect(freeSlots({ availability: rows, busy, date: MONDAY, now: LONG_AGO })).toEqual([]);
  });
});

describe("time zones and daylight saving", () => {
  test("a mentor in Madrid at 09:00 stays 09:00 Madrid across 2026-03-29; the Bogota strings shift", () => {
    const rows = [weekly("2026-03-01", [["09:00", "10:00"]], "Europe/Madrid")]; // Sundays
    // Before the change Madrid is UTC+1 (Bogota +6 h), after it UTC+2 (Bogota +7 h).
    expect(starts(freeSlots({ availability: rows, busy: [], date: "2026-03-22", now: LONG_AGO }))).toEqual([
      "2026-03-22 03:00",
      "2026-03-22 03:30",
    ]);
    expect(
      starts(freeSlots({ availability: rows, busy: [], date: "2026-03-29", zone: "Europe/Madrid", now: LONG_AGO })),
    ).toEqual(["2026-03-29 02:00", "2026-03-29 02:30"]);
  });

  test("hours skipped by the spring-forward jump move forward (compatible)", () => {
    // 02:00–03:00 does not exist in Madrid on 2026-03-29: 02:00 becomes 03:00 CEST, so 02:00–04:00 is one hour.
    const rows = [onDate("2026-03-29", [["02:00", "04:00"]], "Europe/Madrid")];
    expect(
      starts(freeSlots({ availability: rows, busy: [], date: "2026-03-29", zone: "Europe/Madrid", now: LONG_AGO })),
    ).toEqual(["2026-03-28 20:00", "2026-03-28 20:30"]);
  });

  test("Madrid falls back on 2026-10-25: 09:00 Madrid is 03:00 Bogota again; the repeated hour counts once", () => {
    const rows = [weekly("2026-10-04", [["09:00", "10:00"]], "Europe/Madrid")];
    expect(starts(freeSlots({ availability: rows, busy: [], date: "2026-10-18", now: LONG_AGO }))).toEqual([
      "2026-10-18 02:00",
      "2026-10-18 02:30",
    ]);
    expect(starts(freeSlots({ availability: rows, busy: [], date: "2026-10-25", now: LONG_AGO }))).toEqual([
      "2026-10-25 03:00",
      "2026-10-25 03:30",
    ]);
    // 02:00–03:00 happens twice; compatible takes the first 02:00 (CEST) and the 03:00 after the change.
    const repeated = [onDate("2026-10-25", [["02:00", "03:00"]], "Europe/Madrid")];
    expect(
      starts(freeSlots({ availability: repeated, busy: [], date: "2026-10-25", zone: "Europe/Madrid", now: LONG_AGO })),
    ).toEqual(["2026-10-24 19:00", "2026-10-24 19:30", "2026-10-24 20:00", "2026-10-24 20:30"]);
  });

  test("a New York user's day of 23 hours (2026-03-08) ends at 23:00 Bogota", () => {
    const rows = [onDate("2026-03-08", [["22:00", "24:00"]])];
    expect(
      starts(freeSlots({ availability: rows, busy: [], date: "2026-03-08", zone: "America/New_York", now: LONG_AGO })),
    ).toEqual(["2026-03-08 22:00", "2026-03-08 22:30"]);
    // The rest belongs to New York's next day.
    expect(
      starts(freeSlots({ availability: rows, busy: [], date: "2026-03-09", zone: "America/New_York", now: LONG_AGO })),
    ).toEqual(["2026-03-08 23:00", "2026-03-08 23:30"]);
  });

  test("a New York user's day of 25 hours (2026-11-01) spans two Bogota dates", () => {
    const rows = [onDate("2026-10-31", [["22:00", "24:00"]]), onDate("2026-11-01", [["00:00", "01:00"]])];
    expect(
      starts(freeSlots({ availability: rows, busy: [], date: "2026-11-01", zone: "America/New_York", now: LONG_AGO })),
    ).toEqual(["2026-10-31 23:00", "2026-10-31 23:30", "2026-11-01 00:00", "2026-11-01 00:30"]);
  });

  test("a Madrid user's day covers Bogota 18:00 to 18:00 in November", () => {
    const rows = [weekly("2026-11-16", [["08:00", "12:00"]]), weekly("2026-11-17", [["17:00", "19:00"]])];
    expect(
      starts(freeSlots({ availability: rows, busy: [], date: "2026-11-24", zone: "Europe/Madrid", now: LONG_AGO })),
    ).toEqual(["2026-11-24 17:00", "2026-11-24 17:30"]);
    expect(
      starts(freeSlots({ availability: rows, busy: [], date: "2026-11-25", zone: "Europe/Madrid", now: LONG_AGO })),
    ).toEqual(["2026-11-24 18:00", "2026-11-24 18:30"]);
  });
});

describe("booking check and alternatives", () => {
  const rows = [weekly("2026-11-16", [["08:00", "12:00"]])];
  const busy = [{ fecha_inicio: "2026-11-23 09:00", fecha_fin: "2026-11-23 10:00" }];
  const input = { availability: rows, busy, now: LONG_AGO };

  test("a request is free only when every 30 minutes of it is a free slot", () => {
    expect(isFree(input, { fecha_inicio: "2026-11-23 10:00", fecha_fin: "2026-11-23 12:00" })).toBe(true);
    expect(isFree(input, { fecha_inicio: "2026-11-23 08:00", fecha_fin: "2026-11-23 09:00" })).toBe(true);
    expect(isFree(input, { fecha_inicio: "2026-11-23 08:30", fecha_fin: "2026-11-23 09:30" })).toBe(false);
    expect(isFree(input, { fecha_inicio: "2026-11-23 11:30", fecha_fin: "2026-11-23 12:30" })).toBe(false);
    expect(isFree(input, { fecha_inicio: "2026-11-23 10:15", fecha_fin: "2026-11-23 10:45" })).toBe(false);
    expect(isFree(input, { fecha_inicio: "2026-11-23 11:00", fecha_fin: "2026-11-23 10:00" })).toBe(false);
  });

  test("up to two alternatives of the same duration, nearest to the requested start", () => {
    expect(alternatives(input, { fecha_inicio: "2026-11-23 09:00", fecha_fin: "2026-11-23 10:00" })).toEqual([
      { inicio: "2026-11-23 08:00", fin: "2026-11-23 09:00" },
      { inicio: "2026-11-23 10:00", fin: "2026-11-23 11:00" },
    ]);
    expect(alternatives(input, { fecha_inicio: "2026-11-23 09:30", fecha_fin: "2026-11-23 11:30" })).toEqual([
      { inicio: "2026-11-23 10:00", fin: "2026-11-23 12:00" },
    ]);
    expect(alternatives(input, { fecha_inicio: "2026-11-24 09:00", fecha_fin: "2026-11-24 10:00" })).toEqual([]);
  });

  test("whole days (institution writes) suggest the times next to the mentor's other session", () => {
    const days = { availability: wholeDays(["2026-11-23", "2026-11-24"]), busy, now: LONG_AGO };
    expect(alternatives(days, { fecha_inicio: "2026-11-23 09:00", fecha_fin: "2026-11-23 10:00" })).toEqual([
      { inicio: "2026-11-23 08:00", fin: "2026-11-23 09:00" },
      { inicio: "2026-11-23 10:00", fin: "2026-11-23 11:00" },
    ]);
  });
});

describe("properties", () => {
  const zones = ["America/Bogota", "Europe/Madrid", "America/New_York", "America/Santiago", "Atlantic/Canary"];
  const hour = fc
    .integer({ min: 0, max: 47 })
    .map((n) => `${String(Math.floor(n / 2)).padStart(2, "0")}:${n % 2 ? "30" : "00"}`);
  const date = fc
    .integer({ min: 0, max: 730 })
    .map((n) => Temporal.PlainDate.from("2026-01-01").add({ days: n }).toString());

  test("slots are in order, on the grid, inside the day and never overlap a busy session", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            date,
            semanal: fc.boolean(),
            hours: fc.array(fc.tuple(hour, hour), { maxLength: 3 }),
            zona: fc.constantFrom(...zones),
          }),
          { maxLength: 4 },
        ),
        fc.array(fc.tuple(date, hour, fc.integer({ min: 1, max: 8 })), { maxLength: 4 }),
        date,
        fc.constantFrom(...zones),
        (rawRows, rawBusy, day, zone) => {
          const availability = rawRows.map((row) => ({
            date: row.date,
            semanal: row.semanal,
            zona: row.zona,
            string_availability: row.hours.map(([start_hour, end_hour]) => ({ start_hour, end_hour })),
          }));
          const busy = rawBusy.map(([d, h, halves]) => {
            const start = parseApiWallClock(`${d} ${h}`)!;
            const end = start.add({ minutes: 30 * halves }).toZonedDateTimeISO("America/Bogota");
            const pad = (n: number) => String(n).padStart(2, "0");
            return {
              fecha_inicio: `${d} ${h}`,
              fecha_fin: `${end.toPlainDate().toString()} ${pad(end.hour)}:${pad(end.minute)}`,
            };
          });
          const slots = freeSlots({ availability, busy, date: day, zone, now: LONG_AGO });
          const dayStart = Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: zone }).toInstant();
          const dayEnd = Temporal.PlainDate.from(day).add({ days: 1 }).toZonedDateTime({ timeZone: zone }).toInstant();
          let previous = "";
          for (const slot of slots) {
            expect(slot.inicio > previous).toBe(true);
            previous = slot.inicio;
            expect(slot.inicio).toMatch(/:(00|30)$/);
            const start = parseApiWallClock(slot.inicio)!;
            const end = parseApiWallClock(slot.fin)!;
            expect(end.epochMilliseconds - start.epochMilliseconds).toBe(30 * 60_000);
            expect(Temporal.Instant.compare(start, dayStart)).toBeGreaterThanOrEqual(0);
            expect(Temporal.Instant.compare(end, dayEnd)).toBeLessThanOrEqual(0);
            for (const session of busy) {
              const s = parseApiWallClock(session.fecha_inicio)!;
              const e = parseApiWallClock(session.fecha_fin)!;
              expect(start.epochMilliseconds < e.epochMilliseconds && s.epochMilliseconds < end.epochMilliseconds).toBe(
                false,
              );
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("the API's wall-clock with Bogota's fixed offset (decision 019)", () => {
  // The reference: Temporal's own zone rules, as before the fixed-offset path.
  const reference = (value: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(value);
    if (!m) return null;
    try {
      return Temporal.PlainDateTime.from(
        { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! },
        { overflow: "reject" },
      )
        .toZonedDateTime(API_ZONE, { disambiguation: "compatible" })
        .toInstant();
    } catch {
      return null;
    }
  };
  const referenceIso = (value: string) => {
    const instant = reference(value);
    if (!instant) return value;
    const t = instant.toZonedDateTimeISO(API_ZONE);
    return `${t.toPlainDateTime().toString({ smallestUnit: "second" })}${t.offset}`;
  };

  test("every day of 1990–1995 and every 9th day to 2060, at four times, as Temporal gives it", () => {
    let day = Temporal.PlainDate.from("1990-01-01");
    let checked = 0;
    while (day.year <= 2060) {
      for (const time of ["00:00", "05:30", "12:15", "23:59"]) {
        const value = `${day} ${time}`;
        expect(parseApiWallClock(value)?.epochMilliseconds, value).toBe(reference(value)?.epochMilliseconds);
        expect(toApiIso(value), value).toBe(referenceIso(value));
        checked++;
      }
      day = day.add({ days: day.year < 1996 ? 1 : 9 });
    }
    expect(checked).toBeGreaterThan(4 * 4_500);
  });

  test("instants back to wall-clock, as Temporal gives it, on both sides of 1994", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1985, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const instant = Temporal.Instant.fromEpochMilliseconds(ms);
        const t = instant.toZonedDateTimeISO(API_ZONE);
        const pad = (n: number) => String(n).padStart(2, "0");
        const expected = `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
        expect(toApiWallClock(instant)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
    for (const iso of ["1994-01-01T05:00:00Z", "1994-01-01T04:59:59.999Z", "2026-11-26T04:59:00Z"]) {
      const t = Temporal.Instant.from(iso).toZonedDateTimeISO(API_ZONE);
      expect(toApiWallClock(Temporal.Instant.from(iso)), iso).toBe(
        `${t.toPlainDate()} ${String(t.hour).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}`,
      );
    }
  });

  test("dates and times that do not exist stay unparsed, as with Temporal", () => {
    for (const value of [
      "2026-02-29 10:00",
      "2028-02-30 10:00",
      "2026-04-31 10:00",
      "2026-13-01 10:00",
      "2026-00-10 10:00",
      "2026-11-00 10:00",
      "2026-11-23 24:00",
      "2026-11-23 10:60",
      "2026-11-23T10:00",
      "2026-11-23 9:00",
      "",
    ]) {
      expect(parseApiWallClock(value), value).toBeNull();
      expect(reference(value), value).toBeNull();
      expect(toApiIso(value), value).toBe(value);
    }
    expect(toApiIso("2028-02-29 10:00")).toBe("2028-02-29T10:00:00-05:00");
    // Before 1994 the zone's rules still apply: Colombia's daylight-saving time of 1992–93.
    expect(toApiIso("1992-06-01 10:00")).toBe(referenceIso("1992-06-01 10:00"));
    expect(toApiIso("1992-06-01 10:00")).toMatch(/-04:00$/);
  });
});
