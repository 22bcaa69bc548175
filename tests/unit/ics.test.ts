// app/lib/ics.ts: RFC 5545 line folding at 75 octets, TEXT escaping, UTC times from wall-clock values.
import { Temporal } from "@js-temporal/polyfill";
import { describe, expect, test } from "vitest";
import { buildCalendar, escapeText, foldLine, wallClockToIcsUtc } from "../../app/lib/ics";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("escapeText", () => {
  test("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("uno\r\ndos\nthree\rfour")).toBe("uno\\ndos\\nthree\\nfour");
    expect(escapeText("Sesión: ok")).toBe("Sesión: ok");
  });
});

describe("foldLine", () => {
  test("short lines stay whole", () => {
    expect(foldLine("SUMMARY:Hola")).toBe("SUMMARY:Hola");
    const exact = `SUMMARY:${"x".repeat(67)}`;
    expect(octets(exact)).toBe(75);
    expect(foldLine(exact)).toBe(exact);
  });

  test("long lines fold at 75 octets with a leading space on continuations", () => {
    const line = `DESCRIPTION:${"a".repeat(200)}`;
    const parts = foldLine(line).split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(octets(parts[0]!)).toBe(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    // Unfolding gives the original line back.
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  });

  test("never splits a multi-byte character", () => {
    const line = `SUMMARY:${"ñ".repeat(100)}`;
    const parts = foldLine(line).split("\r\n");
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  });
});

describe("wallClockToIcsUtc", () => {
  test("Bogota wall-clock (UTC-5, no daylight saving) to UTC", () => {
    expect(wallClockToIcsUtc("2026-11-23 09:00", "America/Bogota")).toBe("20261123T140000Z");
    expect(wallClockToIcsUtc("2026-12-31 21:30", "America/Bogota")).toBe("20270101T023000Z");
  });

  test("a daylight-saving zone uses the offset of each date", () => {
    // New York: EST (UTC-5) in January, EDT (UTC-4) in July.
    expect(wallClockToIcsUtc("2026-01-15 09:00", "America/New_York")).toBe("20260115T140000Z");
    expect(wallClockToIcsUtc("2026-07-15 09:00", "America/New_York")).toBe("20260715T130000Z");
    // 2026-03-08 02:30 does not exist there (clocks jump 02:00 → 03:00): moved forward, not rejected.
    expect(wallClockToIcsUtc("2026-03-08 02:30", "America/New_York")).toBe("20260308T073000Z");
    // Santiago de Chile moves its clocks in the southern spring.
    expect(wallClockToIcsUtc("2026-01-10 10:00", "America/Santiago")).toBe("20260110T130000Z");
  });

  test("rejects what is not a wall-clock value", () => {
    expect(wallClockToIcsUtc("2026-02-30 09:00", "America/Bogota")).toBeNull();
    expect(wallClockToIcsUtc("mañana", "America/Bogota")).toBeNull();
  });
});

describe("buildCalendar", () => {
  const now = Temporal.Instant.from("2026-11-21T12:00:00Z");
  const doc = buildCalendar({
    zone: "America/Bogota",
    name: "Mis sesiones",
    now,
    events: [
      {
        uid: "sesion-1@app.test",
        start: "2026-11-23 09:00",
        end: "2026-11-23 10:00",
        summary: "Mentoría; grupo, A",
        description: "Herramienta: Diagnóstico\nMentor: Ana",
        url: "https://app.test/calendar/evento/sesion-1",
      },
      { uid: "roto@app.test", start: "x", end: "y", summary: "Sin fecha" },
    ],
  });

  test("CRLF everywhere, wrapped in VCALENDAR, one VEVENT per valid session", () => {
    expect(doc.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(doc.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(doc.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(doc.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(doc).not.toContain("roto@app.test");
  });

  test("the event's properties", () => {
    const unfolded = doc.replace(/\r\n /g, "");
    expect(unfolded).toContain("\r\nUID:sesion-1@app.test\r\n");
    expect(unfolded).toContain("\r\nDTSTAMP:20261121T120000Z\r\n");
    expect(unfolded).toContain("\r\nDTSTART:20261123T140000Z\r\nDTEND:20261123T150000Z\r\n");
    expect(unfolded).toContain("\r\nSUMMARY:Mentoría\\; grupo\\, A\r\n");
    expect(unfolded).toContain("\r\nDESCRIPTION:Herramienta: Diagnóstico\\nMentor: Ana\r\n");
    expect(unfolded).toContain("\r\nURL:https://app.test/calendar/evento/sesion-1\r\n");
    expect(unfolded).toContain("\r\nX-WR-CALNAME:Mis sesiones\r\n");
  });

  test("every line is at most 75 octets", () => {
    for (const line of doc.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});
