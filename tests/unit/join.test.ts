// The join page's date and times: Colombian Spanish, Bogota time, from ISO instants or API wall-clock values.
import { describe, expect, test } from "vitest";
import { joinTimes } from "../../app/features/join/join-time.server";
import { guestSchema } from "../../app/features/join/join.schema";

// Intl puts a narrow no-break space in 'a. m.': compare on plain spaces.
const plain = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, " ") ?? null;

describe("joinTimes", () => {
  test("an ISO instant in UTC is shown in Bogota", () => {
    const times = joinTimes("2026-11-23T14:00:00Z", "2026-11-23T15:30:00Z", "es-CO");
    expect(times.date).toBe("lunes, 23 de noviembre de 2026");
    expect(plain(times.start)).toBe("9:00 a. m.");
    expect(plain(times.end)).toBe("10:30 a. m.");
  });

  test("the API's wall-clock values are Bogota time already", () => {
    const times = joinTimes("2026-11-23 15:00", "2026-11-23 16:00", "es-CO");
    expect(times.date).toBe("lunes, 23 de noviembre de 2026");
    expect(plain(times.start)).toBe("3:00 p. m.");
    expect(plain(times.end)).toBe("4:00 p. m.");
  });

  test("nothing usable gives null parts", () => {
    expect(joinTimes("", "nope", "es-CO")).toEqual({ date: null, start: null, end: null });
  });
});

describe("guestSchema", () => {
  const parse = (v: Record<string, unknown>) => guestSchema.safeParse(v);
  test("a name and a valid e-mail pass, trimmed", () => {
    const result = parse({ nombre: " Ana ", email: " ana@example.test " });
    expect(result.success && result.data).toEqual({ nombre: "Ana", email: "ana@example.test" });
  });
  test("the messages of a missing name and a bad e-mail", () => {
    const result = parse({ nombre: "  ", email: "ana @x" });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual(["session:join.nameRequired", "session:join.emailInvalid"]);
  });
});
