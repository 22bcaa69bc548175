// Calls of work plans, activities and observations (second spec › The calls it makes "Work plans, activities, observations";
// core spec › The calls it makes "Minutes"). Paths marked "defined here" are this app's (docs/api/plans.md).
import type { ApiClient } from "./client.server";
import {
  activityActListSchema,
  activityListSchema,
  activitySchema,
  observationListSchema,
  observationSchema,
  workPlanListSchema,
  workPlanSchema,
  type ActivityBody,
  type ActivityCreateBody,
  type ActivityFilter,
  type ObservationBody,
  type WorkPlanBody,
} from "./contract/workplan";

export function workplanApi(client: ApiClient) {
  return {
    /** GET /workplan/workplan/?program={id}&user={id} (defined here): the user's plan in the program, if any. */
    async planOf(programId: number, userId: number) {
      const plans = await client.get(`/workplan/workplan/?program=${programId}&user=${userId}`, workPlanListSchema);
      return plans[0] ?? null;
    },
    create(body: WorkPlanBody) {
      return client.send("POST", "/workplan/workplan/", { json: body }, workPlanSchema);
    },
    /** PUT /workplan/workplan/{programId}/: the caller's plan in that program. */
    update(programId: number, body: WorkPlanBody) {
      return client.send("PUT", `/workplan/workplan/${programId}/`, { json: body }, workPlanSchema);
    },
    remove(id: number) {
      return client.send("DELETE", `/workplan/workplan/${id}/`, undefined, null);
    },
    /** GET /workplan/workplan/{id}/activities/?filter= (defined here). */
    activities(planId: number, filter: ActivityFilter) {
      return client.get(`/workplan/workplan/${planId}/activities/?filter=${filter}`, activityListSchema);
    },
    /** GET /workplan/activities/?event={id} (defined here): what an acta of that session may link. */
    activitiesOfSession(sessionId: number) {
      return client.get(`/workplan/activities/?event=${sessionId}`, activityListSchema);
    },
    activity(id: number) {
      return client.get(`/workplan/activities/${id}/`, activitySchema);
    },
    createActivity(body: ActivityCreateBody) {
      return client.send("POST", "/workplan/activities/", { json: body }, activitySchema);
    },
    updateActivity(id: number, body: ActivityBody) {
      return client.send("PUT", `/workplan/activities/${id}/`, { json: body }, activitySchema);
    },
    /** PATCH /workplan/activities/{id}/ (defined here): 'Completada' or 'Pendiente'. */
    setDone(id: number, done: boolean) {
      return client.send("PATCH", `/workplan/activities/${id}/`, { json: { done } }, activitySchema);
    },
    observations(activityId: number) {
      return client.get(`/workplan/activities/${activityId}/observations/`, observationListSchema);
    },
    /** GET /workplan/activities/{id}/acts/ (defined here): sessions whose actas worked on it. */
    acts(activityId: number) {
      return client.get(`/workplan/activities/${activityId}/acts/`, activityActListSchema);
    },
    createObservation(body: ObservationBody) {
      return client.send("POST", "/workplan/observations/", { json: body }, observationSchema);
    },
    removeObservation(id: number) {
      return client.send("DELETE", `/workplan/observations/${id}/`, undefined, null);
    },
  };
}
