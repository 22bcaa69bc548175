// Issue 34 §4: the one date rule every form schema and request body shares agrees with Temporal's calendar.
import { Temporal } from "@js-temporal/polyfill";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MAX_YEAR, MIN_YEAR, isRealDay, isRealWallClock } from "~/api/contract/dates";
import { marketplaceSessionEditSchema } from "~/features/marketplace/session-edit.schema";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

describe("isRealDay", () => {
  test("agrees with Temporal (overflow: reject) on any YYYY-MM-DD of the allowed years", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_YEAR, max: MAX_YEAR }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (year, month, day) => {
          let real = true;
          try {
            Temporal.PlainDate.from({ year, month, day }, { overflow: "reject" });
          } catch {
            real = false;
          }
          expect(isRealDay(`${year}-${pad(month)}-${pad(day)}`)).toBe(real);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test("refuses other shapes and years outside the platform's", () => {
    for (const value of ["", "2026-1-01", "02026-01-01", "0000-01-01", "1899-12-31", "2200-01-01", "2026-02-29"])
      expect(isRealDay(value), value).toBe(false);
    for (const value of ["2024-02-29", "1900-01-01", "2199-12-31"]) expect(isRealDay(value), value).toBe(true);
  });
});

test("isRealWallClock takes both forms of a real time and refuses 24:00, :60 and impossible days", () => {
  for (const value of ["2026-03-01 00:00", "2026-03-01T23:59", "2026-03-01T23:59:59"])
    expect(isRealWallClock(value), value).toBe(true);
  for (const value of ["2026-03-01 24:00", "2026-03-01T10:60", "2026-02-30 10:00", "2026-03-01T10:00:60", "2026-03-01"])
    expect(isRealWallClock(value), value).toBe(false);
});

test("the marketplace-session edit answers 2026-02-30 with a field error (its form needs a booked session)", () => {
  const result = marketplaceSessionEditSchema.safeParse({
    intent: "save",
    nombre: "Revisión",
    fecha: "2026-02-30",
    inicio: "2026-02-30 09:00",
    fin: "2026-03-01 10:00",
  });
  expect(result.success).toBe(false);
  const fields = result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
  expect(fields).toEqual(["fecha common:form.invalidDate", "inicio common:form.invalidDate"]);
});
