import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  attendanceListSchema,
  attendanceReportSchema,
  fileListSchema,
  startCallSchema,
} from "../../../app/api/contract/calendario";
import { errorBodySchema } from "../../../app/api/contract/usuario";
import { count } from "../../services/programs.test-helper";
import {
  type Cast,
  EXE,
  PDF,
  ROLES,
  demoCast,
  form,
  insertSession,
  keepLoggedErrors,
  rawCall,
} from "../../services/session-docs.test-helper";
import { type Harness, createHarness } from "../../testing/harness";
import { ACTION_MESSAGES } from "./actions";

let h: Harness;
let cast: Cast;

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
});
afterAll(() => h.dispose());

const rating = { puntaje: 5, comentario: "Muy útil", goal_reached: true };

describe("POST /calendario/evento/calificar/{slug}", () => {
  test("a participant rates a past session once (201, then 400); the row keeps mentor, author and session", async () => {
    const past = await insertSession(h, cast, { startMin: -180 });
    const path = `/calendario/evento/calificar/${past.slug}`;
    const first = await rawCall(h, "POST", path, cast.tokens.entrepreneur, rating);
    expect(first.status).toBe(201);
    expect(
      await count(
        h,
        "calificaciones WHERE evento_id = ? AND autor_id = ? AND mentor_id = ? AND puntaje = 5 AND goal_reached = 1",
        past.id,
        cast.ids.entrepreneur,
        cast.ids.mentor,
      ),
    ).toBe(1);
    const second = await rawCall(h, "POST", path, cast.tokens.entrepreneur, rating);
    expect(second.status).toBe(400);
    expect(second.json).toEqual({ detail: ACTION_MESSAGES.ratedTwice });
  });

  test("a participant marked absent cannot rate; one marked present can (issue 34 §5)", async () => {
    const past = await insertSession(h, cast, { startMin: -180 });
    const path = `/calendario/evento/calificar/${past.slug}`;
    const mark = (present: number) =>
      h.db
        .prepare("UPDATE evento_participantes SET asistencia = ? WHERE evento_id = ? AND user_id = ?")
        .bind(present, past.id, cast.ids.entrepreneur)
        .run();
    await mark(0);
    const absent = await rawCall(h, "POST", path, cast.tokens.entrepreneur, rating);
    expect(absent.status).toBe(400);
    expect(absent.json).toEqual({ detail: ACTION_MESSAGES.rateAbsent });
    expect(await count(h, "calificaciones WHERE evento_id = ?", past.id)).toBe(0);
    await mark(1);
    expect((await rawCall(h, "POST", path, cast.tokens.entrepreneur, rating)).status).toBe(201);
  });

  test("before the end: 400 with a Spanish message", async () => {
    const ongoing = await insertSession(h, cast, { startMin: -30, durationMin: 60 });
    const response = await rawCall(
      h,
      "POST",
      `/calendario/evento/calificar/${ongoing.slug}`,
      cast.tokens.entrepreneur,
      rating,
    );
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ detail: ACTION_MESSAGES.rateBeforeEnd });
  });

  test("validation messages of the spec", async () => {
    const past = await insertSession(h, cast, { startMin: -180 });
    const path = `/calendario/evento/calificar/${past.slug}`;
    const empty = await rawCall(h, "POST", path, cast.tokens.entrepreneur, { puntaje: 4 });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({
      goal_reached: [ACTION_MESSAGES.goalRequired],
      comentario: [ACTION_MESSAGES.commentRequired],
    });
    const blank = await rawCall(h, "POST", path, cast.tokens.entrepreneur, {
      ...rating,
      comentario: "   ",
      puntaje: 9,
    });
    expect(blank.json).toEqual({
      puntaje: [ACTION_MESSAGES.scoreRange],
      comentario: [ACTION_MESSAGES.commentRequired],
    });
  });

  test("only participants: the mentor, staff and outsiders are refused; marketplace: only the buyer", async () => {
    const past = await insertSession(h, cast, { startMin: -180 });
    const path = `/calendario/evento/calificar/${past.slug}`;
    for (const role of ["mentor", "official", "bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "POST", path, cast.tokens[role], rating)).status, role).toBe(403);
    }
    expect((await rawCall(h, "POST", path, undefined, rating)).status).toBe(401);
    expect(
      (await rawCall(h, "POST", "/calendario/evento/calificar/no-existe", cast.tokens.entrepreneur, rating)).status,
    ).toBe(404);
    const market = await insertSession(h, cast, {
      startMin: -180,
      marketplace: true,
      comprador: cast.ids.digitalEntrepreneur,
      estado: "pagado",
    });
    const marketPath = `/calendario/evento/calificar/${market.slug}`;
    const listed = await rawCall(h, "POST", marketPath, cast.tokens.entrepreneur, rating);
    expect(listed.status).toBe(403);
    expect(listed.json).toEqual({ detail: ACTION_MESSAGES.rateNotBuyer });
    expect((await rawCall(h, "POST", marketPath, cast.tokens.digitalEntrepreneur, rating)).status).toBe(201);
  });
});

describe("PUT /calendario/evento/{slug}/asistencia/emprendedor", () => {
  test("the mentor or staff record who was present (others false), with an optional acta file", async () => {
    const other = cast.ids.digitalEntrepreneur;
    const past = await insertSession(h, cast, { startMin: -120, participants: [cast.ids.entrepreneur, other] });
    const path = `/calendario/evento/${past.slug}/asistencia/emprendedor`;
    const recorded = await rawCall(
      h,
      "PUT",
      path,
      cast.tokens.mentor,
      form({ asistente: [String(cast.ids.entrepreneur)], acta: [PDF, "acta.pdf", "application/pdf"] }),
    );
    expect(recorded.status).toBe(200);
    const list = attendanceListSchema.parse(recorded.json);
    expect(Object.fromEntries(list.map((p) => [p.id, p.asistencia]))).toEqual({
      [cast.ids.entrepreneur]: true,
      [other]: false,
    });
    const files = fileListSchema.parse(
      (await rawCall(h, "GET", `/archivos/evento/${past.id}`, cast.tokens.entrepreneur)).json,
    );
    expect(files.map((f) => f.nombre)).toEqual(["Acta"]);
    expect(await count(h, "eventos WHERE id = ? AND acta_archivo LIKE 'sesiones/%'", past.id)).toBe(1);
    // Staff, again, without a file: nobody present; the acta file stays.
    const again = await rawCall(h, "PUT", path, cast.tokens.official, form({}));
    expect(again.status).toBe(200);
    expect(attendanceListSchema.parse(again.json).every((p) => p.asistencia === false)).toBe(true);
    // A second acta file replaces the first one in the list.
    await rawCall(h, "PUT", path, cast.tokens.mentor, form({ acta: [PDF, "acta2.pdf", "application/pdf"] }));
    const after = fileListSchema.parse(
      (await rawCall(h, "GET", `/archivos/evento/${past.id}`, cast.tokens.mentor)).json,
    );
    expect(after).toHaveLength(1);
  });

  test("ids that are not participants, bad files, and who may not", async () => {
    const past = await insertSession(h, cast, { startMin: -120 });
    const path = `/calendario/evento/${past.slug}/asistencia/emprendedor`;
    const stranger = await rawCall(
      h,
      "PUT",
      path,
      cast.tokens.mentor,
      form({ asistente: [String(cast.ids.bank), "abc"] }),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.json).toEqual({ asistente: [ACTION_MESSAGES.notParticipant] });
    const exe = await rawCall(h, "PUT", path, cast.tokens.mentor, form({ acta: [EXE, "acta.pdf", "application/pdf"] }));
    expect(exe.status).toBe(400);
    expect(Object.keys(exe.json as object)).toEqual(["acta"]);
    for (const role of ["entrepreneur", "bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "PUT", path, cast.tokens[role], form({}))).status, role).toBe(403);
    }
    expect((await rawCall(h, "PUT", path, undefined, form({}))).status).toBe(401);
  });
});

describe("GET /calendario/evento/{slug}/iniciar", () => {
  test("participants wait until the mentor starts; then everyone gets the same unguessable Jitsi room", async () => {
    const soon = await insertSession(h, cast, { startMin: 5 });
    const path = `/calendario/evento/${soon.slug}/iniciar`;
    const early = await rawCall(h, "GET", path, cast.tokens.entrepreneur);
    expect(early.status).toBe(400);
    expect(early.json).toEqual({ detail: ACTION_MESSAGES.notStarted });
    const started = await rawCall(h, "GET", path, cast.tokens.mentor);
    expect(started.status).toBe(200);
    const { url_mentor } = startCallSchema.parse(started.json);
    expect(url_mentor).toMatch(/^https:\/\/meet\.jit\.si\/Mentoria-[0-9a-f]{24}$/);
    expect(url_mentor).not.toContain(soon.slug);
    expect(await count(h, "eventos WHERE id = ? AND iniciado_at IS NOT NULL", soon.id)).toBe(1);
    const joined = await rawCall(h, "GET", path, cast.tokens.entrepreneur);
    expect(joined.status).toBe(200);
    expect(joined.json).toEqual({ url_mentor });
    expect((await rawCall(h, "GET", path, cast.tokens.official)).json).toEqual({ url_mentor });
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "GET", path, cast.tokens[role])).status, role).toBe(403);
    }
    expect((await rawCall(h, "GET", path, undefined)).status).toBe(401);
  });

  test("more than an hour after the end: 400; unpaid marketplace sessions: 400 for the buyer", async () => {
    const old = await insertSession(h, cast, { startMin: -200, durationMin: 60 });
    const over = await rawCall(h, "GET", `/calendario/evento/${old.slug}/iniciar`, cast.tokens.mentor);
    expect(over.status).toBe(400);
    expect(over.json).toEqual({ detail: ACTION_MESSAGES.callOver });
    const market = await insertSession(h, cast, {
      startMin: 5,
      marketplace: true,
      comprador: cast.ids.entrepreneur,
      iniciado: true,
    });
    const unpaid = await rawCall(h, "GET", `/calendario/evento/${market.slug}/iniciar`, cast.tokens.entrepreneur);
    expect(unpaid.json).toEqual({ detail: ACTION_MESSAGES.unpaid });
  });
});

describe("recording, transcript and attendance report", () => {
  test("video: 200 with the URL for participants and more, 404 without one", async () => {
    const recorded = await insertSession(h, cast, { startMin: -120, video: "https://videos.example.com/s.mp4" });
    for (const role of ["entrepreneur", "mentor", "official"] as const) {
      for (const key of [recorded.slug, String(recorded.id)]) {
        const response = await rawCall(h, "GET", `/calendario/evento/${key}/video`, cast.tokens[role]);
        expect(response.status, role).toBe(200);
        expect(response.json).toEqual({ url_video: "https://videos.example.com/s.mp4" });
      }
    }
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect(
        (await rawCall(h, "GET", `/calendario/evento/${recorded.slug}/video`, cast.tokens[role])).status,
        role,
      ).toBe(403);
    }
    const none = await insertSession(h, cast, { startMin: -120 });
    const missing = await rawCall(h, "GET", `/calendario/evento/${none.slug}/video`, cast.tokens.entrepreneur);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ detail: "Esta sesión no tiene grabación." });
  });

  test("video/marketplace: a marketplace session's recording; 404 for a session outside the marketplace", async () => {
    const market = await insertSession(h, cast, {
      startMin: -120,
      marketplace: true,
      comprador: cast.ids.entrepreneur,
      video: "https://videos.example.com/m.mp4",
    });
    const found = await rawCall(
      h,
      "GET",
      `/calendario/evento/${market.id}/video/marketplace`,
      cast.tokens.entrepreneur,
    );
    expect(found.status).toBe(200);
    expect(found.json).toEqual({ url_video: "https://videos.example.com/m.mp4" });
    const program = await insertSession(h, cast, { startMin: -120, video: "https://videos.example.com/p.mp4" });
    const other = await rawCall(
      h,
      "GET",
      `/calendario/evento/${program.id}/video/marketplace`,
      cast.tokens.entrepreneur,
    );
    expect(other.status).toBe(404);
  });

  test("transcript: text/plain 200, or 400 text/plain when there is none", async () => {
    const withText = await insertSession(h, cast, {
      startMin: -120,
      transcripcion: "Mentor: hola\nEmprendedora: hola",
    });
    for (const role of ["entrepreneur", "mentor", "official"] as const) {
      const response = await rawCall(h, "GET", `/calendario/get_transcrtip/${withText.id}/`, cast.tokens[role]);
      expect(response.status, role).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.text).toBe("Mentor: hola\nEmprendedora: hola");
    }
    const none = await insertSession(h, cast, { startMin: -120 });
    const missing = await rawCall(h, "GET", `/calendario/get_transcrtip/${none.id}/`, cast.tokens.entrepreneur);
    expect(missing.status).toBe(400);
    expect(missing.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(missing.text).toBe("No hay transcripción disponible para esta sesión.");
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect(
        (await rawCall(h, "GET", `/calendario/get_transcrtip/${withText.id}/`, cast.tokens[role])).status,
        role,
      ).toBe(403);
    }
    expect((await rawCall(h, "GET", "/calendario/get_transcrtip/999999/", cast.tokens.official)).status).toBe(404);
  });

  test("report: one row per participant for the mentor and staff; 400 text without participants", async () => {
    const past = await insertSession(h, cast, {
      startMin: -120,
      participants: [cast.ids.entrepreneur, cast.ids.digitalEntrepreneur],
    });
    await rawCall(
      h,
      "PUT",
      `/calendario/evento/${past.slug}/asistencia/emprendedor`,
      cast.tokens.mentor,
      form({ asistente: [String(cast.ids.entrepreneur)], cancelo: [String(cast.ids.digitalEntrepreneur)] }),
    );
    for (const role of ["mentor", "official"] as const) {
      const response = await rawCall(h, "GET", `/calendario/get_user_report/${past.id}/`, cast.tokens[role]);
      expect(response.status, role).toBe(200);
      const rows = attendanceReportSchema.parse(response.json);
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.email === "emprendedor@demo.test")).toMatchObject({
        asistencia: true,
        estado_asistencia: "asistio",
        evento: past.nombre,
        nombre: "Laura",
      });
      // Issue 29 §3: the one who cancelled in time is told apart from an absence.
      expect(rows.find((r) => r.email !== "emprendedor@demo.test")).toMatchObject({
        asistencia: false,
        estado_asistencia: "cancelo",
      });
    }
    for (const role of ["entrepreneur", "bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "GET", `/calendario/get_user_report/${past.id}/`, cast.tokens[role])).status, role).toBe(
        403,
      );
    }
    const empty = await insertSession(h, cast, { startMin: -120, participants: [] });
    const none = await rawCall(h, "GET", `/calendario/get_user_report/${empty.id}/`, cast.tokens.mentor);
    expect(none.status).toBe(400);
    expect(none.text).toBe(ACTION_MESSAGES.noParticipants);
  });
});

describe("fuzzed bodies never give a 500", () => {
  const logged = keepLoggedErrors({ beforeAll, afterAll });

  test("rating, acta, URL, link and guest bodies: mostly valid, with random deviations", async () => {
    const past = await insertSession(h, cast, { startMin: -120, participants: [cast.ids.entrepreneur] });
    const upcoming = await insertSession(h, cast, { startMin: 600 });
    const link = await rawCall(h, "POST", "/usuario/link/crear", cast.tokens.mentor, {
      evento: upcoming.id,
      maximo_usuarios: 300,
    });
    const uuid = (link.json as { uuid: string }).uuid;
    const anyValue = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.string({ minLength: 150, maxLength: 3000 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const mostly = <T>(valid: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: anyValue, weight: 1 });
    const wall = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom("00", "30"))
      .map(([hh, mm]) => `2026-11-20 ${String(hh).padStart(2, "0")}:${mm}`);
    const text = fc.string({ unit: "binary", maxLength: 300 });
    const url = fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom("javascript:alert(1)", "data:,x", "ftp://a.b/c"));
    const bodies = {
      rating: fc.record(
        {
          puntaje: mostly(fc.integer({ min: 0, max: 6 })),
          comentario: mostly(text),
          goal_reached: mostly(fc.boolean()),
        },
        { requiredKeys: [] },
      ),
      acta: fc.record(
        {
          assistants: mostly(fc.array(fc.constantFrom(cast.ids.entrepreneur, cast.ids.mentor, cast.ids.bank, -1, 0))),
          summary: mostly(text),
          event: mostly(fc.constantFrom(past.id, upcoming.id, 999999)),
          creator: mostly(fc.integer()),
          start_date: mostly(wall),
          end_date: mostly(wall),
          activities: mostly(fc.array(fc.integer())),
        },
        { requiredKeys: [] },
      ),
      eventUrl: fc.record(
        { nombre: mostly(text), url: mostly(url), evento: mostly(fc.constantFrom(past.id, 999999)) },
        { requiredKeys: [] },
      ),
      userUrl: fc.record(
        { name: mostly(text), url: mostly(url), usuario: mostly(fc.constantFrom("emprendedor", "mentor", "nadie")) },
        { requiredKeys: [] },
      ),
      link: fc.record(
        {
          evento: mostly(fc.constantFrom(upcoming.id, past.id, 999999)),
          maximo_usuarios: mostly(fc.integer({ min: -5, max: 400 })),
          nombre: mostly(text),
        },
        { requiredKeys: [] },
      ),
      guest: fc.record({ nombre: mostly(text), email: mostly(fc.emailAddress()) }, { requiredKeys: [] }),
    };
    const targets = [
      ["POST", `/calendario/evento/calificar/${past.slug}`, "entrepreneur", bodies.rating],
      ["POST", "/acts/acts/", "mentor", bodies.acta],
      ["POST", "/urls/evento/", "mentor", bodies.eventUrl],
      ["POST", "/urls/usuario/", "entrepreneur", bodies.userUrl],
      ["POST", "/urls/mentor/usuario/", "mentor", bodies.userUrl],
      ["POST", "/usuario/link/crear", "official", bodies.link],
      ["POST", `/calendario/start_link/${uuid}/registro`, undefined, bodies.guest],
    ] as const;
    for (const [method, path, role, arbitrary] of targets) {
      await fc.assert(
        fc.asyncProperty(fc.oneof({ arbitrary, weight: 5 }, { arbitrary: anyValue, weight: 1 }), async (payload) => {
          const response = await rawCall(
            h,
            method,
            path,
            role ? cast.tokens[role] : undefined,
            payload as Record<string, unknown>,
          );
          expect(
            response.status,
            `${path} ${JSON.stringify(payload)} → ${response.text} ${logged.last()}`,
          ).toBeLessThan(500);
          if (response.status >= 400)
            expect(errorBodySchema.safeParse(response.json).success, response.text).toBe(true);
        }),
        { numRuns: 25 },
      );
    }
  }, 240_000);
});

test("ROLES covers the cast", () => {
  for (const role of ROLES) expect(cast.tokens[role]).toBeTruthy();
});

describe("deleting a session with an acta (issue 34 §5)", () => {
  test("staff and mentor get 409 and the session, its acta and ratings stay; without an acta it goes", async () => {
    const past = await insertSession(h, cast, { startMin: -180 });
    await h.db
      .prepare("INSERT INTO actas (evento_id, summary, start_date, end_date) VALUES (?, 'Resumen', ?, ?)")
      .bind(past.id, "2026-01-05 09:00", "2026-01-05 10:00")
      .run();
    expect(
      (await rawCall(h, "POST", `/calendario/evento/calificar/${past.slug}`, cast.tokens.entrepreneur, rating)).status,
    ).toBe(201);
    for (const [path, role] of [
      [`/zoom_master/event/${past.slug}`, "official"],
      [`/entity/delete/event/${past.slug}`, "mentor"],
    ] as const) {
      const response = await h.call("DELETE", path, { token: cast.tokens[role] });
      expect(response).toMatchObject({
        status: 409,
        body: { detail: "La sesión ya tiene un acta: no se puede eliminar." },
      });
    }
    expect(await count(h, "eventos WHERE id = ?", past.id)).toBe(1);
    expect(await count(h, "calificaciones WHERE evento_id = ?", past.id)).toBe(1);
    const plain = await insertSession(h, cast, { startMin: -180 });
    expect((await h.call("DELETE", `/zoom_master/event/${plain.slug}`, { token: cast.tokens.official })).status).toBe(
      204,
    );
  });
});

describe("deleting a cancelled session (issue 29 §2)", () => {
  test("409: it stays, so calendar clients keep receiving its cancellation", async () => {
    const cancelled = await insertSession(h, cast, { startMin: 3000 });
    await h.db
      .prepare("UPDATE eventos SET cancelado_at = ? WHERE id = ?")
      .bind("2026-01-05T09:00:00.000Z", cancelled.id)
      .run();
    const response = await h.call("DELETE", `/zoom_master/event/${cancelled.slug}`, { token: cast.tokens.official });
    expect(response).toMatchObject({
      status: 409,
      body: { detail: "La sesión está cancelada: se conserva para que los calendarios reciban la cancelación." },
    });
    expect(await count(h, "eventos WHERE id = ?", cancelled.id)).toBe(1);
  });
});
