// The scheduler: mentor availability (who reads and changes it, the hours' checks) and the slot lookup.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { availabilityListSchema, availabilitySchema, slotListSchema } from "../../../app/api/contract/calendario";
import { DEMO_PASSWORD } from "../../demo";
import { SEED_MENTORS, demoPersonEmail } from "../../seeds/people";
import { AVAILABILITY_MESSAGES } from "../../services/availability";
import { demoCast, userId } from "../../services/programs.test-helper";
import { type Harness, createHarness } from "../../testing/harness";
import { todayIn } from "../../../app/shared/clock-temporal";

let h: Harness;
let cast: Awaited<ReturnType<typeof demoCast>>;
let otherMentor: { token: string; id: number };

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
  const email = demoPersonEmail(SEED_MENTORS[4]!);
  otherMentor = { token: await h.login(email, DEMO_PASSWORD), id: await userId(h, email) };
});
afterAll(() => h.dispose());

type Availability = ReturnType<typeof availabilitySchema.parse>;
const get = <T = unknown>(path: string, token?: string) => h.call<T>("GET", path, { token });

function body(overrides: Record<string, unknown> = {}) {
  return {
    date: "2027-03-01",
    mentor_id: otherMentor.id,
    string_availability: [
      { start_hour: "14:00", end_hour: "16:00" },
      { start_hour: "08:00", end_hour: "10:30" },
    ],
    semanal: true,
    ...overrides,
  };
}

/** A weekday at least `from` days ahead (Bogota). */
function weekdayAhead(from: number): string {
  let date = todayIn("America/Bogota").add({ days: from });
  while (date.dayOfWeek > 5) date = date.add({ days: 1 });
  return date.toString();
}

describe("GET /scheduler/mentor_availability?mentor_id=", () => {
  test("the mentor, staff and any signed-in user read an active mentor's rows; bad ids 400, unknown 404", async () => {
    for (const role of ["mentor", "official", "entrepreneur", "bank"] as const) {
      const response = await get(`/scheduler/mentor_availability?mentor_id=${cast.ids.mentor}`, cast.tokens[role]);
      expect(response.status, role).toBe(200);
      const rows = availabilityListSchema.parse(response.body);
      expect(rows.filter((row) => row.semanal)).toHaveLength(5);
      expect(rows.filter((row) => !row.semanal)).toHaveLength(1);
      expect(rows[0]?.string_availability).toEqual([
        { start_hour: "08:00", end_hour: "12:00" },
        { start_hour: "14:00", end_hour: "18:00" },
      ]);
    }
    expect((await get("/scheduler/mentor_availability", cast.tokens.mentor)).status).toBe(400);
    expect((await get("/scheduler/mentor_availability?mentor_id=abc", cast.tokens.mentor)).status).toBe(400);
    expect((await get("/scheduler/mentor_availability?mentor_id=999999", cast.tokens.mentor)).status).toBe(404);
    expect((await get(`/scheduler/mentor_availability?mentor_id=${cast.ids.mentor}`)).status).toBe(401);
  });

  test("an entrepreneur's (not a mentor's) rows: themself and staff only", async () => {
    const path = `/scheduler/mentor_availability?mentor_id=${cast.ids.entrepreneur}`;
    expect((await get(path, cast.tokens.entrepreneur)).status).toBe(200);
    expect((await get(path, cast.tokens.official)).status).toBe(200);
    expect((await get(path, cast.tokens.bank)).status).toBe(403);
    expect((await get(path, cast.tokens.mentor)).status).toBe(403);
  });
});

describe("POST, PUT, DELETE /scheduler/mentor_availability", () => {
  test("201 for the mentor themself; hours sorted; zona defaults to Bogota; PUT 201; DELETE 204", async () => {
    const created = await h.call<Availability>("POST", "/scheduler/mentor_availability", {
      token: otherMentor.token,
      body: body(),
    });
    expect(created.status).toBe(201);
    expect(availabilitySchema.parse(created.body)).toMatchObject({
      date: "2027-03-01",
      mentor_id: otherMentor.id,
      semanal: true,
      zona: "America/Bogota",
      string_availability: [
        { start_hour: "08:00", end_hour: "10:30" },
        { start_hour: "14:00", end_hour: "16:00" },
      ],
    });
    const id = created.body.id;
    const updated = await h.call<Availability>("PUT", `/scheduler/mentor_availability/${id}`, {
      token: otherMentor.token,
      body: body({
        semanal: false,
        zona: "Europe/Madrid",
        string_availability: [{ start_hour: "09:00", end_hour: "10:00" }],
      }),
    });
    expect(updated.status).toBe(201);
    expect(updated.body).toMatchObject({ id, semanal: false, zona: "Europe/Madrid" });
    for (const token of [cast.tokens.mentor, cast.tokens.official, cast.tokens.bank]) {
      expect((await h.call("PUT", `/scheduler/mentor_availability/${id}`, { token, body: body() })).status).toBe(403);
      expect((await h.call("DELETE", `/scheduler/mentor_availability/${id}`, { token })).status).toBe(403);
    }
    expect((await h.call("DELETE", `/scheduler/mentor_availability/${id}`, { token: otherMentor.token })).status).toBe(
      204,
    );
    expect((await h.call("DELETE", `/scheduler/mentor_availability/${id}`, { token: otherMentor.token })).status).toBe(
      404,
    );
    expect(
      (await h.call("PUT", `/scheduler/mentor_availability/${id}`, { token: otherMentor.token, body: body() })).status,
    ).toBe(404);
    expect((await h.call("DELETE", `/scheduler/mentor_availability/${id}`)).status).toBe(401);
  });

  test("403: someone else's mentor_id, or a caller who is not a mentor", async () => {
    const forOther = await h.call("POST", "/scheduler/mentor_availability", {
      token: otherMentor.token,
      body: body({ mentor_id: cast.ids.mentor }),
    });
    expect(forOther.status).toBe(403);
    for (const role of ["entrepreneur", "official"] as const) {
      const response = await h.call("POST", "/scheduler/mentor_availability", {
        token: cast.tokens[role],
        body: body({ mentor_id: cast.ids[role] }),
      });
      expect(response.status, role).toBe(403);
    }
  });

  test("400 with Spanish messages for the hours, the date and the zone", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ string_availability: [] }, "string_availability", AVAILABILITY_MESSAGES.startRequired],
      [{ string_availability: undefined }, "string_availability", AVAILABILITY_MESSAGES.startRequired],
      [{ string_availability: [{ end_hour: "10:00" }] }, "string_availability", AVAILABILITY_MESSAGES.startRequired],
      [
        { string_availability: [{ start_hour: "09:00", end_hour: "" }] },
        "string_availability",
        AVAILABILITY_MESSAGES.endRequired,
      ],
      [
        { string_availability: [{ start_hour: "10:00", end_hour: "09:00" }] },
        "string_availability",
        AVAILABILITY_MESSAGES.endAfterStart,
      ],
      [
        { string_availability: [{ start_hour: "09:15", end_hour: "10:00" }] },
        "string_availability",
        AVAILABILITY_MESSAGES.hourFormat,
      ],
      [
        { string_availability: [{ start_hour: "9", end_hour: "10:00" }] },
        "string_availability",
        AVAILABILITY_MESSAGES.hourFormat,
      ],
      [
        {
          string_availability: [
            { start_hour: "09:00", end_hour: "11:00" },
            { start_hour: "10:30", end_hour: "12:00" },
          ],
        },
        "string_availability",
        AVAILABILITY_MESSAGES.overlap,
      ],
      [{ date: "2027-02-30" }, "date", AVAILABILITY_MESSAGES.invalidDate],
      [{ zona: "Mars/Olympus" }, "zona", AVAILABILITY_MESSAGES.zone],
      [{ zona: "Asia/Tokyo" }, "zona", AVAILABILITY_MESSAGES.zone],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await h.call<Record<string, string[]>>("POST", "/scheduler/mentor_availability", {
        token: otherMentor.token,
        body: body(overrides),
      });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body[field], JSON.stringify(response.body)).toEqual([message]);
    }
    const missing = await h.call<Record<string, string[]>>("POST", "/scheduler/mentor_availability", {
      token: otherMentor.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ date: ["Este campo es requerido."], semanal: ["Este campo es requerido."] });
  });
});

describe("GET /scheduler/mentor/{mentor}/{date}/30", () => {
  test("the seeded weekly hours minus the mentor's sessions, in 30-minute slots", async () => {
    const day = weekdayAhead(50);
    const response = await get(`/scheduler/mentor/${cast.ids.mentor}/${day}/30`, cast.tokens.entrepreneur);
    expect(response.status).toBe(200);
    const slots = slotListSchema.parse(response.body);
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ inicio: `${day} 08:00`, fin: `${day} 08:30` });
    expect(slots.at(-1)).toEqual({ inicio: `${day} 17:30`, fin: `${day} 18:00` });
    // In Madrid's zone (6 or 7 hours ahead), the same Bogota hours fall on Madrid's day or the next.
    const madrid = slotListSchema.parse(
      (await get(`/scheduler/mentor/${cast.ids.mentor}/${day}/30?zona=Europe/Madrid`, cast.tokens.entrepreneur)).body,
    );
    expect(madrid.every((slot) => slot.inicio.startsWith(day) || slot.inicio < day)).toBe(true);
  });

  test("a seeded session removes its slots; the date-specific row replaces the weekly hours", async () => {
    const row = await h.db
      .prepare(
        "SELECT fecha_inicio, fecha_fin FROM eventos WHERE mentor_id = ? AND fecha_inicio > ? ORDER BY fecha_inicio",
      )
      .bind(cast.ids.mentor, todayIn("America/Bogota").add({ days: 1 }).toString())
      .first<{ fecha_inicio: string; fecha_fin: string }>();
    const day = row!.fecha_inicio.slice(0, 10);
    const slots = slotListSchema.parse(
      (await get(`/scheduler/mentor/${cast.ids.mentor}/${day}/30`, cast.tokens.official)).body,
    );
    expect(slots.some((slot) => slot.inicio >= row!.fecha_inicio && slot.inicio < row!.fecha_fin)).toBe(false);
    const specific = await h.db
      .prepare("SELECT date FROM disponibilidades WHERE mentor_id = ? AND semanal = 0")
      .bind(cast.ids.mentor)
      .first<{ date: string }>();
    const onThatDay = slotListSchema.parse(
      (await get(`/scheduler/mentor/${cast.ids.mentor}/${specific!.date}/30`, cast.tokens.official)).body,
    );
    expect(onThatDay.map((slot) => slot.inicio.slice(11))).toEqual(["09:00", "09:30", "10:00", "10:30"]);
  });

  test("400 for a bad date or zone, 404 for an unknown mentor, 401 without a token", async () => {
    expect((await get(`/scheduler/mentor/${cast.ids.mentor}/2027-02-30/30`, cast.tokens.mentor)).status).toBe(400);
    expect((await get(`/scheduler/mentor/${cast.ids.mentor}/manana/30`, cast.tokens.mentor)).status).toBe(400);
    expect(
      (await get(`/scheduler/mentor/${cast.ids.mentor}/2027-03-01/30?zona=Asia/Tokyo`, cast.tokens.mentor)).status,
    ).toBe(400);
    expect((await get("/scheduler/mentor/999999/2027-03-01/30", cast.tokens.mentor)).status).toBe(404);
    expect((await get(`/scheduler/mentor/${cast.ids.mentor}/2027-03-01/30`)).status).toBe(401);
    // Not a mentor: only themself and staff.
    expect((await get(`/scheduler/mentor/${cast.ids.entrepreneur}/2027-03-01/30`, cast.tokens.bank)).status).toBe(403);
  });
});
