// Work plans (issue 11; second spec › Entities and their fields, second spec › States and transitions, second spec › Roles and permissions, second spec › Business constants and limits): who may read or change a plan, an activity or an
// observation, their JSON bodies, progress and the activity filters.
//
// Readers of a plan: its entrepreneur, officials of the program's institution, mentors of the program.
// Only the entrepreneur changes the plan, creates activities and deletes (their own) observations; an
// activity's mentor edits it, toggles it and writes observations on it (second spec › Roles and permissions). Officials read.
import { Temporal } from "@js-temporal/polyfill";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ApiActivity, ApiObservation, ApiWorkPlan, ActivityFilter } from "../../app/api/contract/workplan";
import { TIME_ZONES } from "../../app/api/contract/time-zones";
import type { Db } from "../db/client";
import { activities, institutions, observations, programs, users, workPlans } from "../db/schema";
import type { UserRow } from "../env";
import { forbidden, notFound } from "../http";
import { programWithRole, slices } from "./programs";
import { API_ZONE, toApiWallClock } from "./slots";

export const PLAN_MESSAGES = {
  exists: "Este usuario ya tiene un plan de trabajo en este programa.",
  notEntrepreneur: "Solo un emprendedor del programa puede tener un plan de trabajo en él.",
  notYou: "Solo puede crear o editar su propio plan de trabajo.",
  otherProgram: "El plan de trabajo pertenece a otro programa.",
  notMentor: (id: number) => `El usuario ${id} no es mentor de este programa.`,
  endBeforeStart: "La fecha de finalización no puede ser anterior a la fecha de inicio.",
  invalidDate: "Introduzca una fecha válida.",
  blank: "Este campo no puede estar en blanco.",
  noPlan: "No existe un plan de trabajo con ese id.",
  noActivity: "No existe una actividad con ese id.",
  filter: (value: string) => `"${value.slice(0, 40)}" no es un filtro válido.`,
} as const;

/** Second spec › Business constants and limits: 'recent' is created within the last 2 days; 'due soon' ends within the next 2 days. */
export const ACTIVITY_WINDOW_DAYS = 2;

export type PlanRow = typeof workPlans.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type ObservationRow = typeof observations.$inferSelect;
export type PlanAccess = { plan: PlanRow; owner: boolean; official: boolean; mentor: boolean };

/** The caller's relation to a plan; 403 for anyone who may not read it. */
export async function planAccess(db: Db, user: UserRow, plan: PlanRow): Promise<PlanAccess> {
  const { role } = await programWithRole(db, user.id, plan.programa_id);
  const owner = plan.user_id === user.id;
  if (!owner && !role.official && !role.mentor) throw forbidden();
  return { plan, owner, official: role.official, mentor: role.mentor };
}

/** A plan by id and the caller's relation to it: 404 unknown, 403 not a reader. */
export async function requirePlan(db: Db, user: UserRow, id: number): Promise<PlanAccess> {
  const [plan] = await db.select().from(workPlans).where(eq(workPlans.id, id)).limit(1);
  if (!plan) throw notFound();
  return planAccess(db, user, plan);
}

/** An activity, its plan and the caller's relation to them: 404 unknown, 403 not a reader of the plan. */
export async function requireActivity(db: Db, user: UserRow, id: number) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  if (!row) throw notFound();
  const access = await requirePlan(db, user, row.plan_id);
  return { activity: row, ...access, activityMentor: row.mentor_id === user.id };
}

/** The plan's entrepreneur or the activity's mentor (second spec › Roles and permissions: edit, toggle, report); 403 otherwise. */
export function assertActivityEditor(access: { owner: boolean; activityMentor: boolean }) {
  if (!access.owner && !access.activityMentor) throw forbidden();
}

/** Progress of plans: share of activities done, 0-100 with two decimals (second spec › Business constants and limits); 0 without activities. */
export async function progressOf(db: Db, planIds: number[]): Promise<Map<number, number>> {
  const progress = new Map<number, number>();
  for (const ids of slices(planIds)) {
    const rows = await db
      .select({
        plan: activities.plan_id,
        total: sql<number>`count(*)`,
        done: sql<number>`sum(${activities.done})`,
      })
      .from(activities)
      .where(inArray(activities.plan_id, ids))
      .groupBy(activities.plan_id);
    for (const row of rows) {
      progress.set(row.plan, row.total ? Math.round((Number(row.done ?? 0) / row.total) * 10000) / 100 : 0);
    }
  }
  return progress;
}

/** Each entrepreneur's plan in a program, with its activities and those done (one statement, for a batch). */
export function progressByUserQuery(db: Db, programId: number, userIds: readonly number[]) {
  return db
    .select({
      user: workPlans.user_id,
      total: sql<number>`count(${activities.id})`,
      done: sql<number | null>`sum(${activities.done})`,
    })
    .from(workPlans)
    .leftJoin(activities, eq(activities.plan_id, workPlans.id))
    .where(and(eq(workPlans.programa_id, programId), inArray(workPlans.user_id, [...userIds])))
    .groupBy(workPlans.id);
}

/** progressByUserQuery's rows as user id → progress 0-100; a plan without activities is at 0, no plan absent. */
export function progressByUserOf(rows: readonly { user: number; total: number; done: number | null }[]) {
  return new Map(
    rows.map((row) => [row.user, row.total ? Math.round((Number(row.done ?? 0) / row.total) * 10000) / 100 : 0]),
  );
}

export async function serializePlan(db: Db, plan: PlanRow): Promise<ApiWorkPlan> {
  const [ids, progress] = await Promise.all([
    db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.plan_id, plan.id))
      .orderBy(asc(activities.id)),
    progressOf(db, [plan.id]),
  ]);
  return {
    id: plan.id,
    description: plan.description,
    user: plan.user_id,
    program: plan.programa_id,
    progress: progress.get(plan.id) ?? 0,
    activity_set: ids.map((row) => row.id),
  };
}

/** ISO UTC timestamp of the database → the API's Bogota wall-clock. */
function wallClockOf(iso: string): string {
  return toApiWallClock(Temporal.Instant.from(iso));
}

export async function serializeActivities(db: Db, rows: readonly ActivityRow[]): Promise<ApiActivity[]> {
  const mentorIds = [...new Set(rows.map((row) => row.mentor_id).filter((id): id is number => id !== null))];
  const mentors = new Map<number, { id: number; first_name: string; last_name: string }>();
  for (const ids of slices(mentorIds)) {
    const found = await db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(inArray(users.id, ids));
    for (const mentor of found) mentors.set(mentor.id, mentor);
  }
  return rows.map((row) => ({
    id: row.id,
    workplan: row.plan_id,
    name: row.name,
    description: row.description,
    mentor: row.mentor_id === null ? null : (mentors.get(row.mentor_id) ?? null),
    start: row.start,
    end: row.end,
    created_at: wallClockOf(row.created_at),
    done: row.done,
  }));
}

export async function serializeObservations(db: Db, rows: readonly ObservationRow[]): Promise<ApiObservation[]> {
  const creatorIds = [...new Set(rows.map((row) => row.creator_id).filter((id): id is number => id !== null))];
  const creators = new Map<number, NonNullable<ApiObservation["creator"]>>();
  for (const ids of slices(creatorIds)) {
    const found = await db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, img: users.img_usuario })
      .from(users)
      .where(inArray(users.id, ids));
    for (const { img, ...person } of found) creators.set(person.id, { ...person, img_usuario: img });
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    activity: row.activity_id,
    creator: row.creator_id === null ? null : (creators.get(row.creator_id) ?? null),
    created_at: wallClockOf(row.created_at),
  }));
}

/** The IANA zone of the program's institution (spec's zone code; Bogotá when unknown). */
export async function institutionZone(db: Db, programId: number): Promise<string> {
  const [row] = await db
    .select({ code: institutions.time_zone })
    .from(programs)
    .innerJoin(institutions, eq(institutions.id, programs.entidad_id))
    .where(eq(programs.id, programId));
  return TIME_ZONES.find((zone) => zone.code === row?.code)?.zone ?? API_ZONE;
}

/**
 * Second spec › States and transitions "Activity filters", in the institution's zone: finalizadas (done), pendientes (not done),
 * recientes (created within the last 2 days), por_vencer (ending today or within the next 2 days), todas.
 */
export function matchesFilter(row: ActivityRow, filter: ActivityFilter, now: Temporal.Instant, zone: string): boolean {
  switch (filter) {
    case "finalizadas":
      return row.done;
    case "pendientes":
      return !row.done;
    case "recientes":
      return (
        Temporal.Instant.compare(
          Temporal.Instant.from(row.created_at),
          now.subtract({ hours: 24 * ACTIVITY_WINDOW_DAYS }),
        ) >= 0
      );
    case "por_vencer": {
      const today = now.toZonedDateTimeISO(zone).toPlainDate();
      const last = today.add({ days: ACTIVITY_WINDOW_DAYS });
      return row.end >= today.toString() && row.end <= last.toString();
    }
    default:
      return true;
  }
}

/** Activities by end date, then start, then id (what comes due first on top). */
/**
 * The activities an acta of a session may link (core spec › Entities and their fields "Acta"): those of the plans, in the session's
 * program, of its participants (and its individual entrepreneur), in plan order. None outside a program.
 */
export async function activityIdsOfSession(
  db: Db,
  session: { id: number; programa_id: number | null; usuario_individual: number | null },
): Promise<number[]> {
  if (session.programa_id === null) return [];
  const rows = await db.all<{ id: number }>(sql`
    SELECT a.id FROM actividades a JOIN planes_trabajo p ON p.id = a.plan_id
    WHERE p.programa_id = ${session.programa_id} AND p.user_id IN (
      SELECT user_id FROM evento_participantes WHERE evento_id = ${session.id}
      UNION SELECT ${session.usuario_individual ?? null})
    ORDER BY a."end", a.id`);
  return rows.map((r) => r.id);
}

export async function activitiesOfPlan(db: Db, planId: number): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(eq(activities.plan_id, planId))
    .orderBy(asc(activities.end), asc(activities.start), asc(activities.id));
}

/** The mentors of the program's tools (user ids). */
export async function programMentorIds(db: Db, programId: number): Promise<Set<number>> {
  const rows = await db.all<{ id: number }>(sql`
    SELECT DISTINCT mm.user_id AS id FROM mentoria_mentores mm JOIN mentorias m ON m.id = mm.mentoria_id
    WHERE m.programa_id = ${programId}`);
  return new Set(rows.map((row) => row.id));
}

/** The plan of the user in the program, or undefined. */
export async function planOf(db: Db, userId: number, programId: number): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(workPlans)
    .where(and(eq(workPlans.user_id, userId), eq(workPlans.programa_id, programId)))
    .limit(1);
  return plan;
}

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export function isRealDate(value: string): boolean {
  try {
    Temporal.PlainDate.from(value, { overflow: "reject" });
    return /^\d{4}-\d{2}-\d{2}$/.test(value);
  } catch {
    return false;
  }
}
