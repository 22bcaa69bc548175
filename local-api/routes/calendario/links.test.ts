import { afterAll, beforeAll, describe, expect, test } from "vitest";
// First: the harness loads ../../seed, which the seeds below import back (a cycle that must start at seed).
import { type Harness, createHarness } from "../../testing/harness";
import {
  actaSchema,
  joinLinkEventSchema,
  registrationLinkSchema,
  urlListSchema,
} from "../../../app/api/contract/calendario";
import {
  SEED_LINK_SESSION,
  SEED_RECORDING_URL,
  SEED_SESSION_URLS,
  SEED_UNRATED_SESSION,
} from "../../seeds/session-docs";
import { SEED_SESSION_NAMES } from "../../seeds/sessions";
import { count } from "../../services/programs.test-helper";
import { type Cast, demoCast, insertSession, rawCall } from "../../services/session-docs.test-helper";
import { LINK_MESSAGES } from "./links";

let h: Harness;
let cast: Cast;

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
});
afterAll(() => h.dispose());

async function createLink(eventId: number, extra: Record<string, unknown> = {}, token = cast.tokens.official) {
  return rawCall(h, "POST", "/usuario/link/crear", token, {
    creador: cast.ids.official,
    entidad: cast.incubadora,
    evento: eventId,
    fecha_expiracion: "2030-01-01 00:00",
    mentoria: null,
    nombre: "Link",
    programa: null,
    ...extra,
  });
}

describe("registration links", () => {
  test("staff or the mentor create one (201), expiring at the session's end; a second create answers it (200)", async () => {
    const session = await insertSession(h, cast, { startMin: 120 });
    expect((await rawCall(h, "GET", `/usuario/link/existe/${session.id}`, cast.tokens.mentor)).status).toBe(404);
    const created = await createLink(session.id, { maximo_usuarios: 3 });
    expect(created.status).toBe(201);
    const link = registrationLinkSchema.parse(created.json);
    const [row] = (
      await h.db.prepare("SELECT fecha_fin FROM eventos WHERE id = ?").bind(session.id).all<{ fecha_fin: string }>()
    ).results;
    expect(link).toMatchObject({
      evento: session.id,
      maximo_usuarios: 3,
      fecha_expiracion: row!.fecha_fin,
      creador: cast.ids.official,
      entidad: cast.incubadora,
      inscritos: 0,
      url: `http://app.test/link/${link.uuid}`,
    });
    const again = await createLink(session.id, { maximo_usuarios: 50 }, cast.tokens.mentor);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(link);
    for (const role of ["mentor", "official"] as const) {
      const existing = await rawCall(h, "GET", `/usuario/link/existe/${session.id}`, cast.tokens[role]);
      expect(existing.status, role).toBe(200);
      expect(existing.json).toEqual(link);
    }
  });

  test("maximo_usuarios 1 to 300 (default 1); the session must not be over", async () => {
    const session = await insertSession(h, cast, { startMin: 120 });
    for (const max of [0, 301, 2.5, "10"]) {
      const refused = await createLink(session.id, { maximo_usuarios: max });
      expect(refused.status, String(max)).toBe(400);
      expect(refused.json).toEqual({ maximo_usuarios: [LINK_MESSAGES.maxUsers] });
    }
    // A session id that is not a positive integer is a field error, never a 500.
    for (const evento of [0, -3]) {
      const bad = await rawCall(h, "POST", "/usuario/link/crear", cast.tokens.mentor, { evento });
      expect(bad.status, String(evento)).toBe(400);
      expect(Object.keys(bad.json as object)).toContain("evento");
    }
    const plain = await rawCall(h, "POST", "/usuario/link/crear", cast.tokens.mentor, { evento: session.id });
    expect(plain.status).toBe(201);
    expect(registrationLinkSchema.parse(plain.json)).toMatchObject({ maximo_usuarios: 1, nombre: session.nombre });
    const past = await insertSession(h, cast, { startMin: -120 });
    const over = await createLink(past.id);
    expect(over.status).toBe(400);
    expect(over.json).toEqual({ detail: LINK_MESSAGES.sessionOver });
  });

  test("participants, other mentors and other institutions: 403; unknown 404; anonymous 401", async () => {
    const session = await insertSession(h, cast, { startMin: 120 });
    for (const role of ["entrepreneur", "bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await createLink(session.id, {}, cast.tokens[role])).status, role).toBe(403);
      expect((await rawCall(h, "GET", `/usuario/link/existe/${session.id}`, cast.tokens[role])).status, role).toBe(403);
    }
    expect((await createLink(999999)).status).toBe(404);
    expect((await rawCall(h, "GET", "/usuario/link/existe/999999", cast.tokens.official)).status).toBe(404);
    expect((await rawCall(h, "GET", `/usuario/link/existe/${session.id}`, undefined)).status).toBe(401);
    expect((await rawCall(h, "POST", "/usuario/link/crear", undefined, { evento: session.id })).status).toBe(401);
  });
});

describe("join data (no auth)", () => {
  test("name, ISO times with offset, places; the direct link only from 10 minutes before the start to the end", async () => {
    const later = await insertSession(h, cast, { startMin: 30 });
    const link = registrationLinkSchema.parse((await createLink(later.id, { maximo_usuarios: 5 })).json);
    const closed = await rawCall(h, "GET", `/calendario/start_link/${link.uuid}/`, undefined);
    expect(closed.status).toBe(200);
    const data = joinLinkEventSchema.parse(closed.json);
    expect(data).toMatchObject({ nombre: later.nombre, direct_link: null, cupos: 5 });
    expect(data.fecha_hora_inicio).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-05:00$/);
    expect(Date.parse(data.fecha_hora_fin) - Date.parse(data.fecha_hora_inicio)).toBe(60 * 60_000);

    const soon = await insertSession(h, cast, { startMin: 8 });
    const soonLink = registrationLinkSchema.parse((await createLink(soon.id)).json);
    const open = joinLinkEventSchema.parse(
      (await rawCall(h, "GET", `/calendario/start_link/${soonLink.uuid}/`, undefined)).json,
    );
    expect(open.direct_link).toMatch(/^https:\/\/meet\.jit\.si\/Mentoria-[0-9a-f]{24}$/);
    // The same room the mentor starts.
    const started = await rawCall(h, "GET", `/calendario/evento/${soon.slug}/iniciar`, cast.tokens.mentor);
    expect(started.json).toEqual({ url_mentor: open.direct_link });

    const ongoing = await insertSession(h, cast, { startMin: -20, durationMin: 60 });
    const ongoingLink = registrationLinkSchema.parse((await createLink(ongoing.id)).json);
    const during = joinLinkEventSchema.parse(
      (await rawCall(h, "GET", `/calendario/start_link/${ongoingLink.uuid}/`, undefined)).json,
    );
    expect(during.direct_link).not.toBeNull();
  });

  test("unknown or expired: 404 'No se encontró el evento.'", async () => {
    for (const uuid of ["00000000-0000-4000-8000-000000000000", "nope", "%27"]) {
      const response = await rawCall(h, "GET", `/calendario/start_link/${uuid}/`, undefined);
      expect(response.status, uuid).toBe(404);
      expect(response.json).toEqual({ detail: "No se encontró el evento." });
    }
    const session = await insertSession(h, cast, { startMin: 60 });
    const link = registrationLinkSchema.parse((await createLink(session.id)).json);
    await h.db
      .prepare("UPDATE links_registro SET fecha_expiracion = '2020-01-01 00:00' WHERE uuid = ?")
      .bind(link.uuid)
      .run();
    expect((await rawCall(h, "GET", `/calendario/start_link/${link.uuid}/`, undefined)).status).toBe(404);
    const late = await rawCall(h, "POST", `/calendario/start_link/${link.uuid}/registro`, undefined, {
      nombre: "Ana",
      email: "ana@example.test",
    });
    expect(late.status).toBe(400);
    expect(late.json).toEqual({ detail: LINK_MESSAGES.expired });
  });

  test("guests register (201, a confirmation e-mail) until the places run out (400); the same e-mail again is 201", async () => {
    const session = await insertSession(h, cast, { startMin: 120 });
    const link = registrationLinkSchema.parse((await createLink(session.id, { maximo_usuarios: 2 })).json);
    const path = `/calendario/start_link/${link.uuid}/registro`;
    expect((await rawCall(h, "POST", path, undefined, { nombre: "Ana", email: "Ana.Guest@Example.test" })).status).toBe(
      201,
    );
    expect((await rawCall(h, "POST", path, undefined, { nombre: "Ana", email: "ana.guest@example.test" })).status).toBe(
      201,
    );
    expect((await h.mailsTo("ana.guest@example.test")).map((m) => m.subject)).toEqual([
      `Registro confirmado: ${session.nombre}`,
    ]);
    expect((await rawCall(h, "POST", path, undefined, { nombre: "Beto", email: "beto@example.test" })).status).toBe(
      201,
    );
    const full = await rawCall(h, "POST", path, undefined, { nombre: "Carla", email: "carla@example.test" });
    expect(full.status).toBe(400);
    expect(full.json).toEqual({ detail: LINK_MESSAGES.full });
    expect(
      await count(h, "link_inscripciones WHERE link_id = (SELECT id FROM links_registro WHERE uuid = ?)", link.uuid),
    ).toBe(2);
    const data = joinLinkEventSchema.parse(
      (await rawCall(h, "GET", `/calendario/start_link/${link.uuid}/`, undefined)).json,
    );
    expect(data.cupos).toBe(0);
    const existing = registrationLinkSchema.parse(
      (await rawCall(h, "GET", `/usuario/link/existe/${session.id}`, cast.tokens.mentor)).json,
    );
    expect(existing.inscritos).toBe(2);
    const invalid = await rawCall(h, "POST", path, undefined, { nombre: " ", email: "no-es-correo" });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json as object).sort()).toEqual(["email", "nombre"]);
    expect(
      (await rawCall(h, "POST", "/calendario/start_link/nope/registro", undefined, { nombre: "A", email: "a@b.co" }))
        .status,
    ).toBe(404);
  });

  test("concurrent registrations never exceed the places", async () => {
    const session = await insertSession(h, cast, { startMin: 120 });
    const link = registrationLinkSchema.parse((await createLink(session.id, { maximo_usuarios: 3 })).json);
    const path = `/calendario/start_link/${link.uuid}/registro`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rawCall(h, "POST", path, undefined, { nombre: `G${i}`, email: `g${i}@example.test` }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
  });
});

describe("seeded documents (session-docs-v1)", () => {
  async function seededId(nombre: string) {
    const row = await h.db
      .prepare("SELECT id, slug FROM eventos WHERE nombre = ?")
      .bind(nombre)
      .first<{ id: number; slug: string }>();
    if (!row) throw new Error(`no seeded session ${nombre}`);
    return row;
  }

  test("the finance session has an acta, a rating, a transcript, a recording and URLs; another past one is rateable", async () => {
    const finance = await seededId(SEED_SESSION_NAMES.financePast);
    const actas = await rawCall(h, "GET", `/acts/acts/?event=${finance.id}`, cast.tokens.entrepreneur);
    expect(actaSchema.array().parse(actas.json)).toHaveLength(1);
    const again = await rawCall(h, "POST", `/calendario/evento/calificar/${finance.slug}`, cast.tokens.entrepreneur, {
      puntaje: 3,
      comentario: "otra vez",
      goal_reached: false,
    });
    expect(again.status).toBe(400);
    expect((await rawCall(h, "GET", `/calendario/get_transcrtip/${finance.id}/`, cast.tokens.mentor)).status).toBe(200);
    expect(
      (await rawCall(h, "GET", `/calendario/evento/${finance.slug}/video`, cast.tokens.entrepreneur)).json,
    ).toEqual({
      url_video: SEED_RECORDING_URL,
    });
    const urls = urlListSchema.parse(
      (await rawCall(h, "GET", `/urls/evento/${finance.id}`, cast.tokens.entrepreneur)).json,
    );
    expect(urls.map((u) => u.nombre).sort()).toEqual(
      SEED_SESSION_URLS.filter((u) => u.session === SEED_SESSION_NAMES.financePast)
        .map((u) => u.nombre)
        .sort(),
    );
    const unrated = await seededId(SEED_UNRATED_SESSION);
    expect((await rawCall(h, "GET", `/acts/acts/?event=${unrated.id}`, cast.tokens.mentor)).json).toEqual([]);
    expect(await count(h, "calificaciones WHERE evento_id = ?", unrated.id)).toBe(0);
  });

  test("the upcoming session's registration link answers the join page", async () => {
    const next = await seededId(SEED_LINK_SESSION);
    const link = registrationLinkSchema.parse(
      (await rawCall(h, "GET", `/usuario/link/existe/${next.id}`, cast.tokens.official)).json,
    );
    expect(link.maximo_usuarios).toBe(5);
    const join = joinLinkEventSchema.parse(
      (await rawCall(h, "GET", `/calendario/start_link/${link.uuid}/`, undefined)).json,
    );
    expect(join.nombre).toBe(SEED_LINK_SESSION);
  });
});
