// The small reads and writes of the sessions routes (routes/calendario/sessions.ts): tools and their mentors,
// a program's page of sessions, whether a session has an acta. The bigger ones live in services/sessions.ts.
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { API_PAGE_SIZE } from "../../app/api/contract/people";
import type { Db } from "../db/client";
import {
  actas,
  institutionMembers,
  programEntrepreneurs,
  programs,
  sessions,
  toolMentors,
  tools,
  users,
} from "../db/schema";

/** The tool with its program's institution, or null. */
export async function toolWithInstitution(db: Db, toolId: number) {
  const [row] = await db
    .select({ id: tools.id, programa_id: tools.programa_id, entidad_id: programs.entidad_id })
    .from(tools)
    .innerJoin(programs, eq(programs.id, tools.programa_id))
    .where(eq(tools.id, toolId))
    .limit(1);
  return row ?? null;
}

export async function isToolMentor(db: Db, toolId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: toolMentors.user_id })
    .from(toolMentors)
    .where(and(eq(toolMentors.mentoria_id, toolId), eq(toolMentors.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(target);
}

/** Whether the user belongs to one of these institutions. */
export async function memberOfAny(db: Db, userId: number, institutionIds: readonly number[]): Promise<boolean> {
  if (institutionIds.length === 0) return false;
  const shared = await db
    .select({ id: institutionMembers.entidad_id })
    .from(institutionMembers)
    .where(and(eq(institutionMembers.user_id, userId), inArray(institutionMembers.entidad_id, [...institutionIds])));
  return shared.length > 0;
}

export async function takesProgram(db: Db, programId: number, userId: number): Promise<boolean> {
  const [taking] = await db
    .select({ id: programEntrepreneurs.user_id })
    .from(programEntrepreneurs)
    .where(and(eq(programEntrepreneurs.programa_id, programId), eq(programEntrepreneurs.user_id, userId)))
    .limit(1);
  return Boolean(taking);
}

const programSessions = (programId: number) => and(eq(sessions.programa_id, programId), isNull(sessions.cancelado_at));

/** How many sessions of the program are not cancelled. */
export async function countProgramSessions(db: Db, programId: number): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)` })
    .from(sessions)
    .where(programSessions(programId));
  return counted?.n ?? 0;
}

/** Newest first: the page a reader opens shows the latest sessions, not those of years ago. */
export async function programSessionsPage(db: Db, programId: number, page: number) {
  return db
    .select()
    .from(sessions)
    .where(programSessions(programId))
    .orderBy(desc(sessions.fecha_inicio), desc(sessions.id))
    .limit(API_PAGE_SIZE)
    .offset((page - 1) * API_PAGE_SIZE);
}

const toolSessions = (toolId: number) => and(eq(sessions.mentoria_id, toolId), isNull(sessions.cancelado_at));

/** How many sessions of the tool are not cancelled. */
export async function countToolSessions(db: Db, toolId: number): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)` })
    .from(sessions)
    .where(toolSessions(toolId));
  return counted?.n ?? 0;
}

/** One page of the tool's sessions, in start order (the order of the unpaged list). */
export async function toolSessionsPage(db: Db, toolId: number, page: number) {
  return db
    .select()
    .from(sessions)
    .where(toolSessions(toolId))
    .orderBy(asc(sessions.fecha_inicio), asc(sessions.id))
    .limit(API_PAGE_SIZE)
    .offset((page - 1) * API_PAGE_SIZE);
}

export async function sessionHasActa(db: Db, sessionId: number): Promise<boolean> {
  const [withActa] = await db.select({ id: actas.id }).from(actas).where(eq(actas.evento_id, sessionId)).limit(1);
  return Boolean(withActa);
}

/** Its participants, mentors, files and links go with it (ON DELETE CASCADE). */
export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
