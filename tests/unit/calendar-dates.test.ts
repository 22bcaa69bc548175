// 'Mi Calendario' date math: weeks start Monday, month boundaries, periods, on PlainDay.
import { PlainDay } from "~/lib/plain-day";
import { describe, expect, test } from "vitest";
import {
  AGENDA_DAYS,
  contains,
  daysOf,
  endOfWeek,
  monthGrid,
  parseDay,
  parseView,
  shiftDay,
  startOfWeek,
  union,
  viewRange,
} from "~/features/calendar/calendar-dates.server";
import { apiQueryRange, periodTitle, toEntries } from "~/features/calendar/calendar.server";
import { capitalizeFirst } from "~/lib/text";
import type { ApiSession } from "~/api/contract/calendario";

const d = (s: string) => PlainDay.from(s);
const str = (days: PlainDay[]) => days.map((x) => x.toString());

describe("weeks start on Monday", () => {
  test("startOfWeek and endOfWeek", () => {
    expect(startOfWeek(d("2026-11-21")).toString()).toBe("2026-11-16"); // Saturday → Monday
    expect(startOfWeek(d("2026-11-16")).toString()).toBe("2026-11-16"); // Monday stays
    expect(startOfWeek(d("2026-11-22")).toString()).toBe("2026-11-16"); // Sunday is the week's last day
    expect(endOfWeek(d("2026-11-16")).toString()).toBe("2026-11-22");
    expect(endOfWeek(d("2026-11-22")).toString()).toBe("2026-11-22");
    expect(startOfWeek(d("2027-01-01")).toString()).toBe("2026-12-28"); // across a year
  });

  test("every month grid row runs Monday to Sunday and covers the whole month", () => {
    for (let month = 1; month <= 12; month++) {
      const day = PlainDay.from({ year: 2026, month, day: 15 });
      const weeks = monthGrid(day);
      expect(weeks.length).toBeGreaterThanOrEqual(4);
      expect(weeks.length).toBeLessThanOrEqual(6);
      for (const week of weeks) {
        expect(week).toHaveLength(7);
        expect(week[0]!.dayOfWeek).toBe(1);
        expect(week[6]!.dayOfWeek).toBe(7);
      }
      const inMonth = weeks.flat().filter((x) => x.month === month);
      expect(inMonth).toHaveLength(day.daysInMonth);
      expect(weeks[0]!.some((x) => x.day === 1 && x.month === month)).toBe(true);
    }
  });

  test("month boundaries: November 2026 starts on a Sunday, February 2027 fills four rows", () => {
    const nov = monthGrid(d("2026-11-03"));
    expect(nov[0]![0]!.toString()).toBe("2026-10-26");
    expect(nov[0]![6]!.toString()).toBe("2026-11-01");
    expect(nov[nov.length - 1]![6]!.toString()).toBe("2026-12-06");
    expect(nov).toHaveLength(6);
    const feb2027 = monthGrid(d("2027-02-10")); // 1 Feb 2027 is a Monday, 28 Feb a Sunday
    expect(feb2027).toHaveLength(4);
    expect(feb2027[0]![0]!.toString()).toBe("2027-02-01");
  });

  test("daylight-saving dates do not matter to plain days", () => {
    // 29 March 2026 (Europe) and 8 March 2026 (US) keep 7-day weeks.
    expect(daysOf({ start: startOfWeek(d("2026-03-29")), end: endOfWeek(d("2026-03-29")) })).toHaveLength(7);
    expect(str(daysOf({ start: d("2026-03-07"), end: d("2026-03-09") }))).toEqual([
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
    ]);
  });
});

describe("views and periods", () => {
  test("parseView and parseDay default to month and the fallback day", () => {
    const today = d("2026-11-21");
    expect(parseView(null)).toBe("mes");
    expect(parseView("semana")).toBe("semana");
    expect(parseView("year")).toBe("mes");
    expect(parseDay("2026-02-30", today)).toEqual(today);
    expect(parseDay("nope", today)).toEqual(today);
    expect(parseDay(null, today)).toEqual(today);
    expect(parseDay("2028-02-29", today).toString()).toBe("2028-02-29");
  });

  test("view ranges", () => {
    const day = d("2026-11-21");
    expect(viewRange("dia", day)).toEqual({ start: day, end: day });
    expect(viewRange("semana", day).start.toString()).toBe("2026-11-16");
    expect(viewRange("semana", day).end.toString()).toBe("2026-11-22");
    expect(viewRange("mes", day).start.toString()).toBe("2026-10-26");
    expect(viewRange("mes", day).end.toString()).toBe("2026-12-06");
    const agenda = viewRange("agenda", day);
    expect(daysOf(agenda)).toHaveLength(AGENDA_DAYS);
  });

  test("previous and next periods", () => {
    expect(shiftDay("mes", d("2026-01-31"), 1).toString()).toBe("2026-02-28");
    expect(shiftDay("mes", d("2026-01-15"), -1).toString()).toBe("2025-12-15");
    expect(shiftDay("semana", d("2026-12-28"), 1).toString()).toBe("2027-01-04");
    expect(shiftDay("dia", d("2026-03-01"), -1).toString()).toBe("2026-02-28");
    expect(shiftDay("agenda", d("2026-11-21"), 1).toString()).toBe("2026-12-21");
  });

  test("union and contains", () => {
    const a = { start: d("2026-11-16"), end: d("2026-11-22") };
    const b = { start: d("2026-10-26"), end: d("2026-12-06") };
    expect(union(a, b)).toEqual(b);
    expect(contains(a, d("2026-11-22"))).toBe(true);
    expect(contains(a, d("2026-11-23"))).toBe(false);
    expect(apiQueryRange(a)).toEqual({ desde: "2026-11-15", hasta: "2026-11-23" });
  });
});

describe("sessions in the user's zone", () => {
  const session = (over: Partial<ApiSession>): ApiSession =>
    ({
      slug: "s",
      nombre: "Sesión",
      fecha_inicio: "2026-11-20 19:00",
      fecha_fin: "2026-11-20 20:00",
      ...over,
    }) as ApiSession;

  test("Bogota times move to Madrid (and to the next day)", () => {
    const [entry] = toEntries([session({})], "Europe/Madrid");
    expect(entry).toMatchObject({ day: "2026-11-21", start: "2026-11-21 01:00", hours: "01:00 – 02:00" });
    const [co] = toEntries([session({})], "America/Bogota");
    expect(co).toMatchObject({ day: "2026-11-20", time: "19:00", hours: "19:00 – 20:00" });
  });

  test("entries come sorted and unparseable ones are left out", () => {
    const list = toEntries(
      [
        session({ slug: "b", fecha_inicio: "2026-11-20 10:00" }),
        session({ slug: "bad", fecha_inicio: "20-11-2026" }),
        session({ slug: "a", fecha_inicio: "2026-11-20 08:00" }),
      ],
      "America/Bogota",
    );
    expect(list.map((e) => e.slug)).toEqual(["a", "b"]);
  });
});

describe("titles in Spanish capitalise only their first letter (issue 17 §3)", () => {
  test("the month, day and week titles", () => {
    const day = d("2026-11-16");
    expect(periodTitle("mes", day, viewRange("mes", day), "es-CO")).toBe("Noviembre de 2026");
    expect(periodTitle("dia", day, viewRange("dia", day), "es-CO")).toBe("Lunes, 16 de noviembre de 2026");
    expect(periodTitle("semana", day, viewRange("semana", day), "es-CO")).toMatch(
      /^16 de nov\.? – 22 de nov\.? de 2026$/,
    );
  });

  test("capitalizeFirst touches only the first letter", () => {
    expect(capitalizeFirst("noviembre de 2026")).toBe("Noviembre de 2026");
    expect(capitalizeFirst("ángel de la guarda")).toBe("Ángel de la guarda");
    expect(capitalizeFirst("")).toBe("");
    expect(capitalizeFirst("Hoy")).toBe("Hoy");
  });
});
