// The /workplan group's reads and writes of plans, activities and observations; the routes parse the body,
// check who may act (services/workplan.ts) and serialise.
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { activities, actas, observations, workPlans } from "../db/schema";
import { slices } from "./programs";
import { type ActivityRow, type PlanRow, activityIdsOfSession } from "./workplan";

type ActivityFields = {
  name: string;
  description: string;
  mentor: number | null;
  start: string;
  end: string;
};

export async function insertPlan(db: Db, plan: { user: number; program: number; description: string }) {
  const [created] = await db
    .insert(workPlans)
    .values({ user_id: plan.user, programa_id: plan.program, description: plan.description })
    .returning();
  return created!;
}

export async function updatePlanDescription(db: Db, id: number, description: string) {
  const [updated] = await db.update(workPlans).set({ description }).where(eq(workPlans.id, id)).returning();
  return updated!;
}

/** Its activities and their observations go with it (ON DELETE CASCADE). */
export async function deletePlan(db: Db, id: number) {
  await db.delete(workPlans).where(eq(workPlans.id, id));
}

export async function planById(db: Db, id: number): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(workPlans).where(eq(workPlans.id, id));
  return plan;
}

/** The activities an acta of this session may link, in the order of `activityIdsOfSession`: two queries. */
export async function activitiesOfSession(
  db: Db,
  session: Parameters<typeof activityIdsOfSession>[1],
): Promise<ActivityRow[]> {
  const ids = await activityIdsOfSession(db, session);
  const batches = await Promise.all(
    slices(ids).map((slice) => db.select().from(activities).where(inArray(activities.id, slice))),
  );
  const byId = new Map(batches.flat().map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function activityById(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row;
}

export async function insertActivity(db: Db, planId: number, body: ActivityFields) {
  const [created] = await db
    .insert(activities)
    .values({
      plan_id: planId,
      name: body.name,
      description: body.description,
      mentor_id: body.mentor,
      start: body.start,
      end: body.end,
    })
    .returning();
  return created!;
}

export async function updateActivity(db: Db, id: number, body: ActivityFields) {
  const [updated] = await db
    .update(activities)
    .set({ name: body.name, description: body.description, mentor_id: body.mentor, start: body.start, end: body.end })
    .where(eq(activities.id, id))
    .returning();
  return updated!;
}

export async function setActivityDone(db: Db, id: number, done: boolean) {
  const [updated] = await db.update(activities).set({ done }).where(eq(activities.id, id)).returning();
  return updated!;
}

/** Newest first. */
export async function observationsOfActivity(db: Db, activityId: number) {
  return db
    .select()
    .from(observations)
    .where(eq(observations.activity_id, activityId))
    .orderBy(desc(observations.created_at), desc(observations.id));
}

/** The actas that worked on an activity, newest session first. */
export async function actsOfActivity(db: Db, activityId: number) {
  return db.all<{ id: number; event: number; slug: string; nombre: string; fecha_inicio: string }>(sql`
      SELECT a.id, e.id AS event, e.slug, e.nombre, e.fecha_inicio FROM actas a JOIN eventos e ON e.id = a.evento_id
      WHERE EXISTS (SELECT 1 FROM json_each(a.activities) j WHERE j.value = ${activityId})
      ORDER BY e.fecha_inicio DESC, a.id`);
}

export async function insertObservation(
  db: Db,
  observation: { activity: number; creator: number; title: string; text: string },
) {
  const [created] = await db
    .insert(observations)
    .values({
      activity_id: observation.activity,
      creator_id: observation.creator,
      title: observation.title,
      text: observation.text,
    })
    .returning();
  return created!;
}

export async function observationById(db: Db, id: number) {
  const [row] = await db.select().from(observations).where(eq(observations.id, id));
  return row;
}

export async function deleteObservation(db: Db, id: number) {
  await db.delete(observations).where(eq(observations.id, id));
}

export async function actaById(db: Db, id: number) {
  const [acta] = await db.select().from(actas).where(eq(actas.id, id));
  return acta;
}
