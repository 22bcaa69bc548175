import { afterAll, beforeAll, describe, expect, test } from "vitest";
// First: the harness loads ../../seed, which the seeds below import back (a cycle that must start at seed).
import { type Harness, createHarness } from "../../testing/harness";
import { reminderRunResultSchema, reminderSettingsSchema } from "../../../app/api/contract/recordatorios";
import { clockOffset, nowMs, setClockOffset } from "../../../app/shared/clock";
import { type Cast, type TestSession, demoCast, insertSession } from "../../services/session-docs.test-helper";
import { bogotaWallClock } from "../../services/session-docs";
import { REMINDER_MESSAGES } from "./reminders";

const CRON_TOKEN = "c".repeat(64);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let h: Harness;
let cast: Cast;
const originalOffset = clockOffset();

beforeAll(async () => {
  h = await createHarness();
  h.env.CRON_TOKEN = CRON_TOKEN;
  cast = await demoCast(h);
});
afterAll(async () => {
  setClockOffset(originalOffset);
  await h.dispose();
});

/** One run of the scheduler at `at` (epoch ms; default now). */
async function run(at?: number, token = CRON_TOKEN) {
  return h.call("POST", "/calendario/recordatorios/enviar", {
    token,
    body: at === undefined ? {} : { hasta: new Date(at).toISOString() },
  });
}

type Mail = { id: number; to: string; subject: string; body: string };

/** The reminder e-mails of one session (its name is unique in the test database). */
async function remindersOf(session: TestSession): Promise<Mail[]> {
  const rows = await h.db
    .prepare("SELECT id, `to`, subject, body FROM outbox WHERE subject LIKE ? ORDER BY id")
    .bind(`%«${session.nombre}»%`)
    .all<Mail>();
  return rows.results;
}

async function setting(token: string, body: Record<string, unknown>) {
  const response = await h.call("PUT", "/usuario/recordatorios", { token, body });
  expect(response.status).toBe(200);
  return reminderSettingsSchema.parse(response.body);
}

describe("POST /calendario/recordatorios/enviar: who may run it", () => {
  test("only the scheduler's token: none is 401, a user's token is 401, no CRON_TOKEN configured is 503", async () => {
    expect((await h.call("POST", "/calendario/recordatorios/enviar", { body: {} })).status).toBe(401);
    expect((await run(undefined, cast.tokens.official)).status).toBe(401);
    h.env.CRON_TOKEN = undefined;
    const off = await run();
    expect(off.status).toBe(503);
    expect(off.body).toEqual({ detail: REMINDER_MESSAGES.notConfigured });
    h.env.CRON_TOKEN = CRON_TOKEN;
    const ok = await run();
    expect(ok.status).toBe(200);
    // Without `hasta`, the server's own clock.
    expect(Math.abs(Date.parse(reminderRunResultSchema.parse(ok.body).hasta) - nowMs())).toBeLessThan(10_000);
  });

  test("a `hasta` far from the server's clock is 400 on the field; a malformed one too", async () => {
    const far = await run(nowMs() + 2 * HOUR);
    expect(far.status).toBe(400);
    expect(far.body).toEqual({ hasta: [REMINDER_MESSAGES.skew] });
    const bad = await h.call("POST", "/calendario/recordatorios/enviar", {
      token: CRON_TOKEN,
      body: { hasta: "mañana" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object)).toEqual(["hasta"]);
  });
});

describe("which reminders are due", () => {
  test("24 h + 1 min before: none; 23 h 59 min: the 24 h one to the mentor and each participant, once", async () => {
    const at = nowMs();
    const later = await insertSession(h, cast, { startMin: 24 * 60 + 1 });
    const soon = await insertSession(h, cast, { startMin: 23 * 60 + 59 });
    const first = reminderRunResultSchema.parse((await run(at)).body);
    expect(await remindersOf(later)).toEqual([]);
    const mails = await remindersOf(soon);
    expect(mails.map((m) => m.to).sort()).toEqual([cast.emails.entrepreneur, cast.emails.mentor].sort());
    expect(mails[0]!.subject).toBe(`Recordatorio: sesión «${soon.nombre}» en las próximas 24 horas`);
    expect(first.enviados).toBeGreaterThanOrEqual(2);
    // The same run again: nothing new, the two counted as already sent.
    const again = reminderRunResultSchema.parse((await run(at)).body);
    expect(again.enviados).toBe(0);
    expect(again.ya_enviados).toBeGreaterThanOrEqual(2);
    expect(await remindersOf(soon)).toHaveLength(2);
    // Two minutes later the first session is within 24 h too.
    await run(at + 2 * MINUTE);
    expect(await remindersOf(later)).toHaveLength(2);
  });

  test("the 1 h kind: a session starting in 59 minutes gets it (and not the 24 h one); one already started none", async () => {
    const soon = await insertSession(h, cast, { startMin: 59 });
    const started = await insertSession(h, cast, { startMin: -1 });
    await run();
    const mails = await remindersOf(soon);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.subject).toBe(`Tu sesión «${soon.nombre}» empieza en menos de una hora`);
    expect(await remindersOf(started)).toEqual([]);
  });

  test("a 24 h reminder sent, the 1 h one still comes when its time arrives", async () => {
    const session = await insertSession(h, cast, { startMin: 3 * 60 });
    const at = nowMs();
    await run(at);
    expect((await remindersOf(session)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Recordatorio/),
      expect.stringMatching(/^Recordatorio/),
    ]);
    // Two hours and one minute later (the server's clock moves with it).
    setClockOffset(clockOffset() + 2 * HOUR + MINUTE);
    try {
      await run();
      expect((await remindersOf(session)).filter((m) => m.subject.startsWith("Tu sesión"))).toHaveLength(2);
    } finally {
      setClockOffset(clockOffset() - 2 * HOUR - MINUTE);
    }
  });

  test("every participant: extra mentors, the individual mentee and invited staff; an unpaid marketplace booking none", async () => {
    const session = await insertSession(h, cast, {
      startMin: 120,
      participants: [cast.ids.entrepreneur, cast.ids.staff, cast.ids.digitalEntrepreneur],
    });
    await h.db
      .prepare("INSERT INTO evento_mentores (evento_id, user_id) VALUES (?, ?)")
      .bind(session.id, cast.ids.outsideMentor)
      .run();
    const unpaid = await insertSession(h, cast, { startMin: 120, marketplace: true, comprador: cast.ids.entrepreneur });
    const paid = await insertSession(h, cast, {
      startMin: 120,
      marketplace: true,
      comprador: cast.ids.outsideEntrepreneur,
      estado: "pagado",
      participants: [],
    });
    await run();
    expect((await remindersOf(session)).map((m) => m.to).sort()).toEqual(
      [
        cast.emails.mentor,
        cast.emails.outsideMentor,
        cast.emails.entrepreneur,
        cast.emails.staff,
        cast.emails.digitalEntrepreneur,
      ].sort(),
    );
    expect(await remindersOf(unpaid)).toEqual([]);
    expect((await remindersOf(paid)).map((m) => m.to).sort()).toEqual(
      [cast.emails.mentor, cast.emails.outsideEntrepreneur].sort(),
    );
  });
});

describe("exactly once", () => {
  test("two runs at the same moment send each reminder once", async () => {
    const session = await insertSession(h, cast, {
      startMin: 200,
      participants: [cast.ids.entrepreneur, cast.ids.digitalEntrepreneur, cast.ids.outsideEntrepreneur],
    });
    const at = nowMs();
    const results = (await Promise.all([run(at), run(at), run(at)])).map((r) => {
      expect(r.status).toBe(200);
      return reminderRunResultSchema.parse(r.body);
    });
    const mails = await remindersOf(session);
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((m) => m.to)).size).toBe(4);
    const claims = await h.db
      .prepare("SELECT COUNT(*) AS n FROM recordatorios_enviados WHERE evento_id = ?")
      .bind(session.id)
      .first<{ n: number }>();
    expect(claims?.n).toBe(4);
    // Between them, the runs reported every due reminder once as sent.
    expect(results.reduce((sum, r) => sum + r.enviados, 0)).toBeGreaterThanOrEqual(4);
  });

  test("a session moved to a new time gets new reminders; a deleted or cancelled one none", async () => {
    const session = await insertSession(h, cast, { startMin: 300 });
    await run();
    expect(await remindersOf(session)).toHaveLength(2);
    const moved = nowMs() + 6 * HOUR;
    await h.db
      .prepare("UPDATE eventos SET fecha_inicio = ?, fecha_fin = ? WHERE id = ?")
      .bind(bogotaWallClock(moved), bogotaWallClock(moved + HOUR), session.id)
      .run();
    await run();
    const mails = await remindersOf(session);
    expect(mails).toHaveLength(4);
    expect(mails[3]!.body).toContain(
      new Intl.DateTimeFormat("es-CO", {
        timeZone: "America/Bogota",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(moved - (moved % MINUTE)),
    );
    const gone = await insertSession(h, cast, { startMin: 400 });
    await h.db.prepare("DELETE FROM eventos WHERE id = ?").bind(gone.id).run();
    await run();
    expect(await remindersOf(gone)).toEqual([]);
    // Cancelled through issue 29 §2's flow: the row stays (for the calendar feed), the reminders do not come.
    const cancelled = await insertSession(h, cast, { startMin: 500 });
    await h.db
      .prepare("UPDATE eventos SET cancelado_at = ? WHERE id = ?")
      .bind(new Date(nowMs()).toISOString(), cancelled.id)
      .run();
    await run();
    expect(await remindersOf(cancelled)).toEqual([]);
  });
});

describe("the person's setting and zone", () => {
  test("GET and PUT /usuario/recordatorios: on by default; off means no reminder, on again means they come", async () => {
    const token = cast.tokens.digitalEntrepreneur;
    const initial = await h.call("GET", "/usuario/recordatorios", { token });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ recordatorios: true, zona_horaria: null });
    expect((await h.call("GET", "/usuario/recordatorios")).status).toBe(401);
    expect(await setting(token, { recordatorios: false })).toEqual({ recordatorios: false, zona_horaria: null });
    const bad = await h.call("PUT", "/usuario/recordatorios", {
      token,
      body: { recordatorios: "no", zona_horaria: "XX" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object).sort()).toEqual(["recordatorios", "zona_horaria"]);

    const off = await insertSession(h, cast, {
      startMin: 500,
      participants: [cast.ids.entrepreneur, cast.ids.digitalEntrepreneur],
    });
    await run();
    expect((await remindersOf(off)).map((m) => m.to).sort()).toEqual(
      [cast.emails.entrepreneur, cast.emails.mentor].sort(),
    );
    await setting(token, { recordatorios: true });
    const on = await insertSession(h, cast, { startMin: 510, participants: [cast.ids.digitalEntrepreneur] });
    await run();
    expect((await remindersOf(on)).map((m) => m.to)).toContain(cast.emails.digitalEntrepreneur);
  });

  test("the e-mail: the time in the recipient's zone, the join, calendar and WhatsApp links, how to turn them off", async () => {
    await setting(cast.tokens.outsideEntrepreneur, { recordatorios: true, zona_horaria: "ES" });
    const session = await insertSession(h, cast, { startMin: 600, participants: [cast.ids.outsideEntrepreneur] });
    await run();
    const mails = await remindersOf(session);
    const madrid = mails.find((m) => m.to === cast.emails.outsideEntrepreneur)!;
    const bogota = mails.find((m) => m.to === cast.emails.mentor)!;
    const start = nowMs() + 600 * MINUTE;
    const hour = (zone: string) =>
      new Intl.DateTimeFormat("es-CO", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
        start - (start % MINUTE),
      );
    expect(madrid.body).toContain(`${hour("Europe/Madrid")} a `);
    expect(madrid.body).toContain("(hora de España)");
    // The mentor has no zone of their own: the session's institution's (Colombia).
    expect(bogota.body).toContain(`${hour("America/Bogota")} a `);
    expect(bogota.body).toContain("(hora de Colombia)");
    const page = `http://app.test/calendar/evento/${session.slug}`;
    expect(madrid.body).toContain(`Unirse a la sesión: ${page}/iniciar`);
    expect(madrid.body).toContain(`Archivo .ics (Outlook, Apple, otros): ${page}/ics`);
    const google = new URL(/Google Calendar: (\S+)/.exec(madrid.body)![1]!);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("text")).toBe(session.nombre);
    expect(google.searchParams.get("dates")).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    const whatsapp = new URL(/Compartir por WhatsApp: (\S+)/.exec(madrid.body)![1]!);
    expect(whatsapp.origin).toBe("https://wa.me");
    const text = whatsapp.searchParams.get("text")!;
    expect(text).toContain(session.nombre);
    expect(text).toContain(hour("Europe/Madrid"));
    expect(text).toContain(`${page}/iniciar`);
    expect(madrid.body).toMatch(/Desactívalos en tu perfil.*http:\/\/app\.test\/user\/[^\s#]+#recordatorios/);
  });

  test("across a daylight-saving change (America/Santiago, 5 September 2027): the session's own offset", async () => {
    const saved = clockOffset();
    // 2027-09-04 10:00 in Bogotá; Chile moves from UTC-4 to UTC-3 that night.
    setClockOffset(saved + Date.parse("2027-09-04T15:00:00Z") - nowMs());
    try {
      await setting(cast.tokens.outsideEntrepreneur, { recordatorios: true, zona_horaria: "CL" });
      // 09:00 in Bogotá the next day (23 h later) is 11:00 in Santiago after the change (10:00 before it).
      const session = await insertSession(h, cast, { startMin: 23 * 60, participants: [cast.ids.outsideEntrepreneur] });
      await run();
      const mail = (await remindersOf(session)).find((m) => m.to === cast.emails.outsideEntrepreneur)!;
      expect(mail.body).toContain("Cuándo: domingo, 5 de septiembre de 2027, 11:00 a 12:00 (hora de Chile)");
      const google = new URL(/Google Calendar: (\S+)/.exec(mail.body)![1]!);
      expect(google.searchParams.get("dates")).toBe("20270905T140000Z/20270905T150000Z");
    } finally {
      setClockOffset(saved);
      await setting(cast.tokens.outsideEntrepreneur, { recordatorios: true, zona_horaria: null });
    }
  });
});
