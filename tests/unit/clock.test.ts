// The one clock (issue 34 §0): TEST_CLOCK values become the instant a run starts from, and the offset moves
// every reader of app/shared/clock.ts.
import { afterEach, describe, expect, test } from "vitest";
import { clockOffset, nowDate, nowMs, setClockOffset } from "../../app/shared/clock";
import { nowInstant, todayIn } from "../../app/shared/clock-temporal";
import { testClockInstant, testClockOffset } from "../../scripts/test-clock.mjs";

const runOffset = clockOffset();
afterEach(() => setClockOffset(runOffset));

describe("TEST_CLOCK values", () => {
  const real = Date.parse("2026-11-27T04:47:00Z"); // 23:47 on the 26th in Bogotá
  test("HH:MM is that time on Bogotá's date of the real clock", () => {
    expect(new Date(testClockInstant("00:30", real)!).toISOString()).toBe("2026-11-26T05:30:00.000Z");
    expect(new Date(testClockInstant("23:30", real)!).toISOString()).toBe("2026-11-27T04:30:00.000Z");
  });
  test("a Bogotá wall-clock date and time, an ISO instant, and the real clock", () => {
    expect(new Date(testClockInstant("2027-04-04T00:30", real)!).toISOString()).toBe("2027-04-04T05:30:00.000Z");
    expect(testClockInstant("2027-04-04T03:00:00Z", real)).toBe(Date.parse("2027-04-04T03:00:00Z"));
    expect(testClockInstant("real", real)).toBeNull();
  });
  test("an unreadable value is an error, not the real clock", () => {
    expect(() => testClockInstant("25:99x", real)).toThrow(/TEST_CLOCK/);
    expect(() => testClockInstant("mañana", real)).toThrow(/TEST_CLOCK/);
  });
  test("the run's offset is computed once and inherited through CLOCK_OFFSET_MS", () => {
    expect(process.env.CLOCK_OFFSET_MS).toBe(String(testClockOffset()));
    expect(clockOffset()).toBe(testClockOffset());
  });
});

describe("app/shared/clock.ts", () => {
  test("every reader moves with the offset", () => {
    setClockOffset(0);
    const before = Date.now();
    setClockOffset(86_400_000);
    expect(nowMs() - before).toBeGreaterThanOrEqual(86_400_000);
    expect(nowMs() - before).toBeLessThan(86_400_000 + 5_000);
    expect(Math.abs(nowDate().getTime() - nowMs())).toBeLessThan(5_000);
    expect(Math.abs(nowInstant().epochMilliseconds - nowMs())).toBeLessThan(5_000);
    const tomorrow = new Date(Date.now() + 86_400_000 - 5 * 3_600_000).toISOString().slice(0, 10);
    expect(todayIn("America/Bogota").toString()).toBe(tomorrow);
  });
  test("a Worker var arrives as a string; empty or invalid is the real clock", () => {
    setClockOffset("-3600000");
    expect(clockOffset()).toBe(-3_600_000);
    setClockOffset("");
    expect(clockOffset()).toBe(0);
    setClockOffset("soon");
    expect(clockOffset()).toBe(0);
    setClockOffset(undefined);
    expect(clockOffset()).toBe(0);
  });
});
