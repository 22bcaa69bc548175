// Sessions (issue 5; core spec › Entities and their fields "Session (event)"): the JSON body (sessionSchema) as one viewer sees it,
// the queries behind the read endpoints, slugs, and the overlap-safe writes. Who may read or change a
// session: services/session-access.ts. The session-documents API imports serializeSessions.
import { type SQL, and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ApiSession } from "../../app/api/contract/calendario";
import type { Db } from "../db/client";
import {
  actas,
  institutions,
  programs,
  refunds,
  reviews,
  sessionMentors,
  sessionParticipants,
  sessions,
  tools,
  users,
} from "../db/schema";
import type { UserRow } from "../env";
import { officialInstitutionsQuery, slices } from "./programs";
import type { SessionRow } from "./session-access";
import { attendanceState } from "./no-shows";
import { toApiIso } from "./slots";
import { nowDate, nowMs } from "../../app/shared/clock";

export const SESSION_MESSAGES = {
  // Core spec › Validation rules "Session create or edit (institution)".
  nombre: "¡Por favor agregue el nombre del evento!",
  fechaInicio: "Por favor seleccione la fecha de inicio!",
  fechaFin: "Por favor seleccione la fecha de finalización!",
  mentor: "¡Por favor seleccione el mentor!",
  tipo: "¡Por favor seleccione el tipo!",
  // The mentor edit: mentoria required, with the spec's message of the type.
  mentoria: "¡Por favor seleccione el tipo!",
  // Mentee booking.
  bookingName: "Por favor escriba el nombre de la sesión!",
  // Core spec › Error catalogue "Schedule conflict".
  unavailable: "Las horas escogidas NO están disponibles, selecciona otro horario",
  noSlots: "No hay horarios disponibles en la fecha escogida, por favor escoge otra fecha",
  // Defined here.
  endAfterStart: "La fecha de finalización debe ser posterior a la fecha de inicio.",
  halfHour: "Las horas deben estar en pasos de 30 minutos (:00 o :30).",
  invalidDate: "Fecha inválida. Use el formato YYYY-MM-DD HH:mm.",
  invalidDay: "Fecha inválida. Use el formato YYYY-MM-DD.",
  individualRequired: "Por favor seleccione el emprendedor de la sesión individual.",
  participantsRequired: "Por favor seleccione al menos un participante.",
  notToolMentor: "El mentor no es mentor de esta herramienta.",
  notInstitutionTool: "La herramienta no pertenece a un programa de su institución.",
  notProgramEntrepreneur: "Usted no es emprendedor del programa de esta herramienta.",
  notEntrepreneur: "Solo los emprendedores pueden agendar sesiones.",
  dateMismatch: "La fecha debe ser la de la fecha de inicio.",
} as const;

/** Consultoría: the events service fixes `tema` to it on creation (core spec › The calls it makes). */
export const SESSION_TEMA = "Consultoría";

/** A random URL-safe slug (16 characters, 96 bits). */
export function newSlug(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** SQL condition: the session involves the user as mentor (its mentor or an extra mentor). */
export function mentorOf(userId: number): SQL {
  return sql`(${sessions.mentor_id} = ${userId}
    OR ${sessions.id} IN (SELECT evento_id FROM evento_mentores WHERE user_id = ${userId}))`;
}

/** SQL condition: the user takes part in the session (individual mentee, sub_grupo, buyer). */
export function participantOf(userId: number): SQL {
  return sql`(${sessions.usuario_individual} = ${userId} OR ${sessions.comprador} = ${userId}
    OR ${sessions.id} IN (SELECT evento_id FROM evento_participantes WHERE user_id = ${userId}))`;
}

/** SQL condition: the session belongs to an institution the user administers. */
export function staffOf(userId: number): SQL {
  return sql`${sessions.entidad_id} IN (SELECT entidad_id FROM funcionarios WHERE user_id = ${userId})`;
}

/** Sessions that are not cancelled (issue 29 §2: a cancelled one only stays for the calendar feed). */
export async function findSessions(db: Db, where: SQL | undefined): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(isNull(sessions.cancelado_at), where))
    .orderBy(asc(sessions.fecha_inicio), asc(sessions.id));
}

/** `desde`/`hasta` (YYYY-MM-DD, inclusive) on the start's date. */
export function dateRange(desde?: string, hasta?: string): SQL | undefined {
  const parts: SQL[] = [];
  if (desde) parts.push(sql`${sessions.fecha_inicio} >= ${`${desde} 00:00`}`);
  if (hasta) parts.push(sql`${sessions.fecha_inicio} <= ${`${hasta} 23:59`}`);
  return parts.length ? and(...parts) : undefined;
}

/** The caller's sessions: as staff of their institutions, as mentor, as participant. */
export function sessionsOfUser(db: Db, userId: number, range?: SQL): Promise<SessionRow[]> {
  return findSessions(db, userSessionsWhere(userId, range));
}

/**
 * The three branches of "the user's sessions" one by one: a UNION of them walks the institution's index alone, where
 * their OR makes SQLite fetch every matching row (issue 31: an institution's month is ~2,900). Three, not six: D1
 * allows at most 5 terms in a compound SELECT.
 */
export function userSessionBranches(userId: number): SQL[] {
  return [staffOf(userId), mentorOf(userId), participantOf(userId)];
}

/** SQL condition: the caller's live sessions (as in sessionsOfUser), within `range` when given. */
export function userSessionsWhere(userId: number, range?: SQL): SQL | undefined {
  return and(
    sql`(${staffOf(userId)} OR ${mentorOf(userId)} OR ${participantOf(userId)})`,
    liveSessionSql("eventos"),
    range,
  );
}

/** The calendar feed's sessions of a user: the live ones and the cancelled ones (published as STATUS:CANCELLED). */
export function feedSessionsOfUser(db: Db, userId: number, range?: SQL): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        sql`(${staffOf(userId)} OR ${mentorOf(userId)} OR ${participantOf(userId)})`,
        heldSessionSql("eventos"),
        range,
      ),
    )
    .orderBy(asc(sessions.fecha_inicio), asc(sessions.id));
}

type Participant = ApiSession["sub_grupo"][number];
type Person = ApiSession["mentores"][number];

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Sessions in the API's shape as `viewer` sees them: `calificado` is about the viewer; staff and
 * mentors see every participant, participants see them only when visibility is on (else themselves);
 * e-mails are null when the session's institution has secure_emails.
 */
export async function serializeSessions(db: Db, rows: readonly SessionRow[], viewer: UserRow): Promise<ApiSession[]> {
  if (rows.length === 0) return [];
  const participants = new Map<number, Participant[]>();
  const mentors = new Map<number, Person[]>();
  const actaOf = new Map<number, number>();
  const rated = new Set<number>();
  const refunded = new Set<number>();
  const names = new Map<number, string>();
  const toolNames = new Map<number, string>();
  const programNames = new Map<number, string>();
  const secure = new Set<number>();

  const ids = rows.map((row) => row.id);
  const userIds = [...new Set(rows.flatMap((row) => [row.mentor_id, row.usuario_individual ?? row.mentor_id]))];
  const toolIds = [...new Set(rows.map((row) => row.mentoria_id).filter((id): id is number => id !== null))];
  const programIds = [...new Set(rows.map((row) => row.programa_id).filter((id): id is number => id !== null))];
  const institutionIds = [...new Set(rows.map((row) => row.entidad_id).filter((id): id is number => id !== null))];

  // Everything in one round trip to D1 (issue 16 §2: each round trip's fixed cost, not its rows, is what a calendar
  // page pays for): per slice of sessions their participants, mentors, minutes and the viewer's ratings; then the
  // names, the institutions' secure_emails and the viewer's own institutions.
  const perSession = slices(ids).flatMap((slice) => [
    db
      .select({
        evento_id: sessionParticipants.evento_id,
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        username: users.username,
        email: users.email,
        asistencia: sessionParticipants.asistencia,
        cancelo_a_tiempo: sessionParticipants.cancelo_a_tiempo,
      })
      .from(sessionParticipants)
      .innerJoin(users, eq(users.id, sessionParticipants.user_id))
      .where(inArray(sessionParticipants.evento_id, slice))
      .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id)),
    db
      .select({
        evento_id: sessionMentors.evento_id,
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
      })
      .from(sessionMentors)
      .innerJoin(users, eq(users.id, sessionMentors.user_id))
      .where(inArray(sessionMentors.evento_id, slice))
      .orderBy(asc(users.id)),
    db.select({ id: actas.id, evento_id: actas.evento_id }).from(actas).where(inArray(actas.evento_id, slice)),
    db
      .select({ evento_id: reviews.evento_id })
      .from(reviews)
      .where(and(eq(reviews.autor_id, viewer.id), inArray(reviews.evento_id, slice))),
    db.select({ evento_id: refunds.evento_id }).from(refunds).where(inArray(refunds.evento_id, slice)),
  ]);
  const userQueries = slices(userIds).map((slice) =>
    db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(inArray(users.id, slice)),
  );
  const toolQueries = slices(toolIds).map((slice) =>
    db.select({ id: tools.id, nombre: tools.nombre }).from(tools).where(inArray(tools.id, slice)),
  );
  const programQueries = slices(programIds).map((slice) =>
    db.select({ id: programs.id, nombre: programs.nombre }).from(programs).where(inArray(programs.id, slice)),
  );
  const institutionQueries = slices(institutionIds).map((slice) =>
    db
      .select({ id: institutions.id, secure_emails: institutions.secure_emails })
      .from(institutions)
      .where(inArray(institutions.id, slice)),
  );
  const [officialRows, ...results] = await db.batch([
    officialInstitutionsQuery(db, viewer.id),
    ...perSession,
    ...userQueries,
    ...toolQueries,
    ...programQueries,
    ...institutionQueries,
  ]);
  const perSessionRows = results.slice(0, perSession.length);
  for (let at = 0; at < perSessionRows.length; at += 5) {
    const [participantRows, mentorRows, actaRows, ratingRows, refundRows] = perSessionRows.slice(at, at + 5) as [
      {
        evento_id: number;
        id: number;
        first_name: string;
        last_name: string;
        username: string;
        email: string;
        asistencia: boolean | null;
        cancelo_a_tiempo: boolean;
      }[],
      { evento_id: number; id: number; first_name: string; last_name: string }[],
      { id: number; evento_id: number }[],
      { evento_id: number | null }[],
      { evento_id: number }[],
    ];
    for (const { evento_id, cancelo_a_tiempo, ...person } of participantRows)
      push(participants, evento_id, {
        ...person,
        estado_asistencia: attendanceState(person.asistencia, cancelo_a_tiempo),
      });
    for (const { evento_id, ...person } of mentorRows) push(mentors, evento_id, person);
    for (const row of actaRows) actaOf.set(row.evento_id, row.id);
    for (const row of ratingRows) if (row.evento_id !== null) rated.add(row.evento_id);
    for (const row of refundRows) refunded.add(row.evento_id);
  }
  const lookups = results.slice(perSession.length);
  let at = 0;
  const take = <T>(count: number) => lookups.slice(at, (at += count)).flat() as T[];
  for (const user of take<{ id: number; first_name: string; last_name: string }>(userQueries.length))
    names.set(user.id, fullName(user.first_name, user.last_name));
  for (const tool of take<{ id: number; nombre: string }>(toolQueries.length)) toolNames.set(tool.id, tool.nombre);
  for (const program of take<{ id: number; nombre: string }>(programQueries.length))
    programNames.set(program.id, program.nombre);
  for (const institution of take<{ id: number; secure_emails: boolean }>(institutionQueries.length))
    if (institution.secure_emails) secure.add(institution.id);
  const administered = new Set(officialRows.map((row) => row.id));

  return rows.map((row) => {
    const extraMentors = mentors.get(row.id) ?? [];
    const seesEveryone =
      (row.entidad_id !== null && administered.has(row.entidad_id)) ||
      row.mentor_id === viewer.id ||
      extraMentors.some((mentor) => mentor.id === viewer.id) ||
      row.visibility;
    const hideEmails = row.entidad_id !== null && secure.has(row.entidad_id);
    const subGrupo = (participants.get(row.id) ?? [])
      .filter((person) => seesEveryone || person.id === viewer.id)
      .map((person) => ({ ...person, email: hideEmails ? null : person.email }));
    return {
      id: row.id,
      slug: row.slug,
      nombre: row.nombre,
      tema: row.tema,
      tipo: row.tipo,
      fecha_inicio: row.fecha_inicio,
      fecha_fin: row.fecha_fin,
      inicio: toApiIso(row.fecha_inicio),
      fin: toApiIso(row.fecha_fin),
      mentor: row.mentor_id,
      nombre_mentor: names.get(row.mentor_id) ?? "",
      mentoria: row.mentoria_id,
      nombre_mentoria: row.mentoria_id === null ? null : (toolNames.get(row.mentoria_id) ?? null),
      programa: row.programa_id,
      nombre_programa: row.programa_id === null ? null : (programNames.get(row.programa_id) ?? null),
      entidad: row.entidad_id,
      usuario_individual: row.usuario_individual,
      nombre_usuario_individual: row.usuario_individual === null ? null : (names.get(row.usuario_individual) ?? null),
      sub_grupo: subGrupo,
      mentores: extraMentors,
      visibility: row.visibility,
      asistentes_max: row.asistentes_max,
      cuenta_zoom: row.cuenta_zoom,
      act: actaOf.get(row.id) ?? null,
      calificado: rated.has(row.id),
      comprador: row.comprador,
      marketplace: row.marketplace,
      estado: row.estado,
      usuario: row.creador,
      espacio: row.espacio,
      repeticion: row.repeticion,
      iniciado: row.iniciado_at !== null,
      tiene_video: row.video !== null,
      // Over every participant, whatever the viewer may see of the guest list.
      confirmada: (participants.get(row.id) ?? []).some((person) => person.asistencia === true),
      secuencia: row.secuencia,
      cancelada: row.cancelado_at !== null,
      reembolsado: refunded.has(row.id),
      mentor_ausente: row.mentor_ausente_at !== null,
    };
  });
}

/** The participants of a session with their attendance (GET /calendario/evento/{id}/asistencia). */
export async function attendanceOf(db: Db, session: SessionRow): Promise<Participant[]> {
  const [row] = session.entidad_id
    ? await db
        .select({ secure: institutions.secure_emails })
        .from(institutions)
        .where(eq(institutions.id, session.entidad_id))
    : [];
  const rows = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      username: users.username,
      email: users.email,
      asistencia: sessionParticipants.asistencia,
      cancelo_a_tiempo: sessionParticipants.cancelo_a_tiempo,
    })
    .from(sessionParticipants)
    .innerJoin(users, eq(users.id, sessionParticipants.user_id))
    .where(eq(sessionParticipants.evento_id, session.id))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
  return rows.map(({ cancelo_a_tiempo, ...person }) => ({
    ...person,
    email: row?.secure ? null : person.email,
    estado_asistencia: attendanceState(person.asistencia, cancelo_a_tiempo),
  }));
}

/** An unpaid marketplace booking holds its slot this long (issue 14); after it, the slot is free again. */
export const HOLD_MINUTES = 15;

/** Whether an unpaid marketplace booking made at `createdAt` (ISO) no longer holds its slot (see liveSessionSql). */
export function holdExpired(createdAt: string, now: number = nowMs()): boolean {
  return Date.parse(createdAt) < now - HOLD_MINUTES * 60_000;
}

/** The instant before which an unpaid marketplace booking no longer holds its slot (ISO, from the clock). */
export function holdCutoff(): string {
  return new Date(nowMs() - HOLD_MINUTES * 60_000).toISOString();
}

/**
 * SQL condition on the `eventos` row named `alias`: the session still counts (blocks its mentor's time, shows in
 * calendars). An unpaid marketplace booking older than the hold does not, nor a cancelled session. The cut-off is
 * bound, not written out: a statement whose text changes with the clock is a new entry of workerd's statement
 * cache on every request, and sustained load then broke that cache (decision 022).
 */
export function liveSessionSql(alias: string): SQL {
  return sql`(${heldSessionSql(alias)} AND ${sql.raw(alias)}.cancelado_at IS NULL)`;
}

/** SQL condition: not an unpaid marketplace booking whose hold ran out (cancelled sessions included). */
export function heldSessionSql(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`NOT (${a}.marketplace = 1 AND ${a}.estado = '' AND ${a}.created_at < ${holdCutoff()})`;
}

/** SQL: a session of `mentorId` (as mentor or extra mentor) overlapping [inicio, fin), other than `exceptId`. */
export function overlapping(mentorId: number, inicio: string, fin: string, exceptId?: number): SQL {
  return sql`EXISTS (
    SELECT 1 FROM eventos o
    WHERE (o.mentor_id = ${mentorId} OR o.id IN (SELECT evento_id FROM evento_mentores WHERE user_id = ${mentorId}))
      AND o.fecha_inicio < ${fin} AND ${inicio} < o.fecha_fin
      AND o.id IS NOT ${exceptId ?? null}
      AND ${liveSessionSql("o")}
  )`;
}

/** The sessions of a mentor (as mentor or extra mentor) that touch the Bogota dates around `date`. */
export async function busyOfMentor(
  db: Db,
  mentorId: number,
  fromDate: string,
  toDate: string,
  exceptId?: number,
): Promise<{ fecha_inicio: string; fecha_fin: string }[]> {
  return db.all<{ fecha_inicio: string; fecha_fin: string }>(sql`
    SELECT fecha_inicio, fecha_fin FROM eventos
    WHERE (mentor_id = ${mentorId} OR id IN (SELECT evento_id FROM evento_mentores WHERE user_id = ${mentorId}))
      AND fecha_fin > ${`${fromDate} 00:00`} AND fecha_inicio < ${`${toDate} 23:59`}
      AND id IS NOT ${exceptId ?? null}
      AND ${liveSessionSql("eventos")}
  `);
}

export type SessionValues = {
  slug: string;
  nombre: string;
  tema: string | null;
  tipo: SessionRow["tipo"];
  fecha_inicio: string;
  fecha_fin: string;
  mentor_id: number;
  mentoria_id: number | null;
  programa_id: number | null;
  entidad_id: number | null;
  usuario_individual: number | null;
  visibility: boolean;
  asistentes_max: number;
  cuenta_zoom: string | null;
  creador: number;
  /** A marketplace hold is marked in the same statement, so a parallel booking's cap check sees it (issue 34 §3). */
  marketplace?: boolean;
  comprador?: number | null;
};

/**
 * Inserts the session only when its mentor has no overlapping session, in one statement (D1 runs each
 * statement alone, so two concurrent bookings of one slot cannot both pass), then its participants and
 * extra mentors in the same batch. Returns the new row, or null when the mentor was busy.
 */
export async function insertSessionIfFree(
  db: Db,
  d1: D1Database,
  values: SessionValues,
  participantIds: number[],
  mentorIds: number[],
): Promise<SessionRow | null> {
  const v = values;
  // Raw D1 statements (the binding itself): Drizzle cannot batch raw SQL with parameters.
  const busyMentors = [v.mentor_id, ...mentorIds];
  const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");
  const idOfSlug = "(SELECT id FROM eventos WHERE slug = ?)";
  const statements = [
    d1
      .prepare(
        `INSERT INTO eventos (slug, nombre, tema, tipo, fecha_inicio, fecha_fin, mentor_id, mentoria_id, programa_id,
           entidad_id, usuario_individual, visibility, asistentes_max, cuenta_zoom, creador, created_at, marketplace,
           comprador)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         WHERE NOT EXISTS (
           SELECT 1 FROM eventos o
           WHERE (o.mentor_id IN (${marks(busyMentors.length)})
             OR o.id IN (SELECT evento_id FROM evento_mentores WHERE user_id IN (${marks(busyMentors.length)})))
             AND o.fecha_inicio < ? AND ? < o.fecha_fin
             AND NOT (o.marketplace = 1 AND o.estado = '' AND o.created_at < ?) AND o.cancelado_at IS NULL
         )`,
      )
      .bind(
        v.slug,
        v.nombre,
        v.tema,
        v.tipo,
        v.fecha_inicio,
        v.fecha_fin,
        v.mentor_id,
        v.mentoria_id,
        v.programa_id,
        v.entidad_id,
        v.usuario_individual,
        v.visibility ? 1 : 0,
        v.asistentes_max,
        v.cuenta_zoom,
        v.creador,
        nowDate().toISOString(), // the clock's now, which the hold's cut-off compares with (liveSessionSql)
        v.marketplace ? 1 : 0,
        v.comprador ?? null,
        ...busyMentors,
        ...busyMentors,
        v.fecha_fin,
        v.fecha_inicio,
        holdCutoff(), // liveSessionSql's condition, bound
      ),
    ...slices(participantIds, 40).map((ids) =>
      d1
        .prepare(
          `INSERT INTO evento_participantes (evento_id, user_id)
           SELECT ${idOfSlug}, u.id FROM usuarios u WHERE u.id IN (${marks(ids.length)}) AND ${idOfSlug} IS NOT NULL`,
        )
        .bind(v.slug, ...ids, v.slug),
    ),
    ...slices(mentorIds, 40).map((ids) =>
      d1
        .prepare(
          `INSERT INTO evento_mentores (evento_id, user_id)
           SELECT ${idOfSlug}, u.id FROM usuarios u WHERE u.id IN (${marks(ids.length)}) AND ${idOfSlug} IS NOT NULL`,
        )
        .bind(v.slug, ...ids, v.slug),
    ),
  ];
  const [inserted] = await d1.batch(statements);
  if (!inserted?.meta.changes) return null;
  const [row] = await db.select().from(sessions).where(eq(sessions.slug, v.slug)).limit(1);
  return row ?? null;
}

/**
 * Updates the session only when its (new) mentor has no other overlapping session, in one statement,
 * then replaces its participants and extra mentors (keeping recorded attendance of those who stay).
 * Returns the updated row, or null when the mentor was busy.
 */
export async function updateSessionIfFree(
  db: Db,
  id: number,
  values: Omit<SessionValues, "slug" | "creador"> & { created_at?: string },
  participantIds: number[] | null,
  mentorIds: number[] | null,
): Promise<SessionRow | null> {
  const v = values;
  const [updated] = await db
    .update(sessions)
    // A change of time raises the iCalendar SEQUENCE (issue 29 §2), so calendar clients update the event.
    .set({
      ...v,
      secuencia: sql`${sessions.secuencia} + (${sessions.fecha_inicio} <> ${v.fecha_inicio} OR ${sessions.fecha_fin} <> ${v.fecha_fin})`,
    })
    .where(
      and(
        eq(sessions.id, id),
        isNull(sessions.cancelado_at),
        sql`NOT ${overlapping(v.mentor_id, v.fecha_inicio, v.fecha_fin, id)}`,
      ),
    )
    .returning();
  if (!updated) return null;
  const statements = [];
  if (participantIds) {
    const keep = new Set(participantIds);
    const current = await db
      .select({ user_id: sessionParticipants.user_id })
      .from(sessionParticipants)
      .where(eq(sessionParticipants.evento_id, id));
    const removed = current.map((row) => row.user_id).filter((userId) => !keep.has(userId));
    statements.push(
      ...slices(removed).map((ids) =>
        db
          .delete(sessionParticipants)
          .where(and(eq(sessionParticipants.evento_id, id), inArray(sessionParticipants.user_id, ids))),
      ),
      ...slices(participantIds, 40).map((ids) =>
        db
          .insert(sessionParticipants)
          .values(ids.map((user_id) => ({ evento_id: id, user_id })))
          .onConflictDoNothing(),
      ),
    );
  }
  if (mentorIds) {
    statements.push(
      db.delete(sessionMentors).where(eq(sessionMentors.evento_id, id)),
      ...slices(mentorIds, 40).map((ids) =>
        db.insert(sessionMentors).values(ids.map((user_id) => ({ evento_id: id, user_id }))),
      ),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return updated;
}
