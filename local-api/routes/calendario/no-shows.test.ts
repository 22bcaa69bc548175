// The API of no-shows (issue 29 §3): the attendance's `cancelo` list beside the spec's `asistente`, the three
// states read back, and POST /calendario/evento/{slug}/mentor-ausente: who may, once, after the start, and
// `reembolso_pendiente` only for a paid marketplace session.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendanceListSchema, mentorAbsenceSchema, sessionSchema } from "../../../app/api/contract/calendario";
import { type Cast, demoCast, form, insertSession, rawCall } from "../../services/session-docs.test-helper";
import { NO_SHOW_MESSAGES } from "../../services/no-shows";
import { type Harness, createHarness } from "../../testing/harness";

let h: Harness;
let cast: Cast;

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
});
afterAll(() => h.dispose());

describe("PUT /calendario/evento/{slug}/asistencia/emprendedor in three states", () => {
  test("`cancelo` ids cancelled in time, `asistente` present, the rest absent; the spec's body alone still works", async () => {
    const [a, b, c] = [cast.ids.entrepreneur, cast.ids.digitalEntrepreneur, cast.ids.outsideEntrepreneur];
    const past = await insertSession(h, cast, { startMin: -120, participants: [a, b, c] });
    const path = `/calendario/evento/${past.slug}/asistencia/emprendedor`;
    const states = async (body: FormData) => {
      const answer = await rawCall(h, "PUT", path, cast.tokens.mentor, body);
      expect(answer.status).toBe(200);
      const list = attendanceListSchema.parse(answer.json);
      return Object.fromEntries(list.map((p) => [p.id, [p.asistencia, p.estado_asistencia]]));
    };
    expect(await states(form({ asistente: [String(a)], cancelo: [String(c)] }))).toEqual({
      [a]: [true, "asistio"],
      [b]: [false, "no_asistio"],
      [c]: [false, "cancelo"],
    });
    // A client of the spec sends only `asistente`: cancelled in time becomes absent, as before.
    expect(await states(form({ asistente: [String(b)] }))).toEqual({
      [a]: [false, "no_asistio"],
      [b]: [true, "asistio"],
      [c]: [false, "no_asistio"],
    });
    const session = sessionSchema.parse(
      (await rawCall(h, "GET", `/calendario/evento/${past.slug}`, cast.tokens.official)).json,
    );
    expect(session.sub_grupo.find((p) => p.id === b)?.estado_asistencia).toBe("asistio");

    const both = await rawCall(
      h,
      "PUT",
      path,
      cast.tokens.mentor,
      form({ asistente: [String(a)], cancelo: [String(a)] }),
    );
    expect(both.status).toBe(400);
    expect(both.json).toEqual({ cancelo: [NO_SHOW_MESSAGES.bothStates] });
    const stranger = await rawCall(h, "PUT", path, cast.tokens.mentor, form({ cancelo: [String(cast.ids.bank)] }));
    expect(stranger.status).toBe(400);
    expect(Object.keys(stranger.json as object)).toEqual(["cancelo"]);
  });
});

describe("POST /calendario/evento/{slug}/mentor-ausente", () => {
  test("a participant records it once (201, then 400); the session says mentor_ausente; no refund outside the marketplace", async () => {
    const started = await insertSession(h, cast, { startMin: -30 });
    const path = `/calendario/evento/${started.slug}/mentor-ausente`;
    const first = await rawCall(h, "POST", path, cast.tokens.entrepreneur);
    expect(first.status).toBe(201);
    const body = mentorAbsenceSchema.parse(first.json);
    expect(body).toMatchObject({
      evento: started.id,
      mentor: cast.ids.mentor,
      registrado_por: cast.ids.entrepreneur,
      reembolso_pendiente: false,
    });
    const session = sessionSchema.parse(
      (await rawCall(h, "GET", `/calendario/evento/${started.slug}`, cast.tokens.mentor)).json,
    );
    expect(session.mentor_ausente).toBe(true);
    const again = await rawCall(h, "POST", path, cast.tokens.official);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: NO_SHOW_MESSAGES.alreadyRecorded });
  });

  test("staff may; the mentor and outsiders get 403; before the start 400; without a token 401", async () => {
    const started = await insertSession(h, cast, { startMin: -30 });
    const path = `/calendario/evento/${started.slug}/mentor-ausente`;
    for (const role of ["mentor", "bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "POST", path, cast.tokens[role])).status, role).toBe(403);
    }
    expect((await rawCall(h, "POST", path, undefined)).status).toBe(401);
    expect((await rawCall(h, "POST", path, cast.tokens.official)).status).toBe(201);
    const upcoming = await insertSession(h, cast, { startMin: 60 });
    const early = await rawCall(
      h,
      "POST",
      `/calendario/evento/${upcoming.slug}/mentor-ausente`,
      cast.tokens.entrepreneur,
    );
    expect(early.status).toBe(400);
    expect(early.json).toEqual({ detail: NO_SHOW_MESSAGES.notStarted });
  });

  test("a paid, priced marketplace session is refunded at once, once; no other session is", async () => {
    const buyer = cast.ids.entrepreneur;
    const flagOf = async (estado: string, precio: number) => {
      const s = await insertSession(h, cast, {
        startMin: -30,
        marketplace: true,
        comprador: buyer,
        estado,
        participants: [],
      });
      await h.db.prepare("UPDATE eventos SET precio = ? WHERE id = ?").bind(precio, s.id).run();
      const answer = await rawCall(h, "POST", `/calendario/evento/${s.slug}/mentor-ausente`, cast.tokens.entrepreneur);
      expect(answer.status).toBe(201);
      const body = mentorAbsenceSchema.parse(answer.json);
      expect(body.reembolso_pendiente).toBe(false);
      const refunds = await h.db
        .prepare("SELECT monto FROM reembolsos WHERE evento_id = ?")
        .bind(s.id)
        .all<{ monto: number }>();
      expect(refunds.results.map((r) => r.monto)).toEqual(body.reembolsado ? [precio] : []);
      return body.reembolsado;
    };
    expect(await flagOf("pagado", 150000)).toBe(true);
    expect(await flagOf("", 150000)).toBe(false);
    expect(await flagOf("pagado", 0)).toBe(false);
  });
});
