// The session-action screens without JavaScript (core spec › States and transitions "Session states", core spec › Validation rules "Registration link", core spec › Roles and permissions, core spec › Error catalogue
// rating/acta/meeting/link copy): rating, acta, attendance, registration link and starting the call, each a
// section of /calendar. Every test makes its own sessions (SQL, like the seed), so none depends on another.
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, flashText, tags, textOf, type Browser, useTestWorker, shownErrors } from "./harness";
import { nowMs } from "../../app/shared/clock";

const worker = useTestWorker();

const base = (slug: string) => `/calendar/evento/${encodeURIComponent(slug)}`;
let counter = 0;

async function one<T>(query: string, ...params: unknown[]): Promise<T> {
  const [row] = await worker.sql<T>(query, ...params);
  if (!row) throw new Error(`no row for ${query}`);
  return row;
}
const userId = async (email: string) =>
  (await one<{ id: number }>("SELECT id FROM usuarios WHERE email = ?", email)).id;

/** Bogota wall-clock `YYYY-MM-DD HH:mm` of now + `minutes` (Bogota has no daylight-saving time). */
function wallClock(minutes: number): string {
  const at = new Date(nowMs() + minutes * 60_000 - 5 * 3_600_000);
  at.setUTCMinutes(at.getUTCMinutes() < 30 ? 0 : 30, 0, 0);
  return at.toISOString().slice(0, 16).replace("T", " ");
}

/** A Grupal session of Incubadora Demo, mentored by mentor@, with emprendedor@ taking part. */
async function createSession(when: "past" | "future" | "now"): Promise<{ id: number; slug: string; nombre: string }> {
  // The local API seeds on its first request; signing in makes one.
  if (counter === 0) await worker.browserAs(DEMO.institution);
  counter += 1;
  const slug = `it-acciones-${Date.now().toString(36)}-${counter}`;
  const nombre = `Sesión de prueba ${counter}`;
  const [from, to] = when === "past" ? [-26 * 60, -25 * 60] : when === "future" ? [48 * 60, 49 * 60] : [-30, 90];
  const entidad = await one<{ entidad_id: number }>(
    "SELECT entidad_id FROM funcionarios WHERE user_id = (SELECT id FROM usuarios WHERE email = ?)",
    DEMO.institution,
  );
  await worker.sql(
    `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, entidad_id, asistentes_max)
     VALUES (?, ?, 'Grupal', ?, ?, (SELECT id FROM usuarios WHERE email = ?), ?, 10)`,
    slug,
    nombre,
    wallClock(from),
    wallClock(to),
    DEMO.mentor,
    entidad.entidad_id,
  );
  const { id } = await one<{ id: number }>("SELECT id FROM eventos WHERE slug = ?", slug);
  await worker.sql(
    "INSERT INTO evento_participantes (evento_id, user_id) VALUES (?, (SELECT id FROM usuarios WHERE email = ?))",
    id,
    DEMO.entrepreneur,
  );
  return { id, slug, nombre };
}

/** A no-JS multipart form post. */
async function multipartPost(b: Browser, path: string, fields: Record<string, string | string[] | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) form.append(name, value);
    else for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  const request = new Request("http://x/", { method: "POST", body: form });
  return b.request(path, {
    method: "POST",
    body: await request.arrayBuffer(),
    headers: { "Content-Type": request.headers.get("Content-Type")! },
  });
}

async function expectStatus(email: string, path: string, status: number, method: "GET" | "POST" = "GET") {
  const b = await worker.browserAs(email);
  const response = method === "GET" ? await b.get(path) : await b.formPost(path, {});
  expect(response.status, `${method} ${path} as ${email}`).toBe(status);
}

describe("rating ('Calificar sesión')", () => {
  test("a participant rates an ended session: both messages, then success and 'Sesión calificada'", async () => {
    const session = await createSession("past");
    const path = `${base(session.slug)}/calificar`;
    const b = await worker.browserAs(DEMO.entrepreneur);
    const page = await b.get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toContain("Calificar sesión");
    expect(textOf(html)).toContain(session.nombre);
    expect(textOf(html)).toContain("Se cumplió el objetivo de la sesión");
    expect(tags(html, "input").filter((i) => i.name === "puntaje" && i.type === "radio")).toHaveLength(5);

    const invalid = await b.formPost(path, { puntaje: "4", comentario: " " });
    expect(invalid.status).toBe(400);
    const errors = await invalid.text();
    expect(fieldErrors(errors, "goal_reached")).toEqual([
      "Por favor marque si se cumplió o no el objetivo de la sesión",
    ]);
    expect(fieldErrors(errors, "comentario")).toEqual(["Por favor déjanos tus comentarios"]);
    // The score the user chose is kept.
    expect(tags(errors, "input").find((i) => i.name === "puntaje" && i.value === "4")).toHaveProperty("checked");

    const saved = await b.formPost(path, { puntaje: "4", goal_reached: "si", comentario: "Muy útil" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(base(session.slug));
    const rows = await worker.sql<{ puntaje: number; goal_reached: number; comentario: string }>(
      "SELECT puntaje, goal_reached, comentario FROM calificaciones WHERE evento_id = ?",
      session.id,
    );
    expect(rows).toEqual([{ puntaje: 4, goal_reached: 1, comentario: "Muy útil" }]);
    const flashed = await (await b.follow(saved)).text();
    expect(flashText(flashed)).toContain("Tu calificación ha sido enviada correctamente");

    const again = await (await b.get(path)).text();
    expect(textOf(again)).toContain("Sesión calificada");
    expect(again).toMatch(/<button[^>]*disabled[^>]*>Sesión calificada<\/button>/);
    // A second post rates nothing twice.
    expect((await b.formPost(path, { puntaje: "1", goal_reached: "no", comentario: "x" })).status).toBe(302);
    expect(await worker.sql("SELECT 1 FROM calificaciones WHERE evento_id = ?", session.id)).toHaveLength(1);
  });

  test("a participant recorded absent is told only those who attended rate it: no button, no form", async () => {
    const session = await createSession("past");
    await worker.sql("UPDATE evento_participantes SET asistencia = 0 WHERE evento_id = ?", session.id);
    const b = await worker.browserAs(DEMO.entrepreneur);
    const details = textOf(await (await b.get(base(session.slug))).text());
    expect(details).toContain("Solo quienes asistieron a la sesión pueden calificarla.");
    expect(details).not.toContain("Calificar sesión");
    const html = await (await b.get(`${base(session.slug)}/calificar`)).text();
    expect(textOf(html)).toContain("Solo quienes asistieron a la sesión pueden calificarla.");
    expect(tags(html, "input").some((i) => i.name === "puntaje")).toBe(false);
  });

  test("a session that has not ended shows no form", async () => {
    const session = await createSession("future");
    const b = await worker.browserAs(DEMO.entrepreneur);
    const html = await (await b.get(`${base(session.slug)}/calificar`)).text();
    expect(textOf(html)).toContain("Podrás calificar esta sesión cuando haya terminado.");
    expect(tags(html, "input").some((i) => i.name === "puntaje")).toBe(false);
  });

  test("only participants rate: the mentor, the staff and another institution are refused", async () => {
    const session = await createSession("past");
    const path = `${base(session.slug)}/calificar`;
    for (const email of [DEMO.mentor, DEMO.institution, DEMO.otherInstitution]) {
      await expectStatus(email, path, 403);
      await expectStatus(email, path, 403, "POST");
    }
    const anonymous = await worker.browser().get(path);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    await expectStatus(DEMO.entrepreneur, `${base("no-existe-xyz")}/calificar`, 404);
  });
});

describe("acta", () => {
  test("the mentor records and edits the acta; the staff read it ('Ver acta'), or see 'Evento sin acta'", async () => {
    const session = await createSession("past");
    const path = `${base(session.slug)}/acta`;
    const staff = await worker.browserAs(DEMO.institution);
    expect(textOf(await (await staff.get(path)).text())).toContain("Evento sin acta");

    const b = await worker.browserAs(DEMO.mentor);
    const page = await (await b.get(path)).text();
    expect(textOf(page)).toContain("Registrar acta");
    const start = tags(page, "input").find((i) => i.name === "start_date");
    expect(start?.type).toBe("datetime-local");
    expect(start?.step).toBe("1800");
    expect(start?.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const end = tags(page, "input").find((i) => i.name === "end_date")!.value!;

    const invalid = await b.formPost(path, { summary: "", start_date: start!.value!, end_date: end });
    expect(invalid.status).toBe(400);
    const errors = await invalid.text();
    expect(fieldErrors(errors, "summary")).toEqual(["Por favor ingrese el resumen de la reunión"]);
    expect(textOf(errors)).toContain("Por favor seleccione al menos un asistente");

    const entrepreneurId = String(await userId(DEMO.entrepreneur));
    const created = await b.formPost(path, {
      summary: "Revisamos el flujo de caja",
      start_date: start!.value!,
      end_date: end,
      assistants: entrepreneurId,
    });
    expect(created.status).toBe(302);
    expect(flashText(await (await b.follow(created)).text())).toContain("Acta creada correctamente");
    const acta = await one<{ summary: string }>("SELECT summary FROM actas WHERE evento_id = ?", session.id);
    expect(acta.summary).toBe("Revisamos el flujo de caja");

    const editPage = await (await b.get(path)).text();
    expect(textOf(editPage)).toContain("Editar acta");
    const edited = await b.formPost(path, {
      summary: "Revisamos el flujo de caja y los precios",
      start_date: start!.value!,
      end_date: end,
      assistants: [entrepreneurId, String(await userId(DEMO.mentor))],
    });
    expect(edited.status).toBe(302);
    expect(flashText(await (await b.follow(edited)).text())).toContain("Acta editada correctamente");

    const view = textOf(await (await staff.get(path)).text());
    expect(view).toContain("Ver acta");
    expect(view).toContain("Revisamos el flujo de caja y los precios");
  });

  test("participants and other institutions are refused; the staff cannot write", async () => {
    const session = await createSession("past");
    const path = `${base(session.slug)}/acta`;
    await expectStatus(DEMO.entrepreneur, path, 403);
    await expectStatus(DEMO.otherInstitution, path, 403);
    await expectStatus(DEMO.institution, path, 403, "POST");
    await expectStatus(DEMO.entrepreneur, path, 403, "POST");
  });
});

describe("bad list values show a message", () => {
  test("acta assistants and attendance ids that are not ids: 400 with the message under the list", async () => {
    const session = await createSession("past");
    const b = await worker.browserAs(DEMO.mentor);
    const acta = await b.formPost(`${base(session.slug)}/acta`, {
      summary: "Resumen",
      start_date: "2026-01-05T09:00",
      end_date: "2026-01-05T10:00",
      assistants: ["-5", "abc"],
    });
    expect(acta.status).toBe(400);
    const actaHtml = await acta.text();
    expect(shownErrors(actaHtml)).toEqual(["El valor de este campo no es válido"]);
    const attendance = await multipartPost(b, `${base(session.slug)}/asistencia`, {
      "participantes[0].id": "-5",
      "participantes[0].estado": "asistio",
      "participantes[1].id": "abc",
      "participantes[1].estado": "asistio",
    });
    expect(attendance.status).toBe(400);
    const attHtml = await attendance.text();
    expect(shownErrors(attHtml)).toEqual(["El valor de este campo no es válido"]);
  });
});

describe("attendance", () => {
  test("the mentor marks who attended and sends an acta file, without JS", async () => {
    const session = await createSession("past");
    const path = `${base(session.slug)}/asistencia`;
    const b = await worker.browserAs(DEMO.mentor);
    const html = await (await b.get(path)).text();
    expect(tags(html, "form").some((f) => f.enctype === "multipart/form-data")).toBe(true);
    const entrepreneurId = String(await userId(DEMO.entrepreneur));
    // Issue 29 §3: a choice of three states per participant, 'No asistió' until recorded.
    const present = tags(html, "input").find((i) => i.name === "participantes[0].estado" && i.value === "asistio");
    expect(present?.type).toBe("radio");
    expect(present).not.toHaveProperty("checked");
    expect(tags(html, "input").find((i) => i.name === "participantes[0].id")?.value).toBe(entrepreneurId);
    const attended = { "participantes[0].id": entrepreneurId, "participantes[0].estado": "asistio" };

    const wrongType = await multipartPost(b, path, {
      ...attended,
      acta: new File(["MZ\x90\x00"], "acta.exe", { type: "application/x-msdownload" }),
    });
    expect(wrongType.status).toBe(400);
    expect(fieldErrors(await wrongType.text(), "acta")).toEqual(["El tipo de archivo no está permitido"]);

    const saved = await multipartPost(b, path, {
      ...attended,
      acta: new File(["%PDF-1.4\n%demo\n"], "acta.pdf", { type: "application/pdf" }),
    });
    expect(saved.status).toBe(302);
    expect(flashText(await (await b.follow(saved)).text())).toContain("Se ha enviado correctamente la asistencia");
    const row = await one<{ asistencia: number }>(
      "SELECT asistencia FROM evento_participantes WHERE evento_id = ?",
      session.id,
    );
    expect(row.asistencia).toBe(1);
    const stored = await one<{ acta_archivo: string | null }>(
      "SELECT acta_archivo FROM eventos WHERE id = ?",
      session.id,
    );
    expect(stored.acta_archivo).toBeTruthy();
    const again = await (await b.get(path)).text();
    expect(
      tags(again, "input").find((i) => i.name === "participantes[0].estado" && i.value === "asistio"),
    ).toHaveProperty("checked");
  });

  test("the staff may record it; participants and other institutions may not", async () => {
    const session = await createSession("past");
    const path = `${base(session.slug)}/asistencia`;
    await expectStatus(DEMO.institution, path, 200);
    await expectStatus(DEMO.entrepreneur, path, 403);
    await expectStatus(DEMO.entrepreneur, path, 403, "POST");
    await expectStatus(DEMO.otherInstitution, path, 403);
  });
});

describe("registration link", () => {
  test("'Obtener Link de Registro' (1 to 300, default 1), then 'Compartir evento' with the link selectable", async () => {
    const session = await createSession("future");
    const path = `${base(session.slug)}/link`;
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get(path)).text();
    expect(textOf(html)).toContain("Obtener Link de Registro");
    expect(tags(html, "input").find((i) => i.name === "maximo_usuarios")?.value).toBe("1");
    expect(textOf(html)).toContain("El link vence al terminar la sesión");

    for (const bad of ["0", "301"]) {
      const invalid = await b.formPost(path, { maximo_usuarios: bad });
      expect(invalid.status).toBe(400);
      expect(fieldErrors(await invalid.text(), "maximo_usuarios")).toEqual([
        "El máximo de usuarios debe ser un número entre 1 y 300",
      ]);
    }
    const created = await b.formPost(path, { maximo_usuarios: "25" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(path);
    const shared = await (await b.follow(created)).text();
    expect(flashText(shared)).toContain("Link de registro creado correctamente");
    expect(textOf(shared)).toContain("Compartir evento");
    const url = tags(shared, "input").find((i) => i.id === "registration-link-url");
    expect(url).toHaveProperty("readonly");
    expect(url?.value).toMatch(/^https?:\/\/[^/]+\/link\/[\w-]+$/);
    expect(textOf(shared)).toContain("25 de 25");
    // Expiry = the session end (core spec › Validation rules).
    const [link] = await worker.sql<{ maximo_usuarios: number; fecha_expiracion: string }>(
      "SELECT maximo_usuarios, fecha_expiracion FROM links_registro WHERE evento_id = ?",
      session.id,
    );
    const { fecha_fin } = await one<{ fecha_fin: string }>("SELECT fecha_fin FROM eventos WHERE id = ?", session.id);
    expect(link).toEqual({ maximo_usuarios: 25, fecha_expiracion: fecha_fin });

    // The mentor sees the same link; a second post creates no other.
    const mentor = await worker.browserAs(DEMO.mentor);
    expect(textOf(await (await mentor.get(path)).text())).toContain("Compartir evento");
    expect((await mentor.formPost(path, { maximo_usuarios: "3" })).status).toBe(302);
    expect(textOf(await (await mentor.get(path)).text())).toContain("25 de 25");
  });

  test("participants and other institutions are refused", async () => {
    const session = await createSession("future");
    const path = `${base(session.slug)}/link`;
    await expectStatus(DEMO.entrepreneur, path, 403);
    await expectStatus(DEMO.entrepreneur, path, 403, "POST");
    await expectStatus(DEMO.otherInstitution, path, 403);
  });
});

describe("starting the call", () => {
  test("participants wait ('no inicializada'); the mentor starts it in a new tab; then participants join", async () => {
    const session = await createSession("now");
    const path = `${base(session.slug)}/iniciar`;
    const participant = await worker.browserAs(DEMO.entrepreneur);
    const page = await (await participant.get(path)).text();
    expect(textOf(page)).toContain("Unirse a la sesión");
    const form = tags(page, "form").find((f) => f.target === "_blank");
    expect(form?.method).toBe("post");
    expect(form?.rel).toContain("noopener");

    const early = await participant.formPost(path, {});
    expect(early.status).toBe(302);
    expect(early.headers.get("Location")).toBe(path);
    expect(flashText(await (await participant.follow(early)).text())).toContain(
      "La sesión aún no ha sido inicializada, por favor intente nuevamente en un momento",
    );

    const mentor = await worker.browserAs(DEMO.mentor);
    expect(textOf(await (await mentor.get(path)).text())).toContain("Iniciar sesión");
    const started = await mentor.formPost(path, {});
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toMatch(/^https:\/\/meet\.jit\.si\//);

    const joined = await participant.formPost(path, {});
    expect(joined.headers.get("Location")).toBe(started.headers.get("Location"));
  });

  test("a session that is over: the server's text", async () => {
    const session = await createSession("past");
    const path = `${base(session.slug)}/iniciar`;
    const mentor = await worker.browserAs(DEMO.mentor);
    const over = await mentor.formPost(path, {});
    expect(over.status).toBe(302);
    expect(over.headers.get("Location")).toBe(path);
    const text = flashText(await (await mentor.follow(over)).text());
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain("no ha sido inicializada");
  });

  test("another institution is refused; the staff may start it", async () => {
    const session = await createSession("future");
    const path = `${base(session.slug)}/iniciar`;
    await expectStatus(DEMO.otherInstitution, path, 403);
    await expectStatus(DEMO.otherInstitution, path, 403, "POST");
    await expectStatus(DEMO.institution, path, 200);
    const anonymous = await worker.browser().formPost(path, {});
    expect(anonymous.headers.get("Location")).toContain("/login");
  });
});
