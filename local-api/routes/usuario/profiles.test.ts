// The profile area's local API (issue 10): PUT /usuario/actualizar/{username}, GET /usuario/calificacion/{id},
// GET /usuario/mentor/emprendedores, GET /usuario/synccalendar/login/{provider}, self-deactivation, pasistencia.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  mentorEntrepreneurListSchema,
  ratingSummarySchema,
  syncedBusySchema,
} from "../../../app/api/contract/profiles";
import { userListSchema } from "../../../app/api/contract/usuario";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../demo";
import { PNG, mediaKey, multipart } from "../../services/programs.test-helper";
import { bogotaWallClock } from "../../services/session-docs";
import { type Harness, STRONG_PASSWORD, createConfirmedUser, createHarness } from "../../testing/harness";

let h: Harness;
const tokens = { official: "", mentor: "", entrepreneur: "", bank: "" };

beforeAll(async () => {
  h = await createHarness();
  tokens.official = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
  tokens.mentor = await h.login(DEMO_EMAILS.mentor, DEMO_PASSWORD);
  tokens.entrepreneur = await h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD);
  tokens.bank = await h.login(DEMO_EMAILS.bankOfficial, DEMO_PASSWORD);
});
afterAll(() => h.dispose());

/** A multipart PUT through the API's fetch handler (the harness's call() sends JSON). */
function putForm(path: string, token: string, fields: Record<string, string | File>) {
  return multipart(h, "PUT", path, token, fields);
}

async function idOf(email: string): Promise<number> {
  const row = await h.db.prepare("SELECT id FROM usuarios WHERE email = ?").bind(email).first<{ id: number }>();
  return row!.id;
}

const mentorFields = (overrides: Record<string, string> = {}) => ({
  first_name: "Nuevo",
  last_name: "Mentor",
  email: "",
  reside: "colombia",
  telefono: "+57 3001234567",
  titulo: "Consultora",
  linkedin: "https://www.linkedin.com/in/nueva",
  precio: "90000",
  password: STRONG_PASSWORD,
  skills: "[]",
  ...overrides,
});

describe("PUT /usuario/actualizar/{username}", () => {
  test("the owner edits every field; skills are replaced as a set; 200 with the updated user", async () => {
    const mentor = await createConfirmedUser(h, { mentor: true });
    const tagRows = await h.db
      .prepare("SELECT id, name FROM tags ORDER BY id LIMIT 2")
      .all<{ id: number; name: string }>();
    const [a, b] = tagRows.results;
    const response = await putForm(
      `/usuario/actualizar/${mentor.username}`,
      mentor.token,
      mentorFields({
        email: mentor.email,
        twitter: "https://twitter.com/x",
        descripcion: "Mentora en finanzas",
        skills: JSON.stringify([
          { tag: a!.id, name: "", description: "Primera" },
          { tag: b!.id, name: "", description: "Segunda" },
        ]),
      }),
    );
    expect(response.status).toBe(200);
    const [user] = userListSchema.parse(response.body);
    expect(user).toMatchObject({ first_name: "Nuevo", titulo: "Consultora", precio: 90000, reside: "colombia" });
    expect(user!.skills.map((s) => s.description).sort()).toEqual(["Primera", "Segunda"]);
    const again = await putForm(
      `/usuario/actualizar/${mentor.username}`,
      mentor.token,
      mentorFields({ email: mentor.email, skills: JSON.stringify([{ tag: b!.id, description: "Sola" }]) }),
    );
    const [after] = userListSchema.parse(again.body);
    expect(after!.skills).toEqual([{ tag: b!.id, name: b!.name, description: "Sola" }]);
  });

  test("the spec's messages: required fields, mentor-only fields, skills and the current password", async () => {
    const mentor = await createConfirmedUser(h, { mentor: true });
    const empty = await putForm(`/usuario/actualizar/${mentor.username}`, mentor.token, {
      first_name: "",
      last_name: "",
      email: "",
      reside: "",
      password: "",
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      first_name: ["Por favor escriba su nombre!"],
      last_name: ["Por favor escriba su apellido!"],
      email: ["Por favor escriba un e-mail!"],
      reside: ["Por favor seleccione su ubicación!"],
      password: ["Por favor ingrese su contraseña!"],
      telefono: ["Por favor escriba su teléfono!"],
      titulo: ["Por favor escriba su cargo actual!"],
      linkedin: ["Por favor escriba su LinkedIn!"],
      precio: ["Por favor escriba su precio por hora!"],
    });
    const path = `/usuario/actualizar/${mentor.username}`;
    const bad = (fields: Record<string, string>) =>
      putForm(path, mentor.token, mentorFields({ email: mentor.email, ...fields }));
    expect((await bad({ email: "no-es-correo" })).body).toMatchObject({ email: ["E-mail invalido!"] });
    expect((await bad({ linkedin: "javascript:alert(1)" })).body).toMatchObject({
      linkedin: ["Ingrese una dirección http o https válida."],
    });
    expect((await bad({ skills: JSON.stringify([{ tag: "", description: "x" }]) })).body).toMatchObject({
      skills: ["Falta área de experiencia"],
    });
    expect((await bad({ skills: JSON.stringify([{ tag: 1, description: " " }]) })).body).toMatchObject({
      skills: ["Falta la descripción"],
    });
    const wrong = await bad({ password: "Otra1234!" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ password: ["La contraseña actual no es correcta."] });
    const taken = await bad({ email: DEMO_EMAILS.official });
    expect(taken.body).toMatchObject({ email: ["Ya existe un usuario con este e-mail."] });
  });

  test("an entrepreneur needs no mentor fields; a png avatar is stored and served", async () => {
    const user = await createConfirmedUser(h);
    const response = await putForm(`/usuario/actualizar/${user.username}`, user.token, {
      first_name: "Emprendedora",
      last_name: "Nueva",
      email: user.email,
      reside: "mexico",
      password: user.password,
      img_usuario: new File([PNG], "yo.png", { type: "image/png" }),
    });
    expect(response.status).toBe(200);
    const [saved] = userListSchema.parse(response.body);
    expect(saved!.img_usuario).toMatch(/\/api\/media\/avatars\/[0-9a-f-]+\.png$/);
    const key = mediaKey(saved!.img_usuario!);
    const media = await h.call("GET", `/media/${key}`);
    expect(media.status).toBe(200);
    const notImage = await putForm(`/usuario/actualizar/${user.username}`, user.token, {
      first_name: "E",
      last_name: "N",
      email: user.email,
      reside: "mexico",
      password: user.password,
      img_usuario: new File(["hola"], "yo.png", { type: "image/png" }),
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body).toHaveProperty("img_usuario");
  });

  test("only the owner: 403 for someone who may see the profile, 404 for others; 401 without a token", async () => {
    const fields = mentorFields({ email: DEMO_EMAILS.mentor, password: DEMO_PASSWORD });
    expect((await putForm("/usuario/actualizar/mentor", tokens.entrepreneur, fields)).status).toBe(403);
    expect((await putForm("/usuario/actualizar/mentor", tokens.official, fields)).status).toBe(403);
    expect((await putForm("/usuario/actualizar/emprendedor", tokens.bank, fields)).status).toBe(404);
    expect((await putForm("/usuario/actualizar/no-existe", tokens.mentor, fields)).status).toBe(404);
    expect((await multipart(h, "PUT", "/usuario/actualizar/mentor", undefined, fields)).status).toBe(401);
  });

  test("fuzzed text fields never give a 500", async () => {
    const user = await createConfirmedUser(h);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          first_name: fc.string({ maxLength: 200 }),
          email: fc.string({ maxLength: 60 }),
          reside: fc.string({ maxLength: 20 }),
          linkedin: fc.string({ maxLength: 60 }),
          precio: fc.string({ maxLength: 15 }),
          skills: fc.oneof(fc.string({ maxLength: 50 }), fc.json({ maxDepth: 2 })),
        }),
        async (fields) => {
          const response = await putForm(`/usuario/actualizar/${user.username}`, user.token, {
            last_name: "X",
            password: "incorrecta",
            ...fields,
          });
          expect([200, 400]).toContain(response.status);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe("ratings, entrepreneurs, calendar sync, deactivation", () => {
  test("GET /usuario/calificacion/{id}: the average with two decimals and the counts, no auth; 404 for non-mentors", async () => {
    const mentorId = await idOf(DEMO_EMAILS.mentor);
    const response = await h.call("GET", `/usuario/calificacion/${mentorId}`);
    expect(response.status).toBe(200);
    const summary = ratingSummarySchema.parse(response.body);
    const row = await h.db
      .prepare("SELECT AVG(puntaje) AS avg, COUNT(*) AS n FROM calificaciones WHERE mentor_id = ?")
      .bind(mentorId)
      .first<{ avg: number; n: number }>();
    expect(summary.reviews).toBe(row!.n);
    expect(summary.puntaje).toBe(Math.round(row!.avg * 100) / 100);
    expect((await h.call("GET", `/usuario/calificacion/${await idOf(DEMO_EMAILS.entrepreneur)}`)).status).toBe(404);
  });

  test("GET /usuario/mentor/emprendedores: the mentor's program entrepreneurs; 403 for non-mentors", async () => {
    const response = await h.call("GET", "/usuario/mentor/emprendedores", { token: tokens.mentor });
    expect(response.status).toBe(200);
    const list = mentorEntrepreneurListSchema.parse(response.body);
    expect(list.map((u) => u.username)).toContain("emprendedor");
    expect((await h.call("GET", "/usuario/mentor/emprendedores", { token: tokens.entrepreneur })).status).toBe(403);
  });

  test("GET /usuario/synccalendar/login/{provider}: Google stores the choice and e-mails; manual; others refused", async () => {
    const mentor = await createConfirmedUser(h, { mentor: true });
    const google = await h.call("GET", "/usuario/synccalendar/login/gcalendar", { token: mentor.token });
    expect(google.status).toBe(200);
    expect(google.body).toEqual({
      api_calendario: "gcalendar",
      detail: "Revisa tu correo para completar la sincronizacion con Google Calendar",
    });
    const mails = await h.mailsTo(mentor.email);
    expect(mails.some((m) => m.subject === "Completa la sincronización con Google Calendar")).toBe(true);
    const manual = await h.call("GET", "/usuario/synccalendar/login/manual", { token: mentor.token });
    expect(manual.body).toMatchObject({ api_calendario: "manual" });
    const [me] = userListSchema.parse((await h.call("GET", "/usuario/", { token: mentor.token })).body);
    expect(me!.api_calendario).toBe("manual");
    expect((await h.call("GET", "/usuario/synccalendar/login/yahoo", { token: mentor.token })).status).toBe(404);
    expect((await h.call("GET", "/usuario/synccalendar/login/gcalendar", { token: tokens.entrepreneur })).status).toBe(
      403,
    );
  });

  test("GET /usuario/synccalendar/sync/{mentor}/{date}: no auth; the synced mentor's busy hours that day", async () => {
    const mentorId = await idOf(DEMO_EMAILS.mentor);
    const session = await h.db
      .prepare("SELECT fecha_inicio, fecha_fin FROM eventos WHERE mentor_id = ? ORDER BY fecha_inicio DESC LIMIT 1")
      .bind(mentorId)
      .first<{ fecha_inicio: string; fecha_fin: string }>();
    const date = session!.fecha_inicio.slice(0, 10);
    const sync = (mentor: number | string, day: string) => h.call("GET", `/usuario/synccalendar/sync/${mentor}/${day}`);
    // Google sync: the sessions of that day, as wall-clock pairs, without a token.
    await h.call("GET", "/usuario/synccalendar/login/gcalendar", { token: tokens.mentor });
    const google = await sync(mentorId, date);
    expect(google.status).toBe(200);
    const busy = syncedBusySchema.parse(google.body);
    expect(busy).toContainEqual({ fecha_inicio: session!.fecha_inicio, fecha_fin: session!.fecha_fin });
    expect(busy.every((b) => b.fecha_inicio.slice(0, 10) <= date && b.fecha_fin.slice(0, 10) >= date)).toBe(true);
    expect(Object.keys(busy[0]!).sort()).toEqual(["fecha_fin", "fecha_inicio"]);
    // Manual sync, an entrepreneur or an unknown user: no synced calendar, an empty list.
    await h.call("GET", "/usuario/synccalendar/login/manual", { token: tokens.mentor });
    expect((await sync(mentorId, date)).body).toEqual([]);
    expect((await sync(await idOf(DEMO_EMAILS.entrepreneur), date)).body).toEqual([]);
    expect((await sync(999999, date)).body).toEqual([]);
    // A date that is not one: 400 (the app reads any non-200 as an empty list).
    for (const bad of ["2026-02-30", "mañana", "2026-1-5"]) expect((await sync(mentorId, bad)).status, bad).toBe(400);
    expect((await sync("abc", date)).status).toBe(404);
  });

  test("PUT /usuario/desactivar/{own username}: is_active false and every token revoked", async () => {
    const user = await createConfirmedUser(h);
    const response = await h.call("PUT", `/usuario/desactivar/${user.username}`, {
      token: user.token,
      body: { is_active: false },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ username: user.username, is_active: false });
    expect((await h.call("GET", "/usuario/", { token: user.token })).status).toBe(401);
    const row = await h.db
      .prepare("SELECT is_active FROM usuarios WHERE id = ?")
      .bind(user.id)
      .first<{ is_active: number }>();
    expect(row!.is_active).toBe(0);
  });

  test("pasistencia counts the ended sessions the user was invited to and those attended", async () => {
    const [me] = userListSchema.parse((await h.call("GET", "/usuario/", { token: tokens.entrepreneur })).body);
    const row = await h.db
      .prepare(
        `SELECT COUNT(*) AS events, SUM(CASE WHEN p.asistencia = 1 THEN 1 ELSE 0 END) AS attended
         FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
         WHERE p.user_id = ? AND e.fecha_fin <= ?`,
      )
      .bind(me!.id, bogotaWallClock())
      .first<{ events: number; attended: number | null }>();
    expect(me!.pasistencia.numero_eventos).toBe(row!.events);
    expect(me!.pasistencia.asistencia).toBe(row!.attended ?? 0);
    expect(row!.events).toBeGreaterThan(0);
    // A session they cancelled in time (issue 29 §3) is not one they missed: it leaves the count.
    const ended = await h.db
      .prepare(
        `SELECT p.evento_id AS id FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
         WHERE p.user_id = ? AND e.fecha_fin <= ? AND p.asistencia IS NOT 1 LIMIT 1`,
      )
      .bind(me!.id, bogotaWallClock())
      .first<{ id: number }>();
    await h.db
      .prepare(
        "UPDATE evento_participantes SET asistencia = 0, cancelo_a_tiempo = 1 WHERE evento_id = ? AND user_id = ?",
      )
      .bind(ended!.id, me!.id)
      .run();
    const [after] = userListSchema.parse((await h.call("GET", "/usuario/", { token: tokens.entrepreneur })).body);
    expect(after!.pasistencia.numero_eventos).toBe(row!.events - 1);
  });
});
