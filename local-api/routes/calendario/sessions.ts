// Sessions: reads (/calendario/…), institution writes (/zoom_master/event), mentor writes (/entity/…),
// the entrepreneur booking (/calendario/crear/evento/dispo) and calendar feeds. Owner: the sessions API.
// Who may call what, bodies and errors: docs/api/sessions.md. Permission checks: services/session-access.ts.
import { and, eq, inArray, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  type SessionType,
  attendanceListSchema,
  calendarFeedSchema,
  mentorSessionBodySchema,
  sessionBodySchema,
  sessionDayCountListSchema,
  sessionDayListSchema,
  sessionListSchema,
  sessionPageSchema,
  sessionSchema,
  suggestionSchema,
} from "../../../app/api/contract/calendario";
import { requireAuth } from "../../auth";
import { generateToken } from "../../crypto";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import type { AppEnv, UserRow } from "../../env";
import {
  ApiError,
  type FieldErrors,
  addFieldError,
  dataOrErrors,
  detailError,
  fieldError,
  forbidden,
  notFound,
  readJson,
  validate,
  idParam,
} from "../../http";
import { API_PAGE_SIZE } from "../../../app/api/contract/people";
import { availabilityRowsOf } from "../../services/availability";
import { checkPageInRange, pageOf, parsePageParam } from "../../pagination";
import { checkMembers, idsOf, officialInstitutions, requireProgramReader } from "../../services/programs";
import { type SessionRow, requireSessionRole } from "../../services/session-access";
import {
  SESSION_MESSAGES,
  SESSION_TEMA,
  type SessionValues,
  attendanceOf,
  busyOfMentor,
  dateRange,
  feedSessionsOfUser,
  findSessions,
  insertSessionIfFree,
  mentorOf,
  newSlug,
  participantOf,
  serializeSessions,
  sessionsOfUser,
  updateSessionIfFree,
} from "../../services/sessions";
import {
  dayCountsOfUser,
  daysOfUser,
  firstOfEachDay,
  pageOfUser,
  readDayQuery,
  readPerDay,
} from "../../services/calendar-days";
import {
  API_ZONE,
  type AvailabilityInput,
  alternatives,
  isFree,
  onSlotBoundary,
  parseApiWallClock,
  parseDate,
  wholeDays,
} from "../../services/slots";
import { requireToolReader } from "../../services/tools";
import { feedOwner, liveFeedToken, replaceFeedToken, revokeFeedTokens } from "../../services/calendar-feeds";
import {
  countProgramSessions,
  countToolSessions,
  deleteSession,
  isToolMentor,
  memberOfAny,
  programSessionsPage,
  toolSessionsPage,
  sessionHasActa,
  takesProgram,
  toolWithInstitution,
  userExists,
} from "../../services/session-lookups";
import { nowInstant, todayIn } from "../../../app/shared/clock-temporal";

async function list(c: Context<AppEnv>, rows: SessionRow[]) {
  return c.json(sessionListSchema.parse(await serializeSessions(c.get("db"), rows, c.get("user"))));
}

export async function one(c: Context<AppEnv>, row: SessionRow, status: 200 | 201 = 200) {
  const [session] = await serializeSessions(c.get("db"), [row], c.get("user"));
  return c.json(sessionSchema.parse(session), status);
}

function rawObject(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Replaces the generic "required" errors of these fields with the spec's messages. */
function requiredMessages(raw: Record<string, unknown>, errors: FieldErrors, messages: Record<string, string>) {
  for (const [field, message] of Object.entries(messages)) {
    if (blank(raw[field])) errors[field] = [message];
  }
}

/** Real wall-clock values on 30-minute boundaries with the end after the start. */
function checkTimes(raw: Record<string, unknown>, errors: FieldErrors) {
  for (const field of ["fecha_inicio", "fecha_fin"] as const) {
    const value = raw[field];
    if (errors[field] || typeof value !== "string") continue;
    if (!parseApiWallClock(value)) errors[field] = [SESSION_MESSAGES.invalidDate];
    else if (!onSlotBoundary(value)) errors[field] = [SESSION_MESSAGES.halfHour];
  }
  if (
    !errors.fecha_inicio &&
    !errors.fecha_fin &&
    typeof raw.fecha_inicio === "string" &&
    typeof raw.fecha_fin === "string" &&
    raw.fecha_fin <= raw.fecha_inicio
  ) {
    errors.fecha_fin = [SESSION_MESSAGES.endAfterStart];
  }
}

/** 409 with the spec's suggestion body: up to two alternatives of the same duration, or none. */
export function conflict(date: string, found: { inicio: string; fin: string }[]): never {
  const [first, second] = found;
  const body = suggestionSchema.parse({
    fecha: date,
    hora1_inicio: first?.inicio ?? null,
    hora1_fin: first?.fin ?? null,
    hora2_inicio: second?.inicio ?? null,
    hora2_fin: second?.fin ?? null,
    warning: first ? SESSION_MESSAGES.unavailable : SESSION_MESSAGES.noSlots,
  });
  throw new ApiError(409, body as unknown as FieldErrors);
}

export function nextDate(date: string): string {
  return parseDate(date)?.add({ days: 1 }).toString() ?? date;
}

/** A double-booking of the mentor (institution and mentor writes): alternatives ignore availability. */
async function mentorConflict(
  db: Db,
  mentorId: number,
  request: { fecha_inicio: string; fecha_fin: string },
  exceptId?: number,
): Promise<never> {
  const date = request.fecha_inicio.slice(0, 10);
  const busy = await busyOfMentor(db, mentorId, date, nextDate(nextDate(date)), exceptId);
  conflict(date, alternatives({ availability: wholeDays([date, nextDate(date)]), busy, now: nowInstant() }, request));
}

// -------------------------------------------------------------------------------------------------
// Institution body (POST / PUT /zoom_master/event)

type InstitutionBody = {
  values: Omit<SessionValues, "slug" | "creador">;
  participants: number[];
  mentors: number[];
};

async function readInstitutionBody(c: Context<AppEnv>, existing: SessionRow | null): Promise<InstitutionBody> {
  const db = c.get("db");
  const user = c.get("user");
  const body = await readJson(c);
  const raw = rawObject(body);
  const { data, errors: zodErrors } = validate(sessionBodySchema, body);
  const errors: FieldErrors = zodErrors ?? {};
  requiredMessages(raw, errors, {
    nombre: SESSION_MESSAGES.nombre,
    fecha_inicio: SESSION_MESSAGES.fechaInicio,
    fecha_fin: SESSION_MESSAGES.fechaFin,
    mentor: SESSION_MESSAGES.mentor,
    tipo: SESSION_MESSAGES.tipo,
  });
  checkTimes(raw, errors);

  // The institution: the tool's (one of the caller's), the session's on edit, else the caller's first.
  const mine = await officialInstitutions(db, user.id);
  let entidadId = existing?.entidad_id ?? mine[0] ?? null;
  let programaId: number | null = null;
  const toolId = typeof raw.mentoria === "number" && Number.isInteger(raw.mentoria) ? raw.mentoria : null;
  if (toolId !== null && !errors.mentoria) {
    const tool = await toolWithInstitution(db, toolId);
    if (!tool || !mine.includes(tool.entidad_id) || (existing && tool.entidad_id !== existing.entidad_id)) {
      addFieldError(errors, "mentoria", SESSION_MESSAGES.notInstitutionTool);
    } else {
      entidadId = tool.entidad_id;
      programaId = tool.programa_id;
    }
  }
  if (entidadId === null) throw forbidden();

  if (!errors.mentor && typeof raw.mentor === "number") {
    await checkMembers(db, entidadId, "mentor", [raw.mentor], "mentor", errors);
  }
  const extraMentors = Array.isArray(raw.mentores) && !errors.mentores ? idsOf(raw.mentores, "mentores", errors) : [];
  if (!errors.mentores && extraMentors.length) {
    await checkMembers(db, entidadId, "mentor", extraMentors, "mentores", errors);
  }
  const tipo = typeof raw.tipo === "string" && !errors.tipo ? (raw.tipo as SessionType) : null;
  let participants: number[] = [];
  if (tipo === "Individual") {
    if (typeof raw.usuario_individual !== "number") {
      if (!errors.usuario_individual) errors.usuario_individual = [SESSION_MESSAGES.individualRequired];
    } else if (!errors.usuario_individual) {
      participants = [raw.usuario_individual];
      await checkMembers(db, entidadId, "emprendedor", participants, "usuario_individual", errors);
    }
  } else if (tipo) {
    participants =
      Array.isArray(raw.sub_grupo) && !errors.sub_grupo ? idsOf(raw.sub_grupo, "sub_grupo", errors, 300) : [];
    if (participants.length === 0 && !errors.sub_grupo) errors.sub_grupo = [SESSION_MESSAGES.participantsRequired];
    else if (!errors.sub_grupo) await checkMembers(db, entidadId, "emprendedor", participants, "sub_grupo", errors);
  }
  const valid = dataOrErrors(data, errors);
  return {
    values: {
      nombre: valid.nombre.trim() || valid.nombre,
      tema: existing ? (valid.tema ?? existing.tema) : SESSION_TEMA,
      tipo: valid.tipo,
      fecha_inicio: valid.fecha_inicio,
      fecha_fin: valid.fecha_fin,
      mentor_id: valid.mentor,
      mentoria_id: valid.mentoria === null ? null : toolId,
      programa_id: valid.mentoria === null ? null : programaId,
      entidad_id: entidadId,
      usuario_individual: valid.tipo === "Individual" ? (valid.usuario_individual ?? null) : null,
      visibility: valid.visibility,
      asistentes_max: valid.asistentes_max ?? existing?.asistentes_max ?? 1,
      cuenta_zoom: valid.cuenta_zoom === undefined ? (existing?.cuenta_zoom ?? null) : valid.cuenta_zoom,
    },
    participants,
    mentors: extraMentors.filter((id) => id !== valid.mentor),
  };
}

// -------------------------------------------------------------------------------------------------
// Mentor edit and entrepreneur booking bodies (PUT /entity/events/{slug}, POST /calendario/crear/evento/dispo)

async function readMentorBody(c: Context<AppEnv>, messages: { nombre: string }) {
  const body = await readJson(c);
  const raw = rawObject(body);
  const { data, errors: zodErrors } = validate(mentorSessionBodySchema, body);
  const errors: FieldErrors = zodErrors ?? {};
  requiredMessages(raw, errors, {
    nombre: messages.nombre,
    fecha_inicio: SESSION_MESSAGES.fechaInicio,
    fecha_fin: SESSION_MESSAGES.fechaFin,
    mentor: SESSION_MESSAGES.mentor,
    mentoria: SESSION_MESSAGES.mentoria,
  });
  checkTimes(raw, errors);
  if (
    !errors.date &&
    !errors.fecha_inicio &&
    typeof raw.date === "string" &&
    typeof raw.fecha_inicio === "string" &&
    !raw.fecha_inicio.startsWith(raw.date)
  ) {
    errors.date = [SESSION_MESSAGES.dateMismatch];
  }
  if (!errors.date && typeof raw.date === "string" && !parseDate(raw.date)) {
    errors.date = [SESSION_MESSAGES.invalidDay];
  }
  const valid = dataOrErrors(data, errors);
  return { ...valid, nombre: valid.nombre.trim() || valid.nombre, mentoria: valid.mentoria! };
}

export async function mentorAvailability(db: Db, mentorId: number): Promise<AvailabilityInput[]> {
  return (await availabilityRowsOf(db, mentorId)).map((row) => ({
    date: row.date,
    semanal: row.semanal,
    string_availability: row.string_availability,
    zona: row.zona,
  }));
}

// -------------------------------------------------------------------------------------------------
// Routes

export const sessionRoutes = new Hono<AppEnv>()
  .get("/", requireAuth, async (c) => {
    const perDay = readPerDay(c.req.query("por_dia"));
    const query = (name: string) => c.req.query(name);
    if (perDay !== undefined) {
      // Bounded (issue 31): the first `por_dia` sessions of each day of `zona` in a range of at most 62 days.
      const range = readDayQuery(query, true);
      return list(c, await firstOfEachDay(c.get("db"), c.get("user").id, range, perDay));
    }
    if (c.req.query("zona"))
      return list(c, await sessionsOfUser(c.get("db"), c.get("user").id, readDayQuery(query, false).where));
    const desde = c.req.query("desde") || undefined;
    const hasta = c.req.query("hasta") || undefined;
    const errors: FieldErrors = {};
    if (desde !== undefined && !parseDate(desde)) addFieldError(errors, "desde", SESSION_MESSAGES.invalidDay);
    if (hasta !== undefined && !parseDate(hasta)) addFieldError(errors, "hasta", SESSION_MESSAGES.invalidDay);
    if (Object.keys(errors).length) throw new ApiError(400, errors);
    return list(c, await sessionsOfUser(c.get("db"), c.get("user").id, dateRange(desde, hasta)));
  })
  // Issue 31: per day of `zona`, how many of the caller's sessions start on it (the "+N más" of a month grid) and,
  // with `por_dia`, its first N sessions: a month grid in one call.
  .get("/dias", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const perDay = readPerDay(c.req.query("por_dia"));
    const range = readDayQuery((name) => c.req.query(name), true);
    if (perDay === undefined) return c.json(sessionDayCountListSchema.parse(await dayCountsOfUser(db, user.id, range)));
    return c.json(sessionDayListSchema.parse(await daysOfUser(db, user.id, range, perDay)));
  })
  // Issue 31: the caller's sessions of a range (days of `zona`), 15 a page in start order (day view, agenda).
  .get("/pagina", requireAuth, async (c) => {
    const db = c.get("db");
    const range = readDayQuery((name) => c.req.query(name), false);
    const page = parsePageParam(c.req.query("page"));
    // The light read of every start (as for the counts), then the page's rows: a count(*) of this condition and an
    // OFFSET read beside it crashed workerd's local D1 under load (the bench; see calendar-days.ts).
    const { count: total, rows } = await pageOfUser(
      db,
      c.get("user").id,
      range,
      (page - 1) * API_PAGE_SIZE,
      API_PAGE_SIZE,
    );
    checkPageInRange(page, total);
    const results = await serializeSessions(db, rows, c.get("user"));
    return c.json(sessionPageSchema.parse(pageOf(c.req.url, page, total, results)));
  })
  // The caller's sessions that have a tool, as mentor.
  .get("/evento/mentoria/mentor", requireAuth, async (c) => {
    const userId = c.get("user").id;
    return list(c, await findSessions(c.get("db"), and(mentorOf(userId), sql`${sessions.mentoria_id} IS NOT NULL`)));
  })
  .get("/evento/mentoria/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const tool = await requireToolReader(db, c.get("user"), idParam(c));
    // Issue 31: with `page`, 15 a page as /evento/programa/{id}; without it, the spec's plain list.
    if (c.req.query("page") === undefined) return list(c, await findSessions(db, eq(sessions.mentoria_id, tool.id)));
    const page = parsePageParam(c.req.query("page"));
    const total = await countToolSessions(db, tool.id);
    checkPageInRange(page, total);
    const results = await serializeSessions(db, await toolSessionsPage(db, tool.id, page), c.get("user"));
    return c.json(sessionPageSchema.parse(pageOf(c.req.url, page, total, results, { keepFirstPage: true })));
  })
  .get("/evento/mentor/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const caller = c.get("user");
    const mentorId = idParam(c);
    if (mentorId === caller.id) return list(c, await findSessions(db, mentorOf(mentorId)));
    if (!(await userExists(db, mentorId))) throw notFound();
    // Staff of an institution the mentor belongs to: the mentor's sessions of their institutions.
    const mine = await officialInstitutions(db, caller.id);
    if (!(await memberOfAny(db, mentorId, mine))) throw forbidden();
    return list(c, await findSessions(db, and(mentorOf(mentorId), inArray(sessions.entidad_id, mine))));
  })
  .get("/evento/emprendedor", requireAuth, async (c) => {
    return list(c, await findSessions(c.get("db"), participantOf(c.get("user").id)));
  })
  .get("/evento/programa/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { program } = await requireProgramReader(db, c.get("user"), idParam(c));
    const page = parsePageParam(c.req.query("page"));
    const total = await countProgramSessions(db, program.id);
    checkPageInRange(page, total);
    const rows = await programSessionsPage(db, program.id, page);
    const results = await serializeSessions(db, rows, c.get("user"));
    return c.json(sessionPageSchema.parse(pageOf(c.req.url, page, total, results)));
  })
  .get("/evento/:id{[0-9]+}/asistencia", requireAuth, async (c) => {
    const db = c.get("db");
    const { session } = await requireSessionRole(db, c.get("user"), idParam(c), "mentor");
    return c.json(attendanceListSchema.parse(await attendanceOf(db, session)));
  })
  .get("/evento/:key{[A-Za-z0-9_-]+}", requireAuth, async (c) => {
    const { session } = await requireSessionRole(c.get("db"), c.get("user"), c.req.param("key"), "participant");
    return one(c, session);
  })
  // ---------------------------------------------------------------------------------------------
  // The entrepreneur books inside the mentor's free slots (core spec › Validation rules "Mentee edit").
  .post("/crear/evento/dispo", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const body = await readMentorBody(c, { nombre: SESSION_MESSAGES.bookingName });
    const tool = await toolWithInstitution(db, body.mentoria);
    if (!tool) throw fieldError("mentoria", SESSION_MESSAGES.notInstitutionTool);
    if (!(await takesProgram(db, tool.programa_id, user.id)))
      throw detailError(403, SESSION_MESSAGES.notProgramEntrepreneur);
    if (!(await isToolMentor(db, tool.id, body.mentor))) throw detailError(403, SESSION_MESSAGES.notToolMentor);

    const request = { fecha_inicio: body.fecha_inicio, fecha_fin: body.fecha_fin };
    const date = body.fecha_inicio.slice(0, 10);
    const slotInput = async () => ({
      availability: await mentorAvailability(db, body.mentor),
      busy: await busyOfMentor(db, body.mentor, date, nextDate(nextDate(date))),
      now: nowInstant(),
    });
    const input = await slotInput();
    if (!isFree(input, request)) conflict(date, alternatives(input, request));
    // Re-checked when written: the insert only happens when no session of the mentor overlaps.
    const created = await insertSessionIfFree(
      db,
      c.env.DB,
      {
        slug: newSlug(),
        nombre: body.nombre,
        tema: null,
        tipo: "Individual",
        fecha_inicio: body.fecha_inicio,
        fecha_fin: body.fecha_fin,
        mentor_id: body.mentor,
        mentoria_id: tool.id,
        programa_id: tool.programa_id,
        entidad_id: tool.entidad_id,
        usuario_individual: user.id,
        visibility: true,
        asistentes_max: 1,
        cuenta_zoom: null,
        creador: user.id,
      },
      [user.id],
      [],
    );
    if (!created) {
      const again = await slotInput();
      conflict(date, alternatives(again, request));
    }
    return one(c, created, 201);
  })
  // ---------------------------------------------------------------------------------------------
  // Calendar feed (defined here): a private, revocable token for an iCalendar subscription.
  .get("/feed", requireAuth, async (c) => {
    const token = await liveFeedToken(c.get("db"), c.get("user").id);
    return c.json(calendarFeedSchema.parse({ token }));
  })
  .post("/feed", requireAuth, async (c) => {
    const token = generateToken();
    await replaceFeedToken(c.get("db"), c.get("user").id, token);
    return c.json(calendarFeedSchema.parse({ token }), 201);
  })
  .delete("/feed", requireAuth, async (c) => {
    await revokeFeedTokens(c.get("db"), c.get("user").id);
    return c.body(null, 204);
  })
  // No authentication: the token is the capability. The owner's sessions from 30 days ago on.
  .get("/feed/:token{[0-9a-f]{64}}", async (c) => {
    const db = c.get("db");
    const owner = await feedOwner(db, c.req.param("token"));
    if (!owner || !owner.is_active) throw notFound();
    const since = todayIn(API_ZONE).subtract({ days: 30 }).toString();
    // Cancelled sessions stay in the feed as STATUS:CANCELLED, so calendar clients remove them (issue 29 §2).
    const rows = await feedSessionsOfUser(db, owner.id, dateRange(since));
    return c.json(sessionListSchema.parse(await serializeSessions(db, rows, owner)));
  })
  .get("/feed/:token", () => {
    throw notFound();
  });

async function requireStaffSomewhere(db: Db, user: UserRow) {
  if ((await officialInstitutions(db, user.id)).length === 0) throw forbidden();
}

export const zoomMasterRoutes = new Hono<AppEnv>()
  .post("/event", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    await requireStaffSomewhere(db, user);
    const { values, participants, mentors } = await readInstitutionBody(c, null);
    const created = await insertSessionIfFree(
      db,
      c.env.DB,
      { ...values, slug: newSlug(), creador: user.id },
      participants,
      mentors,
    );
    if (!created) return mentorConflict(db, values.mentor_id, values);
    return one(c, created, 201);
  })
  .put("/event/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { session } = await requireSessionRole(db, c.get("user"), idParam(c), "staff");
    const { values, participants, mentors } = await readInstitutionBody(c, session);
    const updated = await updateSessionIfFree(db, session.id, values, participants, mentors);
    if (!updated) return mentorConflict(db, values.mentor_id, values, session.id);
    return one(c, updated);
  })
  .delete("/event/:slug{[A-Za-z0-9_-]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { session } = await requireSessionRole(db, c.get("user"), c.req.param("slug"), "staff");
    await removeSession(c, session);
    return c.body(null, 204);
  });

export const SESSION_CANCELLED_KEPT =
  "La sesión está cancelada: se conserva para que los calendarios reciban la cancelación.";
export const SESSION_HAS_ACTA = "La sesión ya tiene un acta: no se puede eliminar.";

/** Deletes a session; its participants, mentors, files and links go with it (ON DELETE CASCADE). */
/** A paid marketplace mentoring is never deleted: its buyer would lose what they paid for (409). */
async function removeSession(c: Context<AppEnv>, session: SessionRow) {
  if (session.marketplace && session.estado !== "") {
    throw detailError(409, "La mentoría ya fue pagada: no se puede eliminar.");
  }
  // Issue 29 §2: a cancelled session stays, so calendar clients keep receiving its cancellation.
  if (session.cancelado_at !== null) throw detailError(409, SESSION_CANCELLED_KEPT);
  // Issue 34 §5: the acta, its attendance and the ratings that point at the session stay; it can be cancelled.
  if (await sessionHasActa(c.get("db"), session.id)) throw detailError(409, SESSION_HAS_ACTA);
  await deleteSession(c.get("db"), session.id);
}

export const entityEventRoutes = new Hono<AppEnv>()
  .put("/events/:slug{[A-Za-z0-9_-]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const { session, role } = await requireSessionRole(db, user, c.req.param("slug"), "mentor");
    const body = await readMentorBody(c, { nombre: SESSION_MESSAGES.nombre });
    const errors: FieldErrors = {};
    const tool = await toolWithInstitution(db, body.mentoria);
    if (!tool || tool.entidad_id !== session.entidad_id) {
      addFieldError(errors, "mentoria", SESSION_MESSAGES.notInstitutionTool);
    }
    // A mentor keeps the session; staff may hand it to another mentor of the institution.
    if (body.mentor !== session.mentor_id) {
      if (role !== "staff") addFieldError(errors, "mentor", SESSION_MESSAGES.mentor);
      else if (session.entidad_id !== null) {
        await checkMembers(db, session.entidad_id, "mentor", [body.mentor], "mentor", errors);
      }
    }
    let individual = session.usuario_individual;
    if (session.tipo === "Individual" && typeof body.usuario_individual === "number") {
      if (body.usuario_individual !== individual && session.entidad_id !== null) {
        await checkMembers(
          db,
          session.entidad_id,
          "emprendedor",
          [body.usuario_individual],
          "usuario_individual",
          errors,
        );
      }
      individual = body.usuario_individual;
    }
    if (Object.keys(errors).length) throw new ApiError(400, errors);
    const updated = await updateSessionIfFree(
      db,
      session.id,
      {
        nombre: body.nombre,
        tema: session.tema,
        tipo: session.tipo,
        fecha_inicio: body.fecha_inicio,
        fecha_fin: body.fecha_fin,
        mentor_id: body.mentor,
        mentoria_id: tool!.id,
        programa_id: tool!.programa_id,
        entidad_id: session.entidad_id,
        usuario_individual: individual,
        visibility: session.visibility,
        asistentes_max: session.asistentes_max,
        cuenta_zoom: session.cuenta_zoom,
      },
      session.tipo === "Individual" && individual !== null ? [individual] : null,
      null,
    );
    if (!updated) return mentorConflict(db, body.mentor, body, session.id);
    return one(c, updated);
  })
  .delete("/delete/event/:slug{[A-Za-z0-9_-]+}", requireAuth, async (c) => {
    const { session } = await requireSessionRole(c.get("db"), c.get("user"), c.req.param("slug"), "mentor");
    await removeSession(c, session);
    return c.body(null, 204);
  });
