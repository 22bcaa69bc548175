// REST contract of work plans, activities and observations (second spec › Entities and their fields "Work plan", "Activity",
// "Observation", second spec › States and transitions "Activity filters", second spec › The calls it makes "Work plans, activities, observations"; core spec › The calls it makes "Minutes").
// Shared by the app's API client and the local API; keep the API's own field names. docs/api/plans.md.
import { z } from "zod";

const wallClock = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Second spec › Entities and their fields "Work plan". `progress`: share of its activities done, 0-100 with two decimals. */
export const workPlanSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  user: z.number().int(),
  program: z.number().int(),
  progress: z.number(),
  activity_set: z.array(z.number().int()),
});
export type ApiWorkPlan = z.infer<typeof workPlanSchema>;
export const workPlanListSchema = z.array(workPlanSchema);

/** POST /workplan/workplan/ (201) and PUT /workplan/workplan/{programId}/ (200). */
export const workPlanBodySchema = z.object({
  description: z.string().min(1).max(2000),
  user: z.number().int().positive(),
  program: z.number().int().positive(),
});
export type WorkPlanBody = z.infer<typeof workPlanBodySchema>;

export { ACTIVITY_FILTERS, type ActivityFilter } from "./workplan-constants";

const personRef = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** Second spec › Entities and their fields "Activity" (+ `workplan`, the plan it belongs to). */
export const activitySchema = z.object({
  id: z.number().int(),
  workplan: z.number().int(),
  name: z.string(),
  description: z.string(),
  mentor: personRef.nullable(),
  start: isoDate,
  end: isoDate,
  created_at: wallClock,
  done: z.boolean(),
});
export type ApiActivity = z.infer<typeof activitySchema>;
export const activityListSchema = z.array(activitySchema);

/** PUT /workplan/activities/{id}/ (200); POST /workplan/activities/ (201) adds `workplan`. Defined here. */
export const activityBodySchema = z.object({
  name: z.string().min(1).max(200),
  description: z.string().max(2000),
  mentor: z.number().int().positive().nullable(),
  start: isoDate,
  end: isoDate,
});
export type ActivityBody = z.infer<typeof activityBodySchema>;
export const activityCreateBodySchema = activityBodySchema.extend({ workplan: z.number().int().positive() });
export type ActivityCreateBody = z.infer<typeof activityCreateBodySchema>;

/** PATCH /workplan/activities/{id}/ (200, defined here): marks it done or pending. */
export const activityDoneBodySchema = z.object({ done: z.boolean() });

/** Second spec › Entities and their fields "Observation". */
export const observationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  activity: z.number().int(),
  creator: personRef.extend({ img_usuario: z.string().nullable() }).nullable(),
  created_at: wallClock,
});
export type ApiObservation = z.infer<typeof observationSchema>;
export const observationListSchema = z.array(observationSchema);

/** POST /workplan/observations/ (201): text optional, title required; `creator` is the caller. */
export const observationBodySchema = z.object({
  title: z.string().min(1).max(200),
  text: z.string().max(5000),
  activity: z.number().int().positive(),
  creator: z.number().int(),
});
export type ObservationBody = z.infer<typeof observationBodySchema>;

/** GET /workplan/activities/{id}/acts/ (defined here): the sessions whose actas worked on the activity. */
export const activityActSchema = z.object({
  id: z.number().int(),
  event: z.number().int(),
  slug: z.string(),
  nombre: z.string(),
  fecha_inicio: wallClock,
});
export const activityActListSchema = z.array(activityActSchema);
