// Session reminders (issue 29 §1): which are due at an instant, who gets them, the e-mail, and the send that
// happens once per session, person, kind and start instant however many runs overlap.
//
// Windows (docs/api/sessions.md "Reminders"), with T the run's instant and S a session's start:
// - '1h' is due when T < S <= T + 1 h;
// - '24h' is due when T + 1 h < S <= T + 24 h (a session that close gets the '1h' one instead, never both at once).
// Hours are elapsed time, so a daylight-saving change between the reminder and the session moves nothing; the
// e-mail writes the start in the recipient's zone as it will be at the session. Only sessions that count (not an
// unpaid marketplace booking) and people with reminders on get one.
import { and, gt, isNull, lte, sql } from "drizzle-orm";
import type { ReminderKind } from "../../app/api/contract/recordatorios";
import { DEFAULT_TIME_ZONE, TIME_ZONES, type TimeZoneOption } from "../../app/api/contract/time-zones";
import { apiWallClockMs, googleCalendarUrl, whatsappShareUrl } from "../../app/shared/share-links";
import { isUniqueViolation, type Db } from "../db/client";
import { institutions, outbox, reminderDeliveries, sessions, users } from "../db/schema";
import type { Mail } from "../outbox";
import { bogotaWallClock } from "./session-docs";

const HOUR_MS = 3_600_000;
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { "24h": 24 * HOUR_MS, "1h": HOUR_MS };

/** A session starting within the next 24 hours of the run, with what its e-mail needs. */
type DueSession = {
  id: number;
  slug: string;
  nombre: string;
  fecha_inicio: string;
  fecha_fin: string;
  mentor: string;
  entidadZona: string | null;
};

type Recipient = {
  evento_id: number;
  user_id: number;
  username: string;
  email: string;
  first_name: string;
  zona_horaria: string | null;
};

/** The kind of reminder due for a session starting at `start` when the run is at `at`; null when none is. */
export function dueKind(start: string, at: number): ReminderKind | null {
  const startMs = apiWallClockMs(start);
  if (!(startMs > at)) return null;
  if (startMs <= at + REMINDER_LEAD_MS["1h"]) return "1h";
  if (startMs <= at + REMINDER_LEAD_MS["24h"]) return "24h";
  return null;
}

/** A zone code of the spec's list, or null. */
function zoneOf(code: string | null | undefined): TimeZoneOption | null {
  return TIME_ZONES.find((zone) => zone.code === code) ?? null;
}

const FORMATS = {
  full: { weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" },
  time: { hour: "2-digit", minute: "2-digit" },
  day: { year: "numeric", month: "2-digit", day: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string, kind: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${zone}|${kind}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("es-CO", { timeZone: zone, hourCycle: "h23", ...FORMATS[kind] });
    formats.set(key, found);
  }
  return found;
}

/** "sábado, 4 de abril de 2026, 10:00 a 11:00 (hora de Chile)": the session's time in `zone`. */
export function whenInZone(startMs: number, endMs: number, zone: TimeZoneOption): string {
  const sameDay = format(zone.zone, "day").format(startMs) === format(zone.zone, "day").format(endMs);
  const end = format(zone.zone, sameDay ? "time" : "full").format(endMs);
  return `${format(zone.zone, "full").format(startMs)} a ${end} (hora de ${zone.label})`;
}

export interface ReminderLinks {
  join: string;
  details: string;
  ics: string;
  google: string;
  whatsapp: string;
  settings: string;
}

/** The reminder e-mail of one session to one person, in their zone. */
export function reminderMail(
  kind: ReminderKind,
  session: DueSession,
  person: { email: string; first_name: string; username: string },
  zone: TimeZoneOption,
  appBaseUrl: string,
): { mail: Mail; links: ReminderLinks } {
  const startMs = apiWallClockMs(session.fecha_inicio);
  const endMs = apiWallClockMs(session.fecha_fin);
  const when = whenInZone(startMs, endMs, zone);
  const page = `${appBaseUrl}/calendar/evento/${encodeURIComponent(session.slug)}`;
  const join = `${page}/iniciar`;
  const links: ReminderLinks = {
    join,
    details: page,
    ics: `${page}/ics`,
    google: googleCalendarUrl({
      title: session.nombre,
      startMs,
      endMs,
      details: `Unirse: ${join}`,
      location: join,
    }),
    whatsapp: whatsappShareUrl(`Sesión «${session.nombre}»: ${when}. Unirse: ${join}`),
    settings: `${appBaseUrl}/user/${encodeURIComponent(person.username)}#recordatorios`,
  };
  const subject =
    kind === "1h"
      ? `Tu sesión «${session.nombre}» empieza en menos de una hora`
      : `Recordatorio: sesión «${session.nombre}» en las próximas 24 horas`;
  const body = [
    person.first_name ? `Hola ${person.first_name},` : "Hola,",
    "",
    kind === "1h"
      ? `Tu sesión «${session.nombre}» con ${session.mentor} empieza pronto.`
      : `Te recordamos tu sesión «${session.nombre}» con ${session.mentor}.`,
    "",
    `Cuándo: ${when}`,
    `Unirse a la sesión: ${links.join}`,
    `Detalles: ${links.details}`,
    "",
    "Agregar a mi calendario:",
    `- Google Calendar: ${links.google}`,
    `- Archivo .ics (Outlook, Apple, otros): ${links.ics}`,
    "",
    `Compartir por WhatsApp: ${links.whatsapp}`,
    "",
    `¿No quieres recibir estos recordatorios? Desactívalos en tu perfil, en 'Recordatorios de sesiones': ${links.settings}`,
  ].join("\n");
  return { mail: { to: person.email, subject, body }, links };
}

/** The sessions that start in (at, at + 24 h] and count (an unpaid marketplace booking does not). */
async function dueSessions(db: Db, at: number): Promise<DueSession[]> {
  return db
    .select({
      id: sessions.id,
      slug: sessions.slug,
      nombre: sessions.nombre,
      fecha_inicio: sessions.fecha_inicio,
      fecha_fin: sessions.fecha_fin,
      mentor: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
      entidadZona: institutions.time_zone,
    })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = ${sessions.mentor_id}`)
    .leftJoin(institutions, sql`${institutions.id} = ${sessions.entidad_id}`)
    .where(
      and(
        // Wall-clock strings at minute precision: S > T ⟺ fecha_inicio > T's minute (S is a whole minute).
        gt(sessions.fecha_inicio, bogotaWallClock(at)),
        lte(sessions.fecha_inicio, bogotaWallClock(at + REMINDER_LEAD_MS["24h"])),
        sql`(${sessions.marketplace} = 0 OR ${sessions.estado} = 'pagado')`,
        // A cancelled session (issue 29 §2) gets no reminder.
        isNull(sessions.cancelado_at),
      ),
    );
}

/** Everyone in those sessions with reminders on: the mentor, extra mentors, the mentee, the buyer, sub_grupo (staff too). */
async function recipients(db: Db, at: number): Promise<Recipient[]> {
  const from = bogotaWallClock(at);
  const to = bogotaWallClock(at + REMINDER_LEAD_MS["24h"]);
  const rows = await db.all<Recipient>(sql`
    WITH due AS (SELECT id, mentor_id, usuario_individual, comprador FROM eventos
      WHERE fecha_inicio > ${from} AND fecha_inicio <= ${to} AND cancelado_at IS NULL)
    SELECT DISTINCT p.evento_id, u.id AS user_id, u.username, u.email, u.first_name, a.zona_horaria
    FROM (
      SELECT id AS evento_id, mentor_id AS user_id FROM due
      UNION SELECT id, usuario_individual FROM due WHERE usuario_individual IS NOT NULL
      UNION SELECT id, comprador FROM due WHERE comprador IS NOT NULL
      UNION SELECT evento_id, user_id FROM evento_mentores WHERE evento_id IN (SELECT id FROM due)
      UNION SELECT evento_id, user_id FROM evento_participantes WHERE evento_id IN (SELECT id FROM due)
    ) p
    JOIN usuarios u ON u.id = p.user_id
    LEFT JOIN ajustes_recordatorios a ON a.user_id = u.id
    WHERE u.is_active = 1 AND coalesce(a.recordatorios, 1) = 1
    ORDER BY p.evento_id, u.id`);
  return rows;
}

export type ReminderRun = { hasta: string; enviados: number; ya_enviados: number };

/**
 * Sends every reminder due at `at`. Each one is its claim row and its e-mail in one transaction: a claim another
 * run already wrote (the unique key) rolls the e-mail back, and a run that stops half way leaves the rest unclaimed
 * for the next run.
 */
export async function sendDueReminders(db: Db, at: number, appBaseUrl: string): Promise<ReminderRun> {
  const [due, people] = await Promise.all([dueSessions(db, at), recipients(db, at)]);
  const byId = new Map(due.map((session) => [session.id, session]));
  const sent = new Set(
    (
      await db
        .select({
          evento_id: reminderDeliveries.evento_id,
          user_id: reminderDeliveries.user_id,
          tipo: reminderDeliveries.tipo,
          fecha_inicio: reminderDeliveries.fecha_inicio,
        })
        .from(reminderDeliveries)
        .innerJoin(sessions, sql`${sessions.id} = ${reminderDeliveries.evento_id}`)
        .where(
          and(
            gt(sessions.fecha_inicio, bogotaWallClock(at)),
            lte(sessions.fecha_inicio, bogotaWallClock(at + REMINDER_LEAD_MS["24h"])),
          ),
        )
    ).map((row) => `${row.evento_id}|${row.user_id}|${row.tipo}|${row.fecha_inicio}`),
  );
  let enviados = 0;
  let yaEnviados = 0;
  for (const person of people) {
    const session = byId.get(person.evento_id);
    if (!session) continue;
    const kind = dueKind(session.fecha_inicio, at);
    if (!kind) continue;
    if (sent.has(`${session.id}|${person.user_id}|${kind}|${session.fecha_inicio}`)) {
      yaEnviados += 1;
      continue;
    }
    const zone = zoneOf(person.zona_horaria) ?? zoneOf(session.entidadZona) ?? DEFAULT_TIME_ZONE;
    const { mail } = reminderMail(kind, session, person, zone, appBaseUrl);
    try {
      await db.batch([
        db.insert(reminderDeliveries).values({
          evento_id: session.id,
          user_id: person.user_id,
          tipo: kind,
          fecha_inicio: session.fecha_inicio,
        }),
        db.insert(outbox).values(mail),
      ]);
      enviados += 1;
    } catch (error) {
      // Another run claimed it between our read and this write: it sent the e-mail, we do not.
      if (!isUniqueViolation(error, "recordatorios_enviados")) throw error;
      yaEnviados += 1;
    }
  }
  return { hasta: new Date(at).toISOString(), enviados, ya_enviados: yaEnviados };
}
