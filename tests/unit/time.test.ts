import { describe, expect, it } from "vitest";
import { apiToUserZone, formatApiDateTime, parseApiDateTime, userZoneToApi } from "~/lib/time.server";
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
});
