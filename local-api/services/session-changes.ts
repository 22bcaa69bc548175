// Reschedule and cancel under a notice period (issue 29 §2; docs/api.md "Reschedule and cancel"): what a caller
// may do with a session now, the cancellation (with its refund), the group withdrawal, and the e-mails that tell
// everyone in the session, each with the time in their own zone. The move's slot check lives with the booking's
// (routes/calendario/changes.ts); this module decides who may and records what happened.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { TIME_ZONES, timeZoneByCode } from "../../app/api/contract/time-zones";
import type { ApiSessionPolicy } from "../../app/api/contract/calendario";
import type { Db } from "../db/client";
import {
  availability,
  institutionOfficials,
  institutions,
  reminderSettings,
  sessionMentors,
  sessionParticipants,
  sessions,
  users,
} from "../db/schema";
import type { UserRow } from "../env";
import { type Mail, queueMail } from "../outbox";
import { type SessionRole, type SessionRow } from "./session-access";
import { API_ZONE, parseApiWallClock, toApiWallClock } from "./slots";
import { nowDate, nowMs } from "../../app/shared/clock";

/** The marketplace's notice period (a platform default; an institution sets its own). */
export const PLATFORM_NOTICE_HOURS = 24;

export const CHANGE_MESSAGES = {
  started: "La sesión ya comenzó: no se puede cancelar ni mover.",
  cancelled: "La sesión fue cancelada.",
  notOneToOne: "Solo se puede mover una sesión individual.",
  notAllowed: "No puedes cancelar ni mover esta sesión.",
  notMember: "No eres participante de esta sesión grupal.",
  groupOnly: "En una sesión grupal solo puedes retirarte.",
  tooLate: (hours: number, contact: string) =>
    `Faltan menos de ${hours} horas para la sesión: ya es tarde para cancelarla o moverla. Escribe a ${contact}.`,
} as const;

/** The notice period of a session: its institution's, else the platform's. */
export async function noticeHoursOf(db: Db, session: SessionRow): Promise<number> {
  if (session.entidad_id === null) return PLATFORM_NOTICE_HOURS;
  const [row] = await db
    .select({ horas: institutions.horas_aviso })
    .from(institutions)
    .where(eq(institutions.id, session.entidad_id))
    .limit(1);
  return row?.horas ?? PLATFORM_NOTICE_HOURS;
}

/** Whom an entrepreneur should write to when it is too late: the mentor (and the institution, if any). */
async function contactOf(db: Db, session: SessionRow): Promise<string> {
  const [mentor] = await db
    .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(eq(users.id, session.mentor_id))
    .limit(1);
  const name = `${mentor?.first_name ?? ""} ${mentor?.last_name ?? ""}`.trim() || "tu mentor";
  const mentorPart = mentor ? `${name} (${mentor.email})` : name;
  if (session.entidad_id === null) return mentorPart;
  const [institution] = await db
    .select({ name: institutions.razon_social })
    .from(institutions)
    .where(eq(institutions.id, session.entidad_id))
    .limit(1);
  return institution ? `${mentorPart} o a ${institution.name}` : mentorPart;
}

const isBuyerOrMentee = (session: SessionRow, user: UserRow) =>
  session.usuario_individual === user.id || session.comprador === user.id;
const isPaid = (session: SessionRow) => session.marketplace && session.estado === "pagado";

/** What `user` (with `role`) may do with the session now (GET /calendario/evento/{slug}/politica). */
export async function policyOf(
  db: Db,
  session: SessionRow,
  user: UserRow,
  role: SessionRole,
  now: number = nowMs(),
): Promise<ApiSessionPolicy> {
  const hours = await noticeHoursOf(db, session);
  const start = parseApiWallClock(session.fecha_inicio);
  const startMs = start?.epochMilliseconds ?? 0;
  const limitMs = startMs - hours * 3_600_000;
  const limite = start ? toApiWallClock(start.subtract({ hours })) : session.fecha_inicio;
  const inTime = now <= limitMs;
  const base = { horas_aviso: hours, limite, a_tiempo: inTime };
  const none = { puede_cancelar: false, puede_mover: false, puede_retirarse: false, reembolso: null };
  if (session.cancelado_at !== null) return { ...base, ...none, motivo: CHANGE_MESSAGES.cancelled };
  if (startMs <= now) return { ...base, ...none, motivo: CHANGE_MESSAGES.started };
  const oneToOne = session.tipo === "Individual";
  if (role === "staff" || role === "mentor") {
    return {
      ...base,
      puede_cancelar: true,
      puede_mover: oneToOne,
      puede_retirarse: false,
      // The mentor's (or staff's) cancellation always refunds a paid session.
      reembolso: isPaid(session) ? true : null,
      motivo: null,
    };
  }
  if (!oneToOne) {
    // A group session: an entrepreneur withdraws, under the same notice period as a cancellation.
    if (inTime) return { ...base, ...none, puede_retirarse: true, motivo: null };
    return { ...base, ...none, motivo: CHANGE_MESSAGES.tooLate(hours, await contactOf(db, session)) };
  }
  if (!isBuyerOrMentee(session, user)) return { ...base, ...none, motivo: CHANGE_MESSAGES.notAllowed };
  if (inTime) {
    return {
      ...base,
      puede_cancelar: true,
      puede_mover: true,
      puede_retirarse: false,
      reembolso: isPaid(session) ? true : null,
      motivo: null,
    };
  }
  const tooLate = CHANGE_MESSAGES.tooLate(hours, await contactOf(db, session));
  // A paid marketplace session may still be cancelled late, without a refund (the page says so first).
  if (isPaid(session)) {
    return {
      ...base,
      puede_cancelar: true,
      puede_mover: false,
      puede_retirarse: false,
      reembolso: false,
      motivo: tooLate,
    };
  }
  return { ...base, ...none, motivo: tooLate };
}

// -------------------------------------------------------------------------------------------------
// Who is told, in which zone

type Recipient = { id: number; email: string; first_name: string; zone: string };

/** Everyone in the session: its mentor and extra mentors, its participants, its mentee and its buyer. */
export async function peopleOf(db: Db, session: SessionRow): Promise<number[]> {
  const [participantRows, mentorRows] = await db.batch([
    db
      .select({ id: sessionParticipants.user_id })
      .from(sessionParticipants)
      .where(eq(sessionParticipants.evento_id, session.id)),
    db.select({ id: sessionMentors.user_id }).from(sessionMentors).where(eq(sessionMentors.evento_id, session.id)),
  ]);
  const ids = [session.mentor_id, ...mentorRows.map((r) => r.id), ...participantRows.map((r) => r.id)];
  if (session.usuario_individual !== null) ids.push(session.usuario_individual);
  if (session.comprador !== null) ids.push(session.comprador);
  return [...new Set(ids)];
}

/** The officials of the session's institution. */
async function staffOf(db: Db, session: SessionRow): Promise<number[]> {
  if (session.entidad_id === null) return [];
  const rows = await db
    .select({ id: institutionOfficials.user_id })
    .from(institutionOfficials)
    .where(eq(institutionOfficials.entidad_id, session.entidad_id));
  return rows.map((r) => r.id);
}

/**
 * Each person's zone: their own (the profile's reminder setting, issue 29 §1), else the zone they last entered
 * availability in (mentors), else their session's institution's zone, else Bogota.
 */
async function recipientsOf(db: Db, ids: number[], session: SessionRow): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  const [people, own, zones, institution] = await db.batch([
    db
      .select({ id: users.id, email: users.email, first_name: users.first_name })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.is_active, true))),
    db
      .select({ user_id: reminderSettings.user_id, zona: reminderSettings.zona_horaria })
      .from(reminderSettings)
      .where(inArray(reminderSettings.user_id, ids)),
    db
      .select({ mentor_id: availability.mentor_id, zona: availability.zona })
      .from(availability)
      .where(inArray(availability.mentor_id, ids))
      .orderBy(sql`${availability.id} DESC`),
    db
      .select({ time_zone: institutions.time_zone })
      .from(institutions)
      .where(eq(institutions.id, session.entidad_id ?? -1)),
  ]);
  const fallback = institution[0] ? timeZoneByCode(institution[0].time_zone).zone : API_ZONE;
  const zoneOf = new Map<number, string>();
  for (const row of own) if (row.zona) zoneOf.set(row.user_id, timeZoneByCode(row.zona).zone);
  for (const row of zones) if (!zoneOf.has(row.mentor_id)) zoneOf.set(row.mentor_id, row.zona);
  return people.map((p) => ({ ...p, zone: zoneOf.get(p.id) ?? fallback }));
}

/** A Bogota wall-clock as a Spanish date and time in `zone`, with the zone's country or name. */
export function whenIn(apiValue: string, zone: string): string {
  const instant = parseApiWallClock(apiValue);
  if (!instant) return apiValue;
  const text = new Intl.DateTimeFormat("es", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: zone,
  }).format(instant.epochMilliseconds);
  const label = TIME_ZONES.find((z) => z.zone === zone)?.label ?? zone;
  return `${text} (hora de ${label})`;
}

const hello = (name: string) => (name ? `Hola ${name},` : "Hola,");

export type ChangeMailContext = { base: string; actor: string };

function sessionLink(ctx: ChangeMailContext, session: SessionRow) {
  return `${ctx.base}/calendar/evento/${encodeURIComponent(session.slug)}`;
}

export function cancelledMail(
  to: Recipient,
  session: SessionRow,
  ctx: ChangeMailContext & { motivo?: string; refunded: boolean; isBuyer: boolean },
): Mail {
  const lines = [
    hello(to.first_name),
    "",
    `${ctx.actor} canceló la sesión «${session.nombre}» del ${whenIn(session.fecha_inicio, to.zone)}.`,
  ];
  if (ctx.motivo) lines.push(`Motivo: ${ctx.motivo}`);
  if (ctx.isBuyer && ctx.refunded) lines.push("", "Te devolvimos el pago de la sesión: figura como Reembolsado.");
  if (ctx.isBuyer && !ctx.refunded && isPaid(session))
    lines.push("", "La cancelación se hizo dentro del plazo de aviso: el pago no se reembolsa.");
  lines.push("", "Tu calendario la mostrará como cancelada.", sessionLink(ctx, session));
  return { to: to.email, subject: `Sesión cancelada: ${session.nombre}`, body: lines.join("\n") };
}

export function movedMail(to: Recipient, before: SessionRow, after: SessionRow, ctx: ChangeMailContext): Mail {
  return {
    to: to.email,
    subject: `Sesión movida: ${after.nombre}`,
    body: [
      hello(to.first_name),
      "",
      `${ctx.actor} movió la sesión «${after.nombre}».`,
      `Nueva fecha: ${whenIn(after.fecha_inicio, to.zone)}.`,
      `Antes era el ${whenIn(before.fecha_inicio, to.zone)}.`,
      "",
      sessionLink(ctx, after),
    ].join("\n"),
  };
}

export function withdrewMail(to: Recipient, session: SessionRow, ctx: ChangeMailContext): Mail {
  return {
    to: to.email,
    subject: `${ctx.actor} se retiró de una sesión`,
    body: [
      hello(to.first_name),
      "",
      `${ctx.actor} se retiró de la sesión grupal «${session.nombre}» del ${whenIn(session.fecha_inicio, to.zone)}.`,
      "",
      sessionLink(ctx, session),
    ].join("\n"),
  };
}

export const actorName = (user: UserRow) => `${user.first_name} ${user.last_name}`.trim() || user.username;

/** Queues one e-mail per recipient. */
async function tell(db: Db, ids: number[], session: SessionRow, build: (to: Recipient) => Mail): Promise<void> {
  const recipients = await recipientsOf(db, ids, session);
  const [first, ...rest] = recipients.map((to) => queueMail(db, build(to)));
  if (first) await db.batch([first, ...rest]);
}

// -------------------------------------------------------------------------------------------------
// The changes

/** Marks the session cancelled (once) and raises its SEQUENCE; null when it already was. */
export async function markCancelled(db: Db, session: SessionRow, user: UserRow): Promise<SessionRow | null> {
  const [row] = await db
    .update(sessions)
    .set({ cancelado_at: nowDate().toISOString(), cancelado_por: user.id, secuencia: sql`${sessions.secuencia} + 1` })
    .where(and(eq(sessions.id, session.id), isNull(sessions.cancelado_at)))
    .returning();
  return row ?? null;
}

export async function tellCancelled(
  db: Db,
  session: SessionRow,
  ctx: ChangeMailContext & { motivo?: string; refunded: boolean },
): Promise<void> {
  await tell(db, await peopleOf(db, session), session, (to) =>
    cancelledMail(to, session, { ...ctx, isBuyer: to.id === session.comprador }),
  );
}

export async function tellMoved(db: Db, before: SessionRow, after: SessionRow, ctx: ChangeMailContext) {
  await tell(db, await peopleOf(db, after), after, (to) => movedMail(to, before, after, ctx));
}

/** Removes the caller from a group session; false when they were not in it. Its mentors and staff are told. */
export async function withdraw(db: Db, session: SessionRow, user: UserRow, ctx: ChangeMailContext): Promise<boolean> {
  const removed = await db
    .delete(sessionParticipants)
    .where(and(eq(sessionParticipants.evento_id, session.id), eq(sessionParticipants.user_id, user.id)))
    .returning({ id: sessionParticipants.user_id });
  if (removed.length === 0) return false;
  const [mentorRows, staff] = await Promise.all([
    db.select({ id: sessionMentors.user_id }).from(sessionMentors).where(eq(sessionMentors.evento_id, session.id)),
    staffOf(db, session),
  ]);
  const ids = [...new Set([session.mentor_id, ...mentorRows.map((r) => r.id), ...staff])];
  await tell(db, ids, session, (to) => withdrewMail(to, session, ctx));
  return true;
}
