// Actas (minutes) of sessions (core spec › Entities and their fields "Acta", core spec › The calls it makes "Minutes"): GET /acts/acts/?event={id} (defined here),
// GET /acts/acts/{id}/, POST /acts/acts/ (201) and PUT /acts/acts/{id}/ (200). One acta per session; the
// session's mentors and staff write it, everyone in the session reads it. Recording an acta marks its
// assistants who are participants as present. docs/api/session-documents.md.
import { type SQL, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import { actaBodySchema, actaSchema } from "../../../app/api/contract/calendario";
import { requireAuth } from "../../auth";
import { type Db, isUniqueViolation } from "../../db/client";
import { actaAssistants, actas, sessionParticipants } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError, type FieldErrors, addFieldError, dataOrErrors, notFound, readJson, validate } from "../../http";
import { type SessionRow, requireSessionRole } from "../../services/session-access";
import { slices } from "../../services/programs";
import { activityIdsOfSession } from "../../services/workplan";
import { nowDate } from "../../../app/shared/clock";

export const ACTA_MESSAGES = {
  assistantsRequired: "Por favor seleccione al menos un asistente",
  summaryRequired: "Por favor ingrese el resumen de la reunión",
  assistantNotInSession: "Cada asistente debe ser participante o mentor de la sesión.",
  endBeforeStart: "La hora de finalización debe ser posterior a la hora de inicio.",
  alreadyExists: "Esta sesión ya tiene un acta; edítela.",
  otherEvent: "El acta pertenece a otra sesión.",
  activities: "Cada actividad debe ser un identificador positivo.",
  activityNotInSession: "Cada actividad debe ser del plan de trabajo de un participante de la sesión en su programa.",
} as const;

type ActaRow = typeof actas.$inferSelect;

async function serialize(db: Db, row: ActaRow) {
  const assistants = await db.all<{ id: number; first_name: string; last_name: string }>(sql`
    SELECT u.id, u.first_name, u.last_name FROM acta_asistentes a JOIN usuarios u ON u.id = a.user_id
    WHERE a.acta_id = ${row.id} ORDER BY u.first_name, u.last_name, u.id`);
  let activities: number[] = [];
  try {
    activities = z.array(z.number().int()).parse(JSON.parse(row.activities));
  } catch {
    activities = [];
  }
  return actaSchema.parse({
    id: row.id,
    event: row.evento_id,
    creator: row.creator_id,
    summary: row.summary,
    start_date: row.start_date,
    end_date: row.end_date,
    assistants,
    activities,
  });
}

/** The acta `id` and the caller's role on its session; 404 unknown, 403 below `least`. */
async function loadActa(c: Context<AppEnv>, least: "participant" | "mentor") {
  const db = c.get("db");
  const [row] = await db
    .select()
    .from(actas)
    .where(eq(actas.id, Number(c.req.param("id"))));
  if (!row) throw notFound();
  const { session } = await requireSessionRole(db, c.get("user"), row.evento_id, least);
  return { row, session };
}

/** Reads and checks an acta body against its session (the session's mentors and staff only). */
async function readActaBody(c: Context<AppEnv>, fixedSession?: SessionRow) {
  const db = c.get("db");
  const body = await readJson(c);
  const raw =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  // The creator is the caller; the body's value is not trusted (and may be omitted).
  const { data, errors } = validate(actaBodySchema.omit({ creator: true }), body);
  const fieldErrors: FieldErrors = errors ?? {};
  if (fieldErrors.assistants && (!Array.isArray(raw.assistants) || raw.assistants.length === 0)) {
    fieldErrors.assistants = [ACTA_MESSAGES.assistantsRequired];
  }
  if (typeof raw.summary !== "string" || !raw.summary.trim()) fieldErrors.summary = [ACTA_MESSAGES.summaryRequired];
  if (Array.isArray(raw.activities) && raw.activities.some((a) => !Number.isInteger(a) || (a as number) < 1)) {
    fieldErrors.activities = [ACTA_MESSAGES.activities];
  }
  if (data && data.end_date <= data.start_date && !fieldErrors.end_date) {
    addFieldError(fieldErrors, "end_date", ACTA_MESSAGES.endBeforeStart);
  }
  // The session: checked first for permission (403/404 before field errors of a session one may not touch).
  let session = fixedSession ?? null;
  if (!session && typeof raw.event === "number" && Number.isInteger(raw.event) && raw.event > 0) {
    session = (await requireSessionRole(db, c.get("user"), raw.event, "mentor")).session;
  }
  if (fixedSession && data && data.event !== fixedSession.id)
    addFieldError(fieldErrors, "event", ACTA_MESSAGES.otherEvent);
  if (session && data && !fieldErrors.assistants) {
    const ids = [...new Set(data.assistants)];
    const allowed = new Set(
      (
        await db.all<{ id: number }>(sql`
          SELECT user_id AS id FROM evento_participantes WHERE evento_id = ${session.id}
          UNION SELECT user_id FROM evento_mentores WHERE evento_id = ${session.id}
          UNION SELECT ${session.mentor_id}`)
      ).map((r) => r.id),
    );
    if (ids.some((id) => !allowed.has(id)))
      addFieldError(fieldErrors, "assistants", ACTA_MESSAGES.assistantNotInSession);
  }
  // Issue 11: an acta links only activities of its participants' work plans in the session's program.
  if (session && data?.activities?.length && !fieldErrors.activities) {
    const allowed = new Set(await activityIdsOfSession(db, session));
    if (data.activities.some((id) => !allowed.has(id)))
      addFieldError(fieldErrors, "activities", ACTA_MESSAGES.activityNotInSession);
  }
  const parsed = dataOrErrors(data, fieldErrors);
  return {
    session: session!,
    body: {
      ...parsed,
      summary: parsed.summary.trim(),
      assistants: [...new Set(parsed.assistants)],
      activities: [...new Set(parsed.activities ?? [])],
    },
  };
}

type ActaInput = Awaited<ReturnType<typeof readActaBody>>["body"];

/** The statements that list the assistants and mark those who are participants as present. */
function assistantWrites(db: Db, actaId: number | SQL, sessionId: number, body: ActaInput) {
  const writes = slices(body.assistants, 40).map((ids) =>
    db.insert(actaAssistants).values(ids.map((user_id) => ({ acta_id: actaId, user_id }))),
  );
  const attendance = slices(body.assistants, 80).map((ids) =>
    db
      .update(sessionParticipants)
      .set({ asistencia: true, cancelo_a_tiempo: false })
      .where(sql`evento_id = ${sessionId} AND user_id IN (${sql.join(ids, sql`, `)})`),
  );
  return [...writes, ...attendance];
}

export const actasRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/acts", async (c) => {
    const event = c.req.query("event");
    if (!event || !/^[0-9]{1,12}$/.test(event)) throw new ApiError(400, { event: ["Se requiere un número válido."] });
    const db = c.get("db");
    const { session } = await requireSessionRole(db, c.get("user"), Number(event), "participant");
    const rows = await db.select().from(actas).where(eq(actas.evento_id, session.id));
    return c.json(await Promise.all(rows.map((row) => serialize(db, row))));
  })
  .get("/acts/:id{[0-9]+}", async (c) => {
    const { row } = await loadActa(c, "participant");
    return c.json(await serialize(c.get("db"), row));
  })
  .post("/acts", async (c) => {
    const db = c.get("db");
    const { session, body } = await readActaBody(c);
    const values = {
      evento_id: session.id,
      creator_id: c.get("user").id,
      summary: body.summary,
      start_date: body.start_date,
      end_date: body.end_date,
      activities: JSON.stringify(body.activities),
    };
    let created: ActaRow | undefined;
    try {
      const newId = sql`(SELECT id FROM actas WHERE evento_id = ${session.id})`;
      const [insert, ...rest] = [db.insert(actas).values(values), ...assistantWrites(db, newId, session.id, body)];
      await db.batch([insert, ...rest]);
      [created] = await db.select().from(actas).where(eq(actas.evento_id, session.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, { event: [ACTA_MESSAGES.alreadyExists] });
      throw error;
    }
    return c.json(await serialize(db, created!), 201);
  })
  .put("/acts/:id{[0-9]+}", async (c) => {
    const db = c.get("db");
    const { row, session } = await loadActa(c, "mentor");
    const { body } = await readActaBody(c, session);
    await db.batch([
      db
        .update(actas)
        .set({
          summary: body.summary,
          start_date: body.start_date,
          end_date: body.end_date,
          activities: JSON.stringify(body.activities),
          updated_at: nowDate().toISOString(),
        })
        .where(eq(actas.id, row.id)),
      db.delete(actaAssistants).where(eq(actaAssistants.acta_id, row.id)),
      ...assistantWrites(db, row.id, session.id, body),
    ]);
    const [updated] = await db.select().from(actas).where(eq(actas.id, row.id));
    return c.json(await serialize(db, updated!));
  });
