import { describe, expect, it } from "vitest";
import { Temporal } from "@js-temporal/polyfill";
import { apiToUserZone, formatApiDateTime, formatInstant, parseApiDateTime, userZoneToApi } from "~/lib/time.server";
import { dateTimeFormat, numberFormat } from "~/lib/intl";
import { TIME_ZONES, timeZoneByCode } from "~/api/contract/time-zones";

describe("time zones", () => {
  it("has the spec's 30 zones with unique codes and CO as default", () => {
    expect(TIME_ZONES).toHaveLength(30);
    expect(new Set(TIME_ZONES.map((z) => z.code)).size).toBe(30);
    expect(timeZoneByCode(undefined).code).toBe("CO");
    expect(timeZoneByCode("nope").zone).toBe("America/Bogota");
    expect(timeZoneByCode("MX").zone).toBe("America/Mexico_City");
  });
  it("every zone is a valid IANA zone", () => {
    for (const z of TIME_ZONES)
      expect(apiToUserZone("2026-01-15 10:00", z.zone)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe("API wall-clock conversions", () => {
  it("rejects malformed and impossible values", () => {
    expect(parseApiDateTime("2026-02-30 10:00")).toBeNull();
    expect(parseApiDateTime("hoy")).toBeNull();
    expect(parseApiDateTime("2026-01-01 25:00")).toBeNull();
  });
  it("converts Bogota to other zones, across DST of the user's zone", () => {
    // Bogota is UTC-5 all year; Madrid is UTC+1 in winter, UTC+2 in summer.
    expect(apiToUserZone("2026-01-15 10:00", "Europe/Madrid")).toBe("2026-01-15 16:00");
    expect(apiToUserZone("2026-07-15 10:00", "Europe/Madrid")).toBe("2026-07-15 17:00");
    expect(apiToUserZone("2026-07-15 10:00", "America/Mexico_City")).toBe("2026-07-15 09:00");
    expect(apiToUserZone("2026-03-08 23:30", "America/New_York")).toBe("2026-03-09 00:30");
  });
  it("round-trips user input to the API and back", () => {
    expect(userZoneToApi("2026-07-15 17:00", "Europe/Madrid")).toBe("2026-07-15 10:00");
    expect(userZoneToApi("2026-07-15T17:00", "Europe/Madrid")).toBe("2026-07-15 10:00");
    expect(apiToUserZone(userZoneToApi("2026-11-02 08:30", "America/Santiago")!, "America/Santiago")).toBe(
      "2026-11-02 08:30",
    );
  });
  it("refuses a wall-clock time skipped by a DST jump", () => {
    // New York skips 02:00–03:00 on 2026-03-08.
    expect(userZoneToApi("2026-03-08 02:30", "America/New_York")).toBeNull();
  });
  it("formats for people in the user's language", () => {
    expect(formatApiDateTime("2026-01-15 10:00", "America/Bogota", "es")).toContain("2026");
    expect(formatApiDateTime("bad", "America/Bogota", "es")).toBeNull();
  });
  it("formats as Temporal's toLocaleString did, in the user's zone, with one formatter kept per options", () => {
    for (const [value, zone, locale] of [
      ["2026-01-15 10:00", "America/Bogota", "es"],
      ["2026-07-15 10:00", "Europe/Madrid", "en"],
      ["2026-03-08 23:30", "America/New_York", "es"],
    ] as const) {
      const want = parseApiDateTime(value)!
        .withTimeZone(zone)
        .toLocaleString(locale === "en" ? "en-US" : "es-CO", { dateStyle: "medium", timeStyle: "short" });
      expect(formatApiDateTime(value, zone, locale)).toBe(want);
    }
    expect(dateTimeFormat("es", { dateStyle: "medium" })).toBe(dateTimeFormat("es", { dateStyle: "medium" }));
    expect(dateTimeFormat("es", { dateStyle: "medium" })).not.toBe(dateTimeFormat("en", { dateStyle: "medium" }));
    expect(numberFormat("es").format(1234567)).toBe((1234567).toLocaleString("es-CO"));
    expect(numberFormat("en").format(1234567)).toBe("1,234,567");
  });
  it("formats an ISO instant with its offset in the user's zone; anything else is null", () => {
    for (const value of ["2026-11-26T14:05:00.000Z", "2026-11-26T09:05-05:00", "2026-11-26T14:05:00Z"]) {
      const want = Temporal.Instant.from(value)
        .toZonedDateTimeISO("America/Mexico_City")
        .toLocaleString("es-CO", { dateStyle: "medium", timeStyle: "short" });
      expect(formatInstant(value, "America/Mexico_City", "es")).toBe(want);
    }
    for (const bad of ["2026-11-26 14:05", "2026-11-26T14:05", "ayer", "2026-13-40T99:99Z", ""])
      expect(formatInstant(bad, "America/Bogota", "es"), bad).toBeNull();
  });
});
