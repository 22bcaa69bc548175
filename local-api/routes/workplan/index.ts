// The /workplan group (issue 11; second spec › The calls it makes "Work plans, activities, observations") and the acta's
// activity (core spec › The calls it makes "Minutes": GET /acts/acts/{id}/activities/{activityId}/). Who may call what:
// services/workplan.ts and docs/api/plans.md.
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import {
  ACTIVITY_FILTERS,
  type ActivityFilter,
  activityActListSchema,
  activityBodySchema,
  activityCreateBodySchema,
  activityDoneBodySchema,
  activityListSchema,
  activitySchema,
  observationBodySchema,
  observationListSchema,
  observationSchema,
  workPlanBodySchema,
  workPlanListSchema,
  workPlanSchema,
} from "../../../app/api/contract/workplan";
import { requireAuth } from "../../auth";
import { type Db, isUniqueViolation } from "../../db/client";
import type { AppEnv } from "../../env";
import {
  ApiError,
  type FieldErrors,
  addFieldError,
  dataOrErrors,
  forbidden,
  notFound,
  parseJsonBody,
  readJson,
  validate,
  idParam,
} from "../../http";
import { programWithRole, requireProgramReader } from "../../services/programs";
import { requireSessionRole } from "../../services/session-access";
import {
  PLAN_MESSAGES,
  type ActivityRow,
  activitiesOfPlan,
  assertActivityEditor,
  institutionZone,
  isRealDate,
  matchesFilter,
  planOf,
  programMentorIds,
  requireActivity,
  requirePlan,
  serializeActivities,
  serializeObservations,
  serializePlan,
} from "../../services/workplan";
import {
  actaById,
  activitiesOfSession,
  activityById,
  actsOfActivity,
  deleteObservation,
  deletePlan,
  insertActivity,
  insertObservation,
  insertPlan,
  observationById,
  observationsOfActivity,
  planById,
  setActivityDone,
  updateActivity,
  updatePlanDescription,
} from "../../services/workplan-store";
import { nowInstant } from "../../../app/shared/clock-temporal";

const ID = /^[0-9]{1,9}$/;

/** A numeric query parameter, or a 400 on it. */
function idQuery(c: Context<AppEnv>, name: string, required: boolean): number | undefined {
  const value = c.req.query(name);
  if (value === undefined && !required) return undefined;
  if (!value || !ID.test(value) || Number(value) === 0)
    throw new ApiError(400, { [name]: ["Se requiere un número válido."] });
  return Number(value);
}

async function oneActivity(db: Db, row: ActivityRow) {
  const [activity] = await serializeActivities(db, [row]);
  return activitySchema.parse(activity);
}

/** Reads an activity body: trimmed name, real dates, end not before start, a mentor of the program. */
async function readActivity<S extends typeof activityBodySchema | typeof activityCreateBodySchema>(
  c: Context<AppEnv>,
  schema: S,
  programId: (data: z.output<S>) => Promise<number>,
) {
  const body = await readJson(c);
  const raw =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { data, errors } = validate(schema, { description: "", mentor: null, ...raw });
  const fieldErrors: FieldErrors = errors ?? {};
  if (data && !data.name.trim()) addFieldError(fieldErrors, "name", PLAN_MESSAGES.blank);
  for (const field of ["start", "end"] as const) {
    if (data && !fieldErrors[field] && !isRealDate(data[field]))
      addFieldError(fieldErrors, field, PLAN_MESSAGES.invalidDate);
  }
  if (data && !fieldErrors.start && !fieldErrors.end && data.end < data.start) {
    addFieldError(fieldErrors, "end", PLAN_MESSAGES.endBeforeStart);
  }
  const parsed = dataOrErrors(data, fieldErrors);
  const program = await programId(parsed);
  if (parsed.mentor !== null && !(await programMentorIds(c.get("db"), program)).has(parsed.mentor)) {
    throw new ApiError(400, { mentor: [PLAN_MESSAGES.notMentor(parsed.mentor)] });
  }
  return { ...parsed, name: parsed.name.trim(), description: parsed.description.trim() };
}

/** Reads a plan body (description trimmed and not blank) for the caller's own plan in a program. */
async function readPlanBody(c: Context<AppEnv>) {
  const body = await readJson(c);
  const { data, errors } = validate(workPlanBodySchema, body);
  const fieldErrors: FieldErrors = errors ?? {};
  if (data && !data.description.trim()) addFieldError(fieldErrors, "description", PLAN_MESSAGES.blank);
  const parsed = dataOrErrors(data, fieldErrors);
  if (parsed.user !== c.get("user").id) throw new ApiError(403, { detail: PLAN_MESSAGES.notYou });
  return { ...parsed, description: parsed.description.trim() };
}

export const workplanRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  // ---------------------------------------------------------------------------------------------
  // Plans
  .get("/workplan", async (c) => {
    const db = c.get("db");
    const program = idQuery(c, "program", true)!;
    const userId = idQuery(c, "user", false) ?? c.get("user").id;
    const { role } = await requireProgramReader(db, c.get("user"), program);
    if (userId !== c.get("user").id && !role.official && !role.mentor) throw forbidden();
    const plan = await planOf(db, userId, program);
    return c.json(workPlanListSchema.parse(plan ? [await serializePlan(db, plan)] : []));
  })
  .post("/workplan", async (c) => {
    const db = c.get("db");
    const body = await readPlanBody(c);
    const { role } = await programWithRole(db, body.user, body.program).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404)
        throw new ApiError(400, { program: [PLAN_MESSAGES.noPlan] });
      throw error;
    });
    if (!role.entrepreneur) throw new ApiError(403, { detail: PLAN_MESSAGES.notEntrepreneur });
    try {
      const created = await insertPlan(db, body);
      return c.json(workPlanSchema.parse(await serializePlan(db, created)), 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, { non_field_errors: [PLAN_MESSAGES.exists] });
      throw error;
    }
  })
  .put("/workplan/:id{[0-9]+}", async (c) => {
    const db = c.get("db");
    const body = await readPlanBody(c);
    if (body.program !== idParam(c)) throw new ApiError(400, { program: [PLAN_MESSAGES.otherProgram] });
    const plan = await planOf(db, body.user, body.program);
    if (!plan) throw notFound();
    const updated = await updatePlanDescription(db, plan.id, body.description);
    return c.json(workPlanSchema.parse(await serializePlan(db, updated)));
  })
  .delete("/workplan/:id{[0-9]+}", async (c) => {
    const db = c.get("db");
    const { plan, owner } = await requirePlan(db, c.get("user"), idParam(c));
    if (!owner) throw forbidden();
    await deletePlan(db, plan.id);
    return c.body(null, 204);
  })
  .get("/workplan/:id{[0-9]+}/activities", async (c) => {
    const db = c.get("db");
    const { plan } = await requirePlan(db, c.get("user"), idParam(c));
    const raw = c.req.query("filter") ?? "todas";
    if (!(ACTIVITY_FILTERS as readonly string[]).includes(raw)) {
      throw new ApiError(400, { filter: [PLAN_MESSAGES.filter(raw)] });
    }
    const filter = raw as ActivityFilter;
    const [rows, zone] = await Promise.all([activitiesOfPlan(db, plan.id), institutionZone(db, plan.programa_id)]);
    const now = nowInstant();
    const shown = rows.filter((row) => matchesFilter(row, filter, now, zone));
    return c.json(activityListSchema.parse(await serializeActivities(db, shown)));
  })
  // ---------------------------------------------------------------------------------------------
  // Activities
  .get("/activities", async (c) => {
    // The activities an acta of this session may link: those of its participants' plans in its program.
    const db = c.get("db");
    const event = idQuery(c, "event", true)!;
    const { session } = await requireSessionRole(db, c.get("user"), event, "mentor");
    const found = await activitiesOfSession(db, session);
    return c.json(activityListSchema.parse(await serializeActivities(db, found)));
  })
  .post("/activities", async (c) => {
    const db = c.get("db");
    const body = await readActivity(c, activityCreateBodySchema, async (data) => {
      const plan = await planById(db, data.workplan);
      if (!plan) throw new ApiError(400, { workplan: [PLAN_MESSAGES.noPlan] });
      const { owner } = await requirePlan(db, c.get("user"), plan.id);
      if (!owner) throw forbidden();
      return plan.programa_id;
    });
    return c.json(await oneActivity(db, await insertActivity(db, body.workplan, body)), 201);
  })
  .get("/activities/:id{[0-9]+}", async (c) => {
    const { activity } = await requireActivity(c.get("db"), c.get("user"), idParam(c));
    return c.json(await oneActivity(c.get("db"), activity));
  })
  .put("/activities/:id{[0-9]+}", async (c) => {
    const db = c.get("db");
    const access = await requireActivity(db, c.get("user"), idParam(c));
    assertActivityEditor(access);
    const body = await readActivity(c, activityBodySchema, async () => access.plan.programa_id);
    return c.json(await oneActivity(db, await updateActivity(db, access.activity.id, body)));
  })
  .patch("/activities/:id{[0-9]+}", async (c) => {
    const db = c.get("db");
    const access = await requireActivity(db, c.get("user"), idParam(c));
    assertActivityEditor(access);
    const { done } = await parseJsonBody(c, activityDoneBodySchema);
    return c.json(await oneActivity(db, await setActivityDone(db, access.activity.id, done)));
  })
  .get("/activities/:id{[0-9]+}/observations", async (c) => {
    const db = c.get("db");
    const { activity } = await requireActivity(db, c.get("user"), idParam(c));
    const rows = await observationsOfActivity(db, activity.id);
    return c.json(observationListSchema.parse(await serializeObservations(db, rows)));
  })
  .get("/activities/:id{[0-9]+}/acts", async (c) => {
    const db = c.get("db");
    const { activity } = await requireActivity(db, c.get("user"), idParam(c));
    return c.json(activityActListSchema.parse(await actsOfActivity(db, activity.id)));
  })
  // ---------------------------------------------------------------------------------------------
  // Observations
  .post("/observations", async (c) => {
    const db = c.get("db");
    const body = await readJson(c);
    const raw =
      typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    // The creator is the caller; the body's value is not trusted (and may be omitted).
    const { data, errors } = validate(observationBodySchema.omit({ creator: true }), { text: "", ...raw });
    const fieldErrors: FieldErrors = errors ?? {};
    if (data && !data.title.trim()) addFieldError(fieldErrors, "title", PLAN_MESSAGES.blank);
    const parsed = dataOrErrors(data, fieldErrors);
    if (!(await activityById(db, parsed.activity))) throw new ApiError(400, { activity: [PLAN_MESSAGES.noActivity] });
    const access = await requireActivity(db, c.get("user"), parsed.activity);
    assertActivityEditor(access);
    const created = await insertObservation(db, {
      activity: parsed.activity,
      creator: c.get("user").id,
      title: parsed.title.trim(),
      text: parsed.text.trim(),
    });
    const [observation] = await serializeObservations(db, [created]);
    return c.json(observationSchema.parse(observation), 201);
  })
  .delete("/observations/:id{[0-9]+}", async (c) => {
    const db = c.get("db");
    const row = await observationById(db, idParam(c));
    if (!row) throw notFound();
    const { owner } = await requireActivity(db, c.get("user"), row.activity_id);
    // Second spec › Roles and permissions: the entrepreneur deletes observations, their own.
    if (!owner || row.creator_id !== c.get("user").id) throw forbidden();
    await deleteObservation(db, row.id);
    return c.body(null, 204);
  });

/** GET /acts/acts/{id}/activities/{activityId}/: an activity the acta worked on (404 if it did not). */
export const actaActivityRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/acts/:id{[0-9]+}/activities/:activityId{[0-9]+}", async (c) => {
    const db = c.get("db");
    const acta = await actaById(db, idParam(c));
    if (!acta) throw notFound();
    await requireSessionRole(db, c.get("user"), acta.evento_id, "participant");
    const listed = z.array(z.number()).safeParse(JSON.parse(acta.activities));
    const activityId = idParam(c, "activityId");
    if (!listed.success || !listed.data.includes(activityId)) throw notFound();
    const row = await activityById(db, activityId);
    if (!row) throw notFound();
    return c.json(await oneActivity(db, row));
  });
