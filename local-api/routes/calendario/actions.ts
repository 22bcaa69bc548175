// Session actions (core spec › The calls it makes "Sessions and calendar"; second spec › The calls it makes "Join event, video"): rating, attendance
// (with the optional acta file), starting the call, the recording, the transcript and the attendance report.
// Who may call what: services/session-access.ts and docs/api/session-documents.md.
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import {
  attendanceListSchema,
  attendanceReportSchema,
  mentorAbsenceSchema,
  ratingBodySchema,
  startCallSchema,
  videoSchema,
} from "../../../app/api/contract/calendario";
import { requireAuth } from "../../auth";
import { files, sessionParticipants, sessions } from "../../db/schema";
import type { AppEnv } from "../../env";
import {
  ApiError,
  type FieldErrors,
  addFieldError,
  dataOrErrors,
  detailError,
  forbidden,
  nowIso,
  readJson,
  validate,
} from "../../http";
import { type SessionRow, requireSessionRole } from "../../services/session-access";
import { attendanceOf } from "../../services/sessions";
import { NO_SHOW_MESSAGES, recordMentorAbsence } from "../../services/no-shows";
import {
  SESSION_FILE_PREFIX,
  hasEnded,
  meetingUrl,
  newSlug,
  readDocumentForm,
  readSessionFileField,
  storeFile,
  wallClockMs,
} from "../../services/session-docs";
import { nowDate, nowMs } from "../../../app/shared/clock";

export const ACTION_MESSAGES = {
  goalRequired: "Por favor marque si se cumplió o no el objetivo de la sesión",
  commentRequired: "Por favor déjanos tus comentarios",
  scoreRange: "Por favor califique la sesión con un puntaje de 1 a 5.",
  rateBeforeEnd: "Solo puedes calificar la sesión después de que termine.",
  ratedTwice: "Ya calificaste esta sesión.",
  rateNotParticipant: "Solo los participantes de la sesión pueden calificarla.",
  rateNotBuyer: "Solo quien compró la sesión puede calificarla.",
  rateAbsent: "Solo quienes asistieron a la sesión pueden calificarla.",
  notStarted: "La sesión aún no ha sido inicializada, por favor intente nuevamente en un momento",
  callOver: "La sesión ya terminó; la sala de la videollamada está cerrada.",
  unpaid: "La sesión aún no ha sido pagada.",
  noVideo: "Esta sesión no tiene grabación.",
  noTranscript: "No hay transcripción disponible para esta sesión.",
  noParticipants: "Esta sesión no tiene participantes.",
  notParticipant: "Cada asistente debe ser participante de la sesión.",
} as const;

/** The call stays open until one hour after the session's end. */
const CALL_GRACE_MS = 60 * 60 * 1000;

async function attendanceJson(c: Context<AppEnv>, session: SessionRow) {
  return attendanceListSchema.parse(await attendanceOf(c.get("db"), session));
}

function text(c: Context<AppEnv>, body: string, status: 200 | 400) {
  return c.body(body, status, { "Content-Type": "text/plain; charset=utf-8" });
}

/** POST /calendario/evento/calificar/{slug} (and /marketplace/calificar/evento/{slug}): a participant rates. */
export async function rateSession(c: Context<AppEnv>) {
  const db = c.get("db");
  const user = c.get("user");
  const { session } = await requireSessionRole(db, user, c.req.param("slug") ?? "", "participant");
  // Participants only (not the mentor or staff, even when they are also listed); marketplace: the buyer.
  if (session.marketplace) {
    if (session.comprador !== user.id) throw detailError(403, ACTION_MESSAGES.rateNotBuyer);
  } else {
    const [listed] = await db.all<{ ok: number }>(sql`
      SELECT (${session.usuario_individual ?? null} IS ${user.id}
        OR EXISTS (SELECT 1 FROM evento_participantes WHERE evento_id = ${session.id} AND user_id = ${user.id})) AS ok`);
    if (!listed?.ok || session.mentor_id === user.id) throw detailError(403, ACTION_MESSAGES.rateNotParticipant);
  }
  const body = await readJson(c);
  const { data, errors } = validate(ratingBodySchema, body);
  const fieldErrors: FieldErrors = {};
  const raw =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (errors?.puntaje) addFieldError(fieldErrors, "puntaje", ACTION_MESSAGES.scoreRange);
  if (errors?.goal_reached) addFieldError(fieldErrors, "goal_reached", ACTION_MESSAGES.goalRequired);
  if (typeof raw.comentario !== "string" || !raw.comentario.trim()) {
    addFieldError(fieldErrors, "comentario", ACTION_MESSAGES.commentRequired);
  } else if (errors?.comentario) fieldErrors.comentario = errors.comentario;
  if (errors?.non_field_errors) fieldErrors.non_field_errors = errors.non_field_errors;
  const rating = dataOrErrors(data, fieldErrors);
  if (!hasEnded(session)) throw detailError(400, ACTION_MESSAGES.rateBeforeEnd);
  // Issue 34 §5: a participant the attendance marks absent did not attend, so does not rate.
  const [absent] = await db.all<{ n: number }>(sql`
    SELECT 1 AS n FROM evento_participantes WHERE evento_id = ${session.id} AND user_id = ${user.id} AND asistencia = 0`);
  if (absent) throw detailError(400, ACTION_MESSAGES.rateAbsent);
  // Once per user and session, atomically (no unique index on calificaciones).
  const inserted = await db.run(sql`
    INSERT INTO calificaciones (mentor_id, autor_id, evento_id, puntaje, comentario, goal_reached, created_at)
    SELECT ${session.mentor_id}, ${user.id}, ${session.id}, ${rating.puntaje}, ${rating.comentario.trim()}, ${rating.goal_reached ? 1 : 0}, ${nowDate().toISOString()}
    WHERE NOT EXISTS (SELECT 1 FROM calificaciones WHERE evento_id = ${session.id} AND autor_id = ${user.id})`);
  if (!inserted.meta.changes) throw detailError(400, ACTION_MESSAGES.ratedTwice);
  return c.json(
    {
      evento: session.id,
      puntaje: rating.puntaje,
      comentario: rating.comentario.trim(),
      goal_reached: rating.goal_reached,
    },
    201,
  );
}

/** GET /calendario/evento/{slug}/iniciar (and /marketplace/iniciar/evento/{slug}): the call's URL. */
export async function startCall(c: Context<AppEnv>) {
  const db = c.get("db");
  const { session, role } = await requireSessionRole(db, c.get("user"), c.req.param("slug") ?? "", "participant");
  if (nowMs() > wallClockMs(session.fecha_fin) + CALL_GRACE_MS) throw detailError(400, ACTION_MESSAGES.callOver);
  if (role === "participant") {
    if (session.marketplace && session.estado !== "pagado") throw detailError(400, ACTION_MESSAGES.unpaid);
    if (!session.iniciado_at) throw detailError(400, ACTION_MESSAGES.notStarted);
  } else if (!session.iniciado_at) {
    await db
      .update(sessions)
      .set({ iniciado_at: nowIso() })
      .where(and(eq(sessions.id, session.id), sql`iniciado_at IS NULL`));
  }
  return c.json(startCallSchema.parse({ url_mentor: await meetingUrl(c, session) }));
}

// requireAuth per route: a `.use` here would also run for the other /calendario routes (the public feed).
/**
 * GET /calendario/evento/{slug}/video, and /video/marketplace for a marketplace session (second spec › The calls it makes): the
 * recording's URL; the marketplace path knows marketplace sessions only.
 */
async function recording(c: Context<AppEnv>, marketplace: boolean) {
  const { session } = await requireSessionRole(c.get("db"), c.get("user"), c.req.param("slug")!, "participant");
  if (marketplace && !session.marketplace) throw detailError(404, ACTION_MESSAGES.noVideo);
  // The recording is a URL (a public sample in the seed); other values (R2 keys) are not served yet.
  if (!session.video || !/^https?:\/\//i.test(session.video)) throw detailError(404, ACTION_MESSAGES.noVideo);
  return c.json(videoSchema.parse({ url_video: session.video }));
}

export const sessionActionRoutes = new Hono<AppEnv>()
  .post("/evento/calificar/:slug", requireAuth, rateSession)
  .put("/evento/:slug/asistencia/emprendedor", requireAuth, async (c) => {
    const db = c.get("db");
    const { session } = await requireSessionRole(db, c.get("user"), c.req.param("slug"), "mentor");
    const form = await readDocumentForm(c);
    const errors: FieldErrors = {};
    const participants = new Set((await attendanceOf(db, session)).map((row) => row.id));
    // `asistente`: present; `cancelo` (issue 29 §3): cancelled in time; every other participant: absent.
    const idsOf = (field: "asistente" | "cancelo") => {
      const ids = new Set<number>();
      for (const value of form.getAll(field)) {
        const id = typeof value === "string" && /^[0-9]{1,12}$/.test(value.trim()) ? Number(value) : NaN;
        if (!participants.has(id)) {
          if (!errors[field]) addFieldError(errors, field, ACTION_MESSAGES.notParticipant);
        } else ids.add(id);
      }
      return ids;
    };
    const present = idsOf("asistente");
    const cancelled = idsOf("cancelo");
    if ([...cancelled].some((id) => present.has(id))) addFieldError(errors, "cancelo", NO_SHOW_MESSAGES.bothStates);
    const acta = await readSessionFileField(form, "acta", errors, false);
    if (Object.keys(errors).length) throw new ApiError(400, errors);
    const writes = [];
    const inList = (ids: Set<number>) => sql`user_id IN (${sql.join([0, ...ids], sql`, `)})`;
    writes.push(
      db
        .update(sessionParticipants)
        .set({
          asistencia: sql`CASE WHEN ${inList(present)} THEN 1 ELSE 0 END`,
          cancelo_a_tiempo: sql`CASE WHEN ${inList(cancelled)} THEN 1 ELSE 0 END`,
        })
        .where(eq(sessionParticipants.evento_id, session.id)),
    );
    if (acta) {
      const key = await storeFile(c, SESSION_FILE_PREFIX, acta);
      // The acta file is also a session file named 'Acta'; a new one replaces the previous one.
      if (session.acta_archivo) {
        writes.push(
          db
            .update(files)
            .set({ activo: false })
            .where(and(eq(files.evento_id, session.id), eq(files.archivo, session.acta_archivo))),
        );
      }
      writes.push(db.update(sessions).set({ acta_archivo: key }).where(eq(sessions.id, session.id)));
      writes.push(
        db.insert(files).values({
          slug: newSlug(),
          nombre: "Acta",
          archivo: key,
          content_type: acta.type,
          size: acta.bytes.byteLength,
          creador_id: c.get("user").id,
          evento_id: session.id,
        }),
      );
    }
    await db.batch(writes as [(typeof writes)[number], ...(typeof writes)[number][]]);
    return c.json(await attendanceJson(c, session));
  })
  .post("/evento/:slug/mentor-ausente", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const { session, role } = await requireSessionRole(db, user, c.req.param("slug"), "participant");
    // The session's participants and its institution's staff; never its mentors (the one reported included).
    if (role === "mentor" || session.mentor_id === user.id) throw forbidden();
    if (nowMs() < wallClockMs(session.fecha_inicio)) throw detailError(400, NO_SHOW_MESSAGES.notStarted);
    return c.json(mentorAbsenceSchema.parse(await recordMentorAbsence(db, session, user.id)), 201);
  })
  .get("/evento/:slug/iniciar", requireAuth, startCall)
  .get("/evento/:slug/video", requireAuth, (c) => recording(c, false))
  .get("/evento/:slug/video/marketplace", requireAuth, (c) => recording(c, true))
  .get("/get_transcrtip/:id{[0-9]+}", requireAuth, async (c) => {
    const { session } = await requireSessionRole(c.get("db"), c.get("user"), c.req.param("id"), "participant");
    if (!session.transcripcion) return text(c, ACTION_MESSAGES.noTranscript, 400);
    return text(c, session.transcripcion, 200);
  })
  .get("/get_user_report/:id{[0-9]+}", requireAuth, async (c) => {
    const { session } = await requireSessionRole(c.get("db"), c.get("user"), c.req.param("id"), "mentor");
    const rows = await attendanceOf(c.get("db"), session);
    if (rows.length === 0) return text(c, ACTION_MESSAGES.noParticipants, 400);
    return c.json(
      attendanceReportSchema.parse(
        rows.map((row) => ({
          nombre: row.first_name,
          apellido: row.last_name,
          email: row.email,
          asistencia: row.asistencia,
          estado_asistencia: row.estado_asistencia,
          evento: session.nombre,
          fecha_inicio: session.fecha_inicio,
          fecha_fin: session.fecha_fin,
        })),
      ),
    );
  });
