import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { actaSchema } from "../../../app/api/contract/calendario";
import { count } from "../../services/programs.test-helper";
import { type Cast, demoCast, insertSession, rawCall } from "../../services/session-docs.test-helper";
import { type Harness, createHarness } from "../../testing/harness";
import { ACTA_MESSAGES } from "./actas";

let h: Harness;
let cast: Cast;

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
});
afterAll(() => h.dispose());

function body(event: number, overrides: Record<string, unknown> = {}) {
  return {
    assistants: [cast.ids.entrepreneur, cast.ids.mentor],
    summary: "Revisamos el flujo de caja y los próximos pasos.",
    event,
    creator: cast.ids.mentor,
    start_date: "2026-11-20 09:00",
    end_date: "2026-11-20 10:00",
    // Sessions outside a program have no plan activities to link (workplan.test.ts covers the links).
    activities: [],
    ...overrides,
  };
}

describe("/acts/acts/", () => {
  test("the mentor records the acta (201), attendance follows, everyone in the session reads it, a second one is 400", async () => {
    const other = cast.ids.digitalEntrepreneur;
    const session = await insertSession(h, cast, { startMin: -120, participants: [cast.ids.entrepreneur, other] });
    const created = await rawCall(h, "POST", "/acts/acts/", cast.tokens.mentor, body(session.id));
    expect(created.status).toBe(201);
    const acta = actaSchema.parse(created.json);
    expect(acta).toMatchObject({ event: session.id, creator: cast.ids.mentor, activities: [] });
    expect(acta.assistants.map((a) => a.id).sort()).toEqual([cast.ids.entrepreneur, cast.ids.mentor].sort());
    expect(
      await count(
        h,
        "evento_participantes WHERE evento_id = ? AND user_id = ? AND asistencia = 1",
        session.id,
        cast.ids.entrepreneur,
      ),
    ).toBe(1);
    expect(
      await count(
        h,
        "evento_participantes WHERE evento_id = ? AND user_id = ? AND asistencia IS NULL",
        session.id,
        other,
      ),
    ).toBe(1);
    for (const role of ["entrepreneur", "mentor", "official"] as const) {
      const list = await rawCall(h, "GET", `/acts/acts/?event=${session.id}`, cast.tokens[role]);
      expect(list.status, role).toBe(200);
      expect(list.json).toEqual([acta]);
      const one = await rawCall(h, "GET", `/acts/acts/${acta.id}/`, cast.tokens[role]);
      expect(one.json, role).toEqual(acta);
    }
    const again = await rawCall(h, "POST", "/acts/acts/", cast.tokens.official, body(session.id));
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ event: [ACTA_MESSAGES.alreadyExists] });
  });

  test("an empty list when the session has none; outsiders 403; unknown 404; anonymous 401", async () => {
    const session = await insertSession(h, cast, { startMin: -120 });
    expect((await rawCall(h, "GET", `/acts/acts/?event=${session.id}`, cast.tokens.entrepreneur)).json).toEqual([]);
    expect((await rawCall(h, "GET", "/acts/acts/", cast.tokens.entrepreneur)).status).toBe(400);
    const created = actaSchema.parse(
      (await rawCall(h, "POST", "/acts/acts/", cast.tokens.official, body(session.id))).json,
    );
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "GET", `/acts/acts/?event=${session.id}`, cast.tokens[role])).status, role).toBe(403);
      expect((await rawCall(h, "GET", `/acts/acts/${created.id}/`, cast.tokens[role])).status, role).toBe(403);
      expect(
        (await rawCall(h, "PUT", `/acts/acts/${created.id}/`, cast.tokens[role], body(session.id))).status,
        role,
      ).toBe(403);
    }
    expect((await rawCall(h, "GET", "/acts/acts/999999/", cast.tokens.official)).status).toBe(404);
    expect((await rawCall(h, "GET", `/acts/acts/${created.id}/`, undefined)).status).toBe(401);
  });

  test("participants, other mentors and other institutions may not write it", async () => {
    const session = await insertSession(h, cast, { startMin: -120 });
    for (const role of ["entrepreneur", "bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "POST", "/acts/acts/", cast.tokens[role], body(session.id))).status, role).toBe(403);
    }
    expect((await rawCall(h, "POST", "/acts/acts/", cast.tokens.mentor, body(999999))).status).toBe(404);
    expect((await rawCall(h, "POST", "/acts/acts/", undefined, body(session.id))).status).toBe(401);
  });

  test("validation: the spec's messages, assistants of the session, end after start, activities", async () => {
    const session = await insertSession(h, cast, { startMin: -120 });
    const empty = await rawCall(
      h,
      "POST",
      "/acts/acts/",
      cast.tokens.mentor,
      body(session.id, { assistants: [], summary: "  " }),
    );
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({
      assistants: [ACTA_MESSAGES.assistantsRequired],
      summary: [ACTA_MESSAGES.summaryRequired],
    });
    const missing = await rawCall(h, "POST", "/acts/acts/", cast.tokens.mentor, { event: session.id });
    expect(missing.json).toMatchObject({
      assistants: [ACTA_MESSAGES.assistantsRequired],
      summary: [ACTA_MESSAGES.summaryRequired],
    });
    // An event id that is not a positive integer is a field error, never a 500.
    for (const event of [0, -3]) {
      const bad = await rawCall(h, "POST", "/acts/acts/", cast.tokens.mentor, body(event));
      expect(bad.status, String(event)).toBe(400);
      expect(Object.keys(bad.json as object)).toContain("event");
    }
    const stranger = await rawCall(
      h,
      "POST",
      "/acts/acts/",
      cast.tokens.mentor,
      body(session.id, { assistants: [cast.ids.bank] }),
    );
    expect(stranger.json).toEqual({ assistants: [ACTA_MESSAGES.assistantNotInSession] });
    const backwards = await rawCall(
      h,
      "POST",
      "/acts/acts/",
      cast.tokens.mentor,
      body(session.id, { end_date: "2026-11-20 08:00" }),
    );
    expect(backwards.json).toEqual({ end_date: [ACTA_MESSAGES.endBeforeStart] });
    const activities = await rawCall(
      h,
      "POST",
      "/acts/acts/",
      cast.tokens.mentor,
      body(session.id, { activities: [0, -2] }),
    );
    expect(activities.json).toEqual({ activities: [ACTA_MESSAGES.activities] });
    const badDate = await rawCall(
      h,
      "POST",
      "/acts/acts/",
      cast.tokens.mentor,
      body(session.id, { start_date: "ayer" }),
    );
    expect(Object.keys(badDate.json as object)).toEqual(["start_date"]);
    expect(await count(h, "actas WHERE evento_id = ?", session.id)).toBe(0);
  });

  test("PUT edits (200), replaces the assistants and keeps the session", async () => {
    const other = cast.ids.digitalEntrepreneur;
    const session = await insertSession(h, cast, { startMin: -120, participants: [cast.ids.entrepreneur, other] });
    const acta = actaSchema.parse((await rawCall(h, "POST", "/acts/acts/", cast.tokens.mentor, body(session.id))).json);
    const edited = await rawCall(
      h,
      "PUT",
      `/acts/acts/${acta.id}/`,
      cast.tokens.official,
      body(session.id, { assistants: [other], summary: "Resumen editado", activities: [] }),
    );
    expect(edited.status).toBe(200);
    expect(actaSchema.parse(edited.json)).toMatchObject({
      id: acta.id,
      summary: "Resumen editado",
      assistants: [expect.objectContaining({ id: other })],
      activities: [],
      creator: cast.ids.mentor,
    });
    expect(
      await count(h, "evento_participantes WHERE evento_id = ? AND user_id = ? AND asistencia = 1", session.id, other),
    ).toBe(1);
    const moved = await rawCall(h, "PUT", `/acts/acts/${acta.id}/`, cast.tokens.mentor, body(acta.event + 100000));
    expect(moved.status).toBe(400);
    expect(moved.json).toEqual({ event: [ACTA_MESSAGES.otherEvent] });
    expect((await rawCall(h, "PUT", `/acts/acts/${acta.id}/`, cast.tokens.entrepreneur, body(session.id))).status).toBe(
      403,
    );
  });
});
