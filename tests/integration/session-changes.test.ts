// Issue 29 §2, reschedule and cancel, through the Worker without JavaScript: an entrepreneur cancels and moves a
// session booked in the mentor's free slots (everyone e-mailed, the time in their zone), the notice period decides
// at 23 h 59 min (refused, by the API too) and 24 h + 1 min (done), the mentor still cancels inside it, a group
// session only lets an entrepreneur withdraw (mentor and staff told), a paid marketplace session is refunded by
// the rule, and the .ics of a moved and of a cancelled session, read by ical.js, keeps its UID and raises SEQUENCE.
import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, flashText, tags, textOf, useTestWorker, type Browser } from "./harness";
import { todayIn } from "../../app/shared/clock-temporal";
import { nowMs } from "../../app/shared/clock";

const worker = useTestWorker();
let counter = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function one<T>(query: string, ...params: unknown[]): Promise<T> {
  const [row] = await worker.sql<T>(query, ...params);
  if (!row) throw new Error(`no row for ${query}`);
  return row;
}
const userId = async (email: string) =>
  (await one<{ id: number }>("SELECT id FROM usuarios WHERE email = ?", email)).id;
const institutionId = async () =>
  (
    await one<{ id: number }>(
      "SELECT f.entidad_id AS id FROM funcionarios f JOIN usuarios u ON u.id = f.user_id WHERE u.email = ?",
      DEMO.institution,
    )
  ).id;
type Row = { id: number; slug: string; fecha_inicio: string; secuencia: number; cancelado_at: string | null };
const sessionRow = (slug: string) =>
  one<Row>("SELECT id, slug, fecha_inicio, secuencia, cancelado_at FROM eventos WHERE slug = ?", slug);

/** Bogota wall-clock (UTC-5 all year) of an instant. */
const wall = (ms: number) => new Date(ms - 5 * HOUR).toISOString().slice(0, 16).replace("T", " ");

/** A weekday of the week `weeks` weeks from now in Bogota (the demo mentor is free 08:00-12:00 on weekdays). */
function weekdayIn(weeks: number): string {
  let date = todayIn("America/Bogota").add({ days: 7 * weeks });
  while (date.dayOfWeek > 5) date = date.add({ days: 1 });
  return date.toString();
}

type Insert = { start: number; tipo?: string; marketplace?: boolean; precio?: number; mentor?: string };
/** A session of the demo mentor with the demo entrepreneur, starting at `start` (epoch ms, a minute's precision). */
async function insertSession(opts: Insert): Promise<string> {
  const slug = `cambio-${Date.now().toString(36)}-${++counter}`;
  const entrepreneur = await userId(DEMO.entrepreneur);
  const marketplace = opts.marketplace ?? false;
  await worker.sql(
    `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, entidad_id, usuario_individual,
       asistentes_max, creador, marketplace, estado, comprador, precio)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 5, ?, ?, ?, ?, ?)`,
    slug,
    uniqueName("Sesión por cambiar"),
    opts.tipo ?? "Individual",
    wall(opts.start),
    wall(opts.start + HOUR),
    await userId(opts.mentor ?? DEMO.mentor),
    marketplace ? null : await institutionId(),
    (opts.tipo ?? "Individual") === "Individual" ? entrepreneur : null,
    entrepreneur,
    marketplace ? 1 : 0,
    marketplace ? "pagado" : "",
    marketplace ? entrepreneur : null,
    marketplace ? (opts.precio ?? 50_000) : null,
  );
  const { id } = await sessionRow(slug);
  await worker.sql("INSERT INTO evento_participantes (evento_id, user_id) VALUES (?, ?)", id, entrepreneur);
  return slug;
}

/** Books the demo mentor like an entrepreneur without JS; the new session's slug. */
async function book(b: Browser, day: string, start: string): Promise<string> {
  const tool = (await one<{ id: number }>("SELECT id FROM mentorias WHERE nombre = ?", "Mentoría financiera")).id;
  const mentor = await userId(DEMO.mentor);
  const nombre = uniqueName("Reserva por cambiar");
  const response = await b.formPost(`/calendar/reservar?herramienta=${tool}&mentor=${mentor}&fecha=${day}`, {
    herramienta: String(tool),
    mentor: String(mentor),
    fecha: day,
    inicio: `${day} ${start}`,
    duracion: "60",
    nombre,
  });
  expect(response.status, textOf(await response.clone().text()).slice(0, 300)).toBe(302);
  return (await one<{ slug: string }>("SELECT slug FROM eventos WHERE nombre = ?", nombre)).slug;
}

async function mailsAbout(slug: string): Promise<{ to: string; subject: string; body: string }[]> {
  return worker.sql(
    'SELECT "to", subject, body FROM outbox WHERE body LIKE ? ORDER BY id',
    `%/calendar/evento/${slug}%`,
  );
}

/** The VEVENT of a session's .ics, read by ical.js; and the calendar's METHOD. */
async function icsOf(b: Browser, slug: string) {
  const response = await b.get(`/calendar/evento/${slug}/ics`);
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().getTime(),
  };
}

describe("an entrepreneur cancels and moves a one-to-one session", () => {
  test("cancel: the links, the confirmation, the flash, everyone e-mailed, gone from the calendar, .ics CANCELLED", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const day = weekdayIn(6);
    const slug = await book(b, day, "08:00");
    const before = await icsOf(b, slug);
    expect(before).toMatchObject({ method: "PUBLISH", sequence: 0, status: "CONFIRMED" });

    const details = await (await b.get(`/calendar/evento/${slug}`)).text();
    expect(details).toContain(`href="/calendar/evento/${slug}/cancelar"`);
    expect(details).toContain(`href="/calendar/evento/${slug}/mover"`);
    const page = textOf(await (await b.get(`/calendar/evento/${slug}/cancelar`)).text());
    expect(page).toContain("¿Seguro que quieres cancelar esta sesión?");
    expect(page).toContain("Plazo de aviso: 24 horas.");

    const done = await b.formPost(`/calendar/evento/${slug}/cancelar`, { motivo: "Me surgió un viaje" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/calendar");
    expect(flashText(await (await b.follow(done)).text())).toContain("Sesión cancelada");
    const row = await sessionRow(slug);
    expect(row.cancelado_at).not.toBeNull();
    expect(row.secuencia).toBe(1);

    const mails = await mailsAbout(slug);
    expect(mails.map((m) => m.to).sort()).toEqual([DEMO.entrepreneur, DEMO.mentor].sort());
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Sesión cancelada: /);
      expect(mail.body).toContain("Me surgió un viaje");
      // 08:00 in Bogota, and the zone said in words.
      expect(mail.body).toMatch(/8:00.*\(hora de /);
    }

    const agenda = await (await b.get(`/calendar?vista=agenda&fecha=${day}`)).text();
    expect(agenda).not.toContain(`/calendar/evento/${slug}"`);
    const after = await icsOf(b, slug);
    expect(after).toMatchObject({ method: "CANCEL", uid: before.uid, status: "CANCELLED" });
    expect(after.sequence).toBeGreaterThan(before.sequence);
    // The details say so and offer no more changes.
    const cancelled = await (await b.get(`/calendar/evento/${slug}`)).text();
    expect(textOf(cancelled)).toContain("Cancelada");
    expect(cancelled).not.toContain(`href="/calendar/evento/${slug}/mover"`);
  });

  test("move: the mentor's free slots, no double booking, the flash, e-mails with the new time, same UID higher SEQUENCE", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const day = weekdayIn(7);
    const slug = await book(b, day, "08:00");
    const other = await book(b, day, "10:00");
    const before = await icsOf(b, slug);

    const page = await (await b.get(`/calendar/evento/${slug}/mover?fecha=${day}`)).text();
    const offered = tags(page, "input")
      .filter((a) => a.name === "inicio" && a.type === "radio")
      .map((a) => a.value);
    // The session's own hour counts free (08:30 fits), the other booking's does not, nor its current start.
    expect(offered).toContain(`${day} 08:30`);
    expect(offered).not.toContain(`${day} 08:00`);
    expect(offered).not.toContain(`${day} 10:00`);
    expect(offered).not.toContain(`${day} 09:30`);

    const taken = await b.formPost(`/calendar/evento/${slug}/mover?fecha=${day}`, {
      fecha: day,
      inicio: `${day} 09:30`,
    });
    expect(taken.status).toBe(409);
    expect(fieldErrors(await taken.text(), "inicio")).toEqual([
      "Las horas escogidas NO están disponibles, selecciona otro horario",
    ]);
    expect((await sessionRow(slug)).fecha_inicio).toBe(`${day} 08:00`);

    const moved = await b.formPost(`/calendar/evento/${slug}/mover?fecha=${day}`, {
      fecha: day,
      inicio: `${day} 11:00`,
    });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/calendar/evento/${slug}`);
    expect(flashText(await (await b.follow(moved)).text())).toContain("Sesión movida");
    const row = await sessionRow(slug);
    expect(row.fecha_inicio).toBe(`${day} 11:00`);
    expect(row.secuencia).toBe(1);
    expect((await sessionRow(other)).fecha_inicio).toBe(`${day} 10:00`);

    const mails = await mailsAbout(slug);
    expect(mails.map((m) => m.to).sort()).toEqual([DEMO.entrepreneur, DEMO.mentor].sort());
    expect(mails[0]!.body).toMatch(/Nueva fecha: .*11:00/);
    const after = await icsOf(b, slug);
    expect(after).toMatchObject({ method: "PUBLISH", uid: before.uid, status: "CONFIRMED" });
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start - before.start).toBe(3 * HOUR);
  });
});

describe("the notice period", () => {
  test("23 h 59 min before: refused with whom to contact, by the API too; 24 h + 1 min before: cancelled", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const late = await insertSession({ start: Math.floor(nowMs() / MINUTE) * MINUTE + 23 * HOUR + 59 * MINUTE });
    const page = textOf(await (await b.get(`/calendar/evento/${late}/cancelar`)).text());
    expect(page).toContain("Faltan menos de 24 horas para la sesión: ya es tarde para cancelarla o moverla.");
    expect(page).toContain(DEMO.mentor);
    expect(page).not.toContain("Cancelar la sesión");
    expect(textOf(await (await b.get(`/calendar/evento/${late}/mover`)).text())).toContain("Faltan menos de 24 horas");
    // The form's post anyway: the API refuses (409) and the details flash its reason.
    const forced = await b.formPost(`/calendar/evento/${late}/cancelar`, {});
    expect(forced.status).toBe(302);
    expect(forced.headers.get("location")).toBe(`/calendar/evento/${late}`);
    expect(flashText(await (await b.follow(forced)).text())).toContain("Faltan menos de 24 horas");
    const day = wall(nowMs() + 3 * 24 * HOUR).slice(0, 10);
    const forcedMove = await b.formPost(`/calendar/evento/${late}/mover`, { fecha: day, inicio: `${day} 08:00` });
    expect(forcedMove.status).toBe(302);
    expect((await sessionRow(late)).cancelado_at).toBeNull();
    expect((await sessionRow(late)).secuencia).toBe(0);

    const inTime = await insertSession({ start: Math.ceil(nowMs() / MINUTE) * MINUTE + 24 * HOUR + MINUTE });
    const done = await b.formPost(`/calendar/evento/${inTime}/cancelar`, {});
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/calendar");
    expect((await sessionRow(inTime)).cancelado_at).not.toBeNull();
  });

  test("the mentor cancels inside the notice period; the institution's own period applies", async () => {
    const soon = await insertSession({ start: Math.ceil(nowMs() / MINUTE) * MINUTE + 2 * HOUR });
    const mentor = await worker.browserAs(DEMO.mentor);
    const done = await mentor.formPost(`/calendar/evento/${soon}/cancelar`, { motivo: "Enfermedad" });
    expect(done.status).toBe(302);
    expect(flashText(await (await mentor.follow(done)).text())).toContain("Sesión cancelada");
    expect((await sessionRow(soon)).cancelado_at).not.toBeNull();

    // 48 hours set on the institution's edit page: a session 30 hours ahead is now too late for the entrepreneur.
    const staff = await worker.browserAs(DEMO.institution);
    const form = await (await staff.get("/institution/edit")).text();
    expect(tags(form, "input").find((a) => a.name === "horas_aviso")?.value).toBe("24");
    const body = new FormData();
    for (const a of tags(form, "input"))
      if (a.name && ["text", "number"].includes(a.type ?? "text")) body.set(a.name, a.value ?? "");
    body.set("mentor_tipo", "Mentor");
    body.set("emprendedor_tipo", "Emprendedor");
    body.set("horas_aviso", "48");
    const encoded = new Response(body);
    const saved = await staff.request("/institution/edit", {
      method: "POST",
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { "Content-Type": encoded.headers.get("content-type")! },
    });
    expect(saved.status, textOf(await saved.clone().text()).slice(0, 300)).toBe(302);
    try {
      const b = await worker.browserAs(DEMO.entrepreneur);
      const slug = await insertSession({ start: Math.ceil(nowMs() / MINUTE) * MINUTE + 30 * HOUR });
      expect(textOf(await (await b.get(`/calendar/evento/${slug}/cancelar`)).text())).toContain(
        "Faltan menos de 48 horas",
      );
    } finally {
      await worker.sql("UPDATE entidades SET horas_aviso = 24 WHERE id = ?", await institutionId());
    }
  });
});

describe("group sessions", () => {
  test("an entrepreneur can only withdraw; the mentor and staff are told", async () => {
    const slug = await insertSession({ start: nowMs() + 5 * 24 * HOUR, tipo: "Grupal" });
    const b = await worker.browserAs(DEMO.entrepreneur);
    const details = await (await b.get(`/calendar/evento/${slug}`)).text();
    expect(textOf(details)).toContain("Retirarme de la sesión");
    expect(details).not.toContain(`href="/calendar/evento/${slug}/mover"`);
    const page = textOf(await (await b.get(`/calendar/evento/${slug}/cancelar`)).text());
    expect(page).toContain("¿Seguro que quieres retirarte de esta sesión grupal?");

    const done = await b.formPost(`/calendar/evento/${slug}/cancelar`, {});
    expect(done.status).toBe(302);
    expect(flashText(await (await b.follow(done)).text())).toContain("Te retiraste de la sesión.");
    const { id } = await sessionRow(slug);
    expect(await worker.sql("SELECT user_id FROM evento_participantes WHERE evento_id = ?", id)).toEqual([]);
    expect((await sessionRow(slug)).cancelado_at).toBeNull();
    const to = (await mailsAbout(slug)).map((m) => m.to);
    expect(to).toContain(DEMO.mentor);
    expect(to).toContain(DEMO.institution);
    expect(to).not.toContain(DEMO.entrepreneur);
  });
});

describe("group sessions inside the notice period", () => {
  test("withdrawing is too late: the page says whom to contact, a forced post changes nothing", async () => {
    const slug = await insertSession({ start: nowMs() + 23 * HOUR, tipo: "Grupal" });
    const b = await worker.browserAs(DEMO.entrepreneur);
    const page = textOf(await (await b.get(`/calendar/evento/${slug}/cancelar`)).text());
    expect(page).toContain("ya es tarde para cancelarla o moverla");
    expect(page).toContain(DEMO.mentor);
    const forced = await b.formPost(`/calendar/evento/${slug}/cancelar`, {});
    expect(forced.status).toBe(302);
    const { id } = await sessionRow(slug);
    expect(await worker.sql("SELECT user_id FROM evento_participantes WHERE evento_id = ?", id)).toHaveLength(1);
    expect(await mailsAbout(slug)).toEqual([]);
  });
});

describe("paid marketplace sessions", () => {
  const mentorEmail = "martin.arango@mentores.demo.test";
  const refundOf = async (slug: string) =>
    worker.sql<{ monto: number }>(
      "SELECT r.monto FROM reembolsos r JOIN eventos e ON e.id = r.evento_id WHERE e.slug = ?",
      slug,
    );

  test("the buyer cancelling in time is refunded: said before, flashed, 'Reembolsado' on the booking", async () => {
    const slug = await insertSession({ start: nowMs() + 4 * 24 * HOUR, marketplace: true, mentor: mentorEmail });
    const b = await worker.browserAs(DEMO.entrepreneur);
    expect(textOf(await (await b.get(`/calendar/evento/${slug}/cancelar`)).text())).toContain(
      "Se te devolverá el pago de esta sesión.",
    );
    const done = await b.formPost(`/calendar/evento/${slug}/cancelar`, {});
    expect(done.status).toBe(302);
    expect(flashText(await (await b.follow(done)).text())).toContain("El pago fue reembolsado");
    expect(await refundOf(slug)).toEqual([{ monto: 50_000 }]);
    expect(textOf(await (await b.get(`/calendar/evento/${slug}`)).text())).toContain("Reembolsado");
    // The payment page of a cancelled session no longer opens.
    expect((await b.get(`/api/payu/compra/${slug}`)).status).toBe(404);
  });

  test("late: the buyer is warned and not refunded; the mentor cancelling late refunds", async () => {
    const start = Math.ceil(nowMs() / MINUTE) * MINUTE + 3 * HOUR;
    const b = await worker.browserAs(DEMO.entrepreneur);
    const byBuyer = await insertSession({ start, marketplace: true, mentor: mentorEmail });
    expect(textOf(await (await b.get(`/calendar/evento/${byBuyer}/cancelar`)).text())).toContain(
      "Faltan menos de 24 horas: si la cancelas ahora, el pago NO se reembolsa.",
    );
    const done = await b.formPost(`/calendar/evento/${byBuyer}/cancelar`, {});
    expect(done.status).toBe(302);
    expect(flashText(await (await b.follow(done)).text())).toContain("Sesión cancelada");
    expect(await refundOf(byBuyer)).toEqual([]);

    const byMentor = await insertSession({ start: start + 2 * HOUR, marketplace: true, mentor: mentorEmail });
    const mentor = await worker.browserAs(mentorEmail);
    const cancelled = await mentor.formPost(`/calendar/evento/${byMentor}/cancelar`, {});
    expect(cancelled.status).toBe(302);
    expect(await refundOf(byMentor)).toEqual([{ monto: 50_000 }]);
  });
});
