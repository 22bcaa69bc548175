// Session reminders through the Worker (issue 29 §1): the Cron Trigger's scheduled handler asks the in-process
// local API to send what is due; run twice at once it sends each reminder once (the outbox counted); the profile's
// setting (no JS) turns them off and on and picks the zone; across Chile's daylight-saving change the e-mail has the
// session's own hour; the details page carries the same Google Calendar and WhatsApp links; the outbox page's button
// runs it at once.
import { describe, expect, test } from "vitest";
import { DEMO, flashText, input, pinClock, textOf, useTestWorker } from "./harness";
import { nowMs } from "../../app/shared/clock";

// Saturday 4 September 2027, 10:00 in Bogotá: that night Chile (America/Santiago) moves from UTC-4 to UTC-3.
pinClock("2027-09-04T10:00");
const CRON_TOKEN = "7".repeat(64);
const worker = useTestWorker({ vars: { CRON_TOKEN } });
// The API as its own Worker behind a service binding: the run reaches it through the app's API client too.
const bound = useTestWorker({ vars: { CRON_TOKEN }, topology: "binding" });

const MINUTE = 60_000;
let counter = 0;

/** Bogotá wall-clock `YYYY-MM-DD HH:mm` of now + `minutes` (Bogotá: UTC-5 all year). */
function wallClock(minutes: number): string {
  return new Date(nowMs() + minutes * MINUTE - 5 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
}

/** A session of Incubadora Demo by mentor@ with emprendedor@, starting `startMin` minutes from now. */
async function createSession(startMin: number): Promise<{ slug: string; nombre: string }> {
  if (counter === 0) await worker.browserAs(DEMO.institution); // the local API seeds on its first request
  counter += 1;
  const slug = `it-recordatorio-${counter}`;
  const nombre = `Recordatorio de prueba ${counter}`;
  await worker.sql(
    `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, entidad_id, asistentes_max)
     VALUES (?, ?, 'Grupal', ?, ?, (SELECT id FROM usuarios WHERE email = ?),
       (SELECT entidad_id FROM funcionarios WHERE user_id = (SELECT id FROM usuarios WHERE email = ?)), 10)`,
    slug,
    nombre,
    wallClock(startMin),
    wallClock(startMin + 60),
    DEMO.mentor,
    DEMO.institution,
  );
  await worker.sql(
    `INSERT INTO evento_participantes (evento_id, user_id)
     VALUES ((SELECT id FROM eventos WHERE slug = ?), (SELECT id FROM usuarios WHERE email = ?))`,
    slug,
    DEMO.entrepreneur,
  );
  return { slug, nombre };
}

async function remindersOf(nombre: string) {
  return worker.sql<{ to: string; subject: string; body: string }>(
    "SELECT `to`, subject, body FROM outbox WHERE subject LIKE ? ORDER BY id",
    `%«${nombre}»%`,
  );
}

/** The Worker's Cron Trigger, as Cloudflare fires it. */
async function cron() {
  const app = await worker.mf.getWorker("app");
  return app.scheduled({ cron: "*/15 * * * *" });
}

describe("the scheduled handler", () => {
  test("two runs at once: 23 h 59 min ahead, one 24 h reminder to each of mentor and participant; 24 h + 1 min, none", async () => {
    const due = await createSession(23 * 60 + 59);
    const early = await createSession(24 * 60 + 1);
    const results = await Promise.all([cron(), cron()]);
    expect(results.map((r) => r.outcome)).toEqual(["ok", "ok"]);
    const mails = await remindersOf(due.nombre);
    expect(mails.map((m) => m.to).sort()).toEqual([DEMO.entrepreneur, DEMO.mentor].sort());
    expect(await remindersOf(early.nombre)).toEqual([]);
    // The handler's log line says what the run did.
    expect(worker.logs.some((line) => line.includes('"task":"recordatorios"') && line.includes('"enviados"'))).toBe(
      true,
    );
  });
});

describe("the profile's setting (no JS) and the recipient's zone", () => {
  test("off: no reminder; on with Chile's zone: the session's hour after the daylight-saving change", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const profile = await b.get("/user/emprendedor");
    expect(profile.status).toBe(200);
    const html = await profile.text();
    expect(textOf(html)).toContain("Recordatorios de sesiones");
    expect(input(html, "recordatorios")).toMatchObject({ type: "checkbox", checked: "" });

    const off = await b.formPost("/user/emprendedor", { intent: "reminders", zona_horaria: "" });
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe("/user/emprendedor#recordatorios");
    const after = await (await b.follow(off)).text();
    expect(flashText(after)).toContain("Recordatorios desactivados");
    expect(input(after, "recordatorios")?.checked).toBeUndefined();
    const quiet = await createSession(120);
    await cron();
    expect((await remindersOf(quiet.nombre)).map((m) => m.to)).toEqual([DEMO.mentor]);

    const on = await b.formPost("/user/emprendedor", { intent: "reminders", recordatorios: "on", zona_horaria: "CL" });
    expect(flashText(await (await b.follow(on)).text())).toContain("Recordatorios activados");
    // Tomorrow 09:00 in Bogotá, 23 h away: 11:00 in Santiago once Chile is on UTC-3 (10:00 today).
    const dst = await createSession(23 * 60);
    await cron();
    const mail = (await remindersOf(dst.nombre)).find((m) => m.to === DEMO.entrepreneur);
    expect(mail?.body).toContain("Cuándo: domingo, 5 de septiembre de 2027, 11:00 a 12:00 (hora de Chile)");
    expect(mail?.body).toContain("#recordatorios");
  });

  test("a forged zone comes back as a field error, nothing saved", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const response = await b.formPost("/user/mentor", { intent: "reminders", recordatorios: "on", zona_horaria: "XX" });
    expect(response.status).toBe(400);
    const [row] = await worker.sql<{ n: number }>(
      "SELECT COUNT(*) AS n FROM ajustes_recordatorios WHERE user_id = (SELECT id FROM usuarios WHERE email = ?)",
      DEMO.mentor,
    );
    expect(row?.n).toBe(0);
  });
});

describe("the session details page and the outbox page", () => {
  test("the details page offers Google Calendar and WhatsApp links with the session's time and join link", async () => {
    const session = await createSession(3 * 60);
    const b = await worker.browserAs(DEMO.entrepreneur);
    const html = await (await b.get(`/calendar/evento/${session.slug}`)).text();
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    const google = new URL(hrefs.find((h) => h.startsWith("https://calendar.google.com/"))!);
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("text")).toBe(session.nombre);
    const whatsapp = new URL(hrefs.find((h) => h.startsWith("https://wa.me/"))!);
    const text = whatsapp.searchParams.get("text")!;
    expect(text).toContain(session.nombre);
    expect(text).toContain(`/calendar/evento/${session.slug}/iniciar`);
    expect(textOf(html)).toContain("Compartir por WhatsApp");
  });

  test("'Enviar recordatorios ahora' on /dev/correos runs the reminders at once", async () => {
    const session = await createSession(45);
    const b = worker.browser();
    const response = await b.formPost("/dev/correos", {});
    expect(response.status).toBe(302);
    expect(flashText(await (await b.follow(response)).text())).toMatch(/Recordatorios enviados: [1-9]/);
    const mails = await remindersOf(session.nombre);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(`Tu sesión «${session.nombre}» empieza en menos de una hora`);
  });
});

describe("with the API as its own Worker (service binding)", () => {
  test("the Cron Trigger's run calls it with the scheduler's token and the reminders go out", async () => {
    await bound.browserAs(DEMO.institution); // the API Worker seeds on its first request
    await bound.sql(
      `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, asistentes_max)
       VALUES ('it-recordatorio-api', 'Recordatorio por el binding', 'Grupal', ?, ?,
         (SELECT id FROM usuarios WHERE email = ?), 10)`,
      wallClock(30),
      wallClock(90),
      DEMO.mentor,
    );
    const app = await bound.mf.getWorker("app");
    expect((await app.scheduled({ cron: "*/15 * * * *" })).outcome).toBe("ok");
    const calls = (await bound.apiExchanges()).filter((e) => e.path === "/calendario/recordatorios/enviar");
    expect(calls.map((e) => [e.method, e.status])).toEqual([["POST", 200]]);
    const [row] = await bound.sql<{ n: number }>(
      "SELECT COUNT(*) AS n FROM outbox WHERE `to` = ? AND subject LIKE '%«Recordatorio por el binding»%'",
      DEMO.mentor,
    );
    expect(row?.n).toBe(1);
  });
});
