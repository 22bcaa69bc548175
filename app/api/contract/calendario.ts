// REST contract of sessions (events), actas, attendance, ratings, files, URLs, registration links,
// availability and calendar feeds (core spec › Entities and their fields "Session (event)", "Acta", "Attendee", "File", "URL",
// "Registration link", "Availability", "Session suggestion options", core spec › The calls it makes "Calendar sync and availability",
// "Sessions and calendar", "Minutes", "Files and URLs"; second spec › Entities and their fields "Join-link event", second spec › The calls it makes "Join event").
// Shared by the app's API client and the local API; keep the API's own field names.
//
// Times: every `fecha_*` / `*_date` value is the API's wall-clock `YYYY-MM-DD HH:mm` in America/Bogota
// (`inicio`/`fin` are the same instants as ISO 8601 with offset). The app converts to the user's zone.
import { z } from "zod";
import { pageOf } from "./people";
import { apiDay, apiWallClock } from "./dates";
import { nameText } from "./text";

export const SESSION_TYPES = ["Grupal", "Individual", "Junta Directiva"] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const REGISTRATION_LINK_MAX_USERS = 300;
/** Session files: at most 10 MB each (checked by the API; the app checks before sending). */
export const SESSION_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Files the API accepts (by content, not by name): pdf, images, office documents, text, csv, zip. */
export const SESSION_FILE_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "text/plain",
  "text/csv",
  "application/zip",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
] as const;

const wallClock = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
const personRef = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

import { ATTENDANCE_STATES } from "./attendance-states";
export { ATTENDANCE_STATES, type AttendanceState } from "./attendance-states";

/** A participant of a session (sub_grupo), with attendance (core spec › Entities and their fields "Attendee": null when not recorded). */
export const sessionParticipantSchema = personRef.extend({
  username: z.string(),
  // Null when the institution has secure_emails (and for viewers who may not see the guest list).
  email: z.string().nullable(),
  asistencia: z.boolean().nullable(),
  estado_asistencia: z.enum(ATTENDANCE_STATES).nullable(),
});

export const sessionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nombre: z.string(),
  // Null displays as 'Sesión de avance'.
  tema: z.string().nullable(),
  tipo: z.enum(SESSION_TYPES),
  fecha_inicio: wallClock,
  fecha_fin: wallClock,
  // The same instants as ISO 8601 with offset, e.g. "2026-11-23T09:00:00-05:00".
  inicio: z.string(),
  fin: z.string(),
  mentor: z.number().int(),
  nombre_mentor: z.string(),
  mentoria: z.number().int().nullable(),
  nombre_mentoria: z.string().nullable(),
  programa: z.number().int().nullable(),
  nombre_programa: z.string().nullable(),
  entidad: z.number().int().nullable(),
  usuario_individual: z.number().int().nullable(),
  nombre_usuario_individual: z.string().nullable(),
  // Participants; empty for viewers who are not staff or the mentor when visibility is false.
  sub_grupo: z.array(sessionParticipantSchema),
  mentores: z.array(personRef),
  visibility: z.boolean(),
  asistentes_max: z.number().int(),
  cuenta_zoom: z.string().nullable(),
  // The acta's id, or null when the session has none.
  act: z.number().int().nullable(),
  // Whether the caller has rated this session.
  calificado: z.boolean(),
  comprador: z.number().int().nullable(),
  marketplace: z.boolean(),
  // Marketplace: '' unpaid, 'pagado' paid. Institution sessions: ''.
  estado: z.string(),
  // The user who created the session.
  usuario: z.number().int().nullable(),
  espacio: z.number().int(),
  repeticion: z.number().int(),
  // True once the call has been started (GET .../iniciar by the mentor or staff).
  iniciado: z.boolean(),
  // True when a recording exists (GET .../video).
  tiene_video: z.boolean(),
  // True once at least one participant's attendance is recorded as present. A mentoring nobody attended
  // cannot be confirmed and stays pending (second spec, FAQ: mentors are paid per confirmed mentoring).
  confirmada: z.boolean(),
  // Issue 29 §2 (defined here; absent from an API that predates them): the iCalendar SEQUENCE, raised on every
  // change of time and on cancellation; whether the session was cancelled; whether its payment was refunded.
  secuencia: z.number().int().nonnegative().default(0),
  cancelada: z.boolean().default(false),
  reembolsado: z.boolean().default(false),
  // Issue 29 §3 (defined here): the session's mentor was recorded absent ('El mentor no asistió').
  mentor_ausente: z.boolean().default(false),
});
export type ApiSession = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);
/** GET /calendario/evento/programa/{id}: 15 per page, newest first (issue 31: years of sessions). */
export const sessionPageSchema = pageOf(sessionSchema);
/** GET /calendario/dias (issue 31): the caller's sessions counted per day (of `zona`), days with none left out. */
export const sessionDayCountListSchema = z.array(z.object({ fecha: z.string(), total: z.number().int() }));
/** A session as a calendar cell shows it (issue 31: a month grid at size shows ~120; a link to its details). */
export const sessionCellSchema = sessionSchema.pick({
  id: true,
  slug: true,
  nombre: true,
  fecha_inicio: true,
  fecha_fin: true,
});
export type ApiSessionCell = z.infer<typeof sessionCellSchema>;
/** GET /calendario/dias?por_dia=N (issue 31): each day's count and its first N sessions as cells, in one call. */
export const sessionDayListSchema = z.array(
  z.object({ fecha: z.string(), total: z.number().int(), sesiones: z.array(sessionCellSchema) }),
);
/** Query of the caller's sessions: days `desde`–`hasta` (inclusive) in the zone `zona` (a spec zone code). */
export type SessionRangeQuery = { desde?: string; hasta?: string; zona?: string };

/**
 * POST /zoom_master/event (201) and PUT /zoom_master/event/{id} (200, plus cuenta_zoom): institution staff.
 * `tema` is fixed to 'Consultoría' on creation. Individual: usuario_individual set, sub_grupo ignored.
 * Grupal / Junta Directiva: sub_grupo lists the participants' ids. `mentores`: extra mentors' ids.
 */
export const sessionBodySchema = z.object({
  nombre: nameText(z.string().min(1).max(300)),
  mentor: z.number().int(),
  fecha_inicio: wallClock,
  fecha_fin: wallClock,
  mentoria: z.number().int().nullable(),
  tipo: z.enum(SESSION_TYPES),
  tema: z.string().optional(),
  asistentes_max: z.number().int().min(1).max(REGISTRATION_LINK_MAX_USERS).optional(),
  usuario_individual: z.number().int().nullable().optional(),
  sub_grupo: z.array(z.number().int()).optional(),
  mentores: z.array(z.number().int()).optional(),
  visibility: z.boolean(),
  cuenta_zoom: z.string().nullable().optional(),
});
export type SessionBody = z.infer<typeof sessionBodySchema>;

/**
 * PUT /entity/events/{slug} (mentor edit, 200) and POST /calendario/crear/evento/dispo (entrepreneur
 * booking, 201): `date` is the start's `YYYY-MM-DD`; fecha_inicio / fecha_fin full wall-clock values.
 */
export const mentorSessionBodySchema = z.object({
  date: apiDay,
  fecha_inicio: apiWallClock,
  fecha_fin: apiWallClock,
  nombre: nameText(z.string().min(1).max(300)),
  mentoria: z.number().int().nullable(),
  mentor: z.number().int(),
  usuario_individual: z.number().int().nullable().optional(),
});
export type MentorSessionBody = z.infer<typeof mentorSessionBodySchema>;

/**
 * Core spec › Entities and their fields "Session suggestion options": the 409 body of a booking (or an edit) whose hours are not
 * available. `warning` is 'Las horas escogidas NO están disponibles, selecciona otro horario' with up to
 * two alternatives (hora1_*, hora2_*: wall-clock values, null when absent), or 'No hay horarios
 * disponibles en la fecha escogida, por favor escoge otra fecha' with none.
 */
export const suggestionSchema = z.object({
  fecha: z.string(),
  hora1_inicio: wallClock.nullable(),
  hora1_fin: wallClock.nullable(),
  hora2_inicio: wallClock.nullable(),
  hora2_fin: wallClock.nullable(),
  warning: z.string(),
});
export type ApiSuggestion = z.infer<typeof suggestionSchema>;

/** GET /calendario/evento/{id}/asistencia: the participants with their attendance. */
export const attendanceListSchema = z.array(sessionParticipantSchema);

/**
 * POST /calendario/evento/{slug}/mentor-ausente (defined here, issue 29 §3; no body): a participant or the
 * institution's staff record that the session's mentor did not come. `reembolsado`: the session was a paid
 * marketplace one and its payment was refunded by this call; `reembolso_pendiente`: a refund is due but was not
 * made (an API that refunds later says so here).
 */
export const mentorAbsenceSchema = z.object({
  evento: z.number().int(),
  mentor: z.number().int(),
  registrado_por: z.number().int(),
  fecha: z.string(),
  reembolso_pendiente: z.boolean(),
  reembolsado: z.boolean().default(false),
});
export type ApiMentorAbsence = z.infer<typeof mentorAbsenceSchema>;

/** POST /calendario/evento/calificar/{slug} (201): the caller rates a past session they took part in. */
export const ratingBodySchema = z.object({
  puntaje: z.number().int().min(1).max(5),
  comentario: z.string().min(1).max(2000),
  goal_reached: z.boolean(),
});
export type RatingBody = z.infer<typeof ratingBodySchema>;

/** GET /calendario/evento/{slug}/iniciar: 200 { url_mentor }; 400 { detail } when not started yet. */
export const startCallSchema = z.object({ url_mentor: z.string() });
/** GET /calendario/evento/{slug}/video: 200 { url_video }; 404 { detail } when there is no recording. */
export const videoSchema = z.object({ url_video: z.string() });

/** GET /calendario/get_user_report/{id}/: one row per participant (the app turns it into reporte_{id}.csv). */
export const attendanceReportSchema = z.array(
  z.object({
    nombre: z.string(),
    apellido: z.string(),
    email: z.string().nullable(),
    asistencia: z.boolean().nullable(),
    // Issue 29 §3 (defined here; absent from an API that predates it): the three states.
    estado_asistencia: z.enum(ATTENDANCE_STATES).nullable().optional(),
    evento: z.string(),
    fecha_inicio: wallClock,
    fecha_fin: wallClock,
  }),
);

/** Core spec › Entities and their fields "Acta". GET /acts/acts/{id}/ and GET /acts/acts/?event={id} (defined here). */
export const actaSchema = z.object({
  id: z.number().int(),
  event: z.number().int(),
  creator: z.number().int().nullable(),
  summary: z.string(),
  start_date: wallClock,
  end_date: wallClock,
  assistants: z.array(personRef),
  activities: z.array(z.number().int()),
});
export type ApiActa = z.infer<typeof actaSchema>;
/** POST /acts/acts/ (201) and PUT /acts/acts/{id}/ (200): the session's mentor (or staff of its institution). */
export const actaBodySchema = z.object({
  assistants: z.array(z.number().int()).min(1),
  summary: z.string().min(1).max(10000),
  event: z.number().int().positive(),
  creator: z.number().int(),
  start_date: wallClock,
  end_date: wallClock,
  activities: z.array(z.number().int()).optional(),
});
export type ActaBody = z.infer<typeof actaBodySchema>;

/** Core spec › Entities and their fields "File". `archivo` is the API's download URL (needs the token); the app proxies it. */
export const fileSchema = z.object({
  slug: z.string(),
  nombre: z.string(),
  archivo: z.string(),
  creador: z.number().int().nullable(),
  nombre_creador: z.string(),
  fecha_creacion: z.string(),
  evento: z.number().int().nullable(),
  nombre_evento: z.string().nullable(),
  content_type: z.string(),
  size: z.number().int(),
});
export type ApiFile = z.infer<typeof fileSchema>;
export const fileListSchema = z.array(fileSchema);
/** 'Mis documentos' a page at a time (issue 31: every session's files of a user). */
export const filePageSchema = pageOf(fileSchema);

/** Core spec › Entities and their fields "URL". */
export const urlSchema = z.object({
  slug: z.string(),
  nombre: z.string(),
  url: z.string(),
  creador: z.number().int().nullable(),
  nombre_creador: z.string(),
  fecha_creacion: z.string(),
  evento: z.number().int().nullable(),
  nombre_evento: z.string().nullable(),
});
export type ApiUrl = z.infer<typeof urlSchema>;
export const urlListSchema = z.array(urlSchema);
export const urlPageSchema = pageOf(urlSchema);

/** POST /urls/evento/ (201): { nombre, url, evento }. POST /urls/usuario/ (201): { url, name, usuario }. */
export const eventUrlBodySchema = z.object({
  nombre: nameText(z.string().min(1).max(255)),
  url: z.string(),
  evento: z.number().int(),
});
export const userUrlBodySchema = z.object({
  url: z.string(),
  name: nameText(z.string().min(1).max(255)),
  usuario: z.string(),
});

/** Core spec › Entities and their fields "Registration link". GET /usuario/link/existe/{eventId} (404 when none), POST /usuario/link/crear (201). */
export const registrationLinkSchema = z.object({
  uuid: z.string(),
  url: z.string(),
  creador: z.number().int().nullable(),
  entidad: z.number().int().nullable(),
  evento: z.number().int(),
  fecha_expiracion: wallClock,
  maximo_usuarios: z.number().int(),
  mentoria: z.number().int().nullable(),
  nombre: z.string(),
  programa: z.number().int().nullable(),
  inscritos: z.number().int(),
});
export type ApiRegistrationLink = z.infer<typeof registrationLinkSchema>;
export const registrationLinkBodySchema = z.object({
  creador: z.number().int(),
  entidad: z.number().int().nullable(),
  evento: z.number().int(),
  fecha_expiracion: wallClock,
  maximo_usuarios: z.number().int().min(1).max(REGISTRATION_LINK_MAX_USERS),
  mentoria: z.number().int().nullable(),
  nombre: nameText(z.string().min(1).max(300)),
  programa: z.number().int().nullable(),
});
export type RegistrationLinkBody = z.infer<typeof registrationLinkBodySchema>;

/**
 * GET /calendario/start_link/{uuid}/ (no auth; second spec › Entities and their fields "Join-link event"): 404 { detail } when unknown.
 * direct_link is null until the room opens (10 minutes before the start) and after the end.
 */
export const joinLinkEventSchema = z.object({
  nombre: z.string(),
  fecha_hora_inicio: z.string(),
  fecha_hora_fin: z.string(),
  direct_link: z.string().nullable(),
  // Places left on the link (maximo_usuarios minus registrations).
  cupos: z.number().int(),
});
export type ApiJoinLinkEvent = z.infer<typeof joinLinkEventSchema>;
/** POST /calendario/start_link/{uuid}/registro (defined here, no auth): a guest registers; 201, 400 when full or expired. */
export const linkRegistrationBodySchema = z.object({
  nombre: nameText(z.string().min(1).max(200)),
  email: z.string().email(),
});

/** Core spec › Entities and their fields "Availability". string_availability hours are `HH:mm` in the wall-clock of `zona`. */
export const availabilityHoursSchema = z.object({
  start_hour: z.string().regex(/^\d{2}:\d{2}$/),
  end_hour: z.string().regex(/^\d{2}:\d{2}$/),
});
export const availabilitySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  mentor_id: z.number().int(),
  string_availability: z.array(availabilityHoursSchema),
  semanal: z.boolean(),
  zona: z.string(),
});
export type ApiAvailability = z.infer<typeof availabilitySchema>;
export const availabilityListSchema = z.array(availabilitySchema);
/**
 * POST {scheduler}/mentor_availability (201), PUT {scheduler}/mentor_availability/{id} (201),
 * DELETE {scheduler}/mentor_availability/{id} (204); the scheduler is `/scheduler` on the API's base.
 */
export const availabilityBodySchema = z.object({
  date: apiDay,
  mentor_id: z.number().int(),
  string_availability: z.array(availabilityHoursSchema).min(1),
  semanal: z.boolean(),
  zona: z.string().optional(),
});
export type AvailabilityBody = z.infer<typeof availabilityBodySchema>;

/**
 * GET {scheduler}/mentor/{mentor}/{date}/30[?zona=IANA]: the mentor's free 30-minute slots on `date`
 * (a day in `zona`, default America/Bogota), as API wall-clock values, in order.
 */
export const slotListSchema = z.array(z.object({ inicio: wallClock, fin: wallClock }));
export type ApiSlot = z.infer<typeof slotListSchema>[number];

/** GET /calendario/feed/ (defined here): the caller's private iCalendar feed token, or null. POST rotates (201). */
export const calendarFeedSchema = z.object({ token: z.string().nullable() });

// Issue 29 §2, reschedule and cancel (defined here; docs/api.md "Reschedule and cancel").

/** GET /calendario/evento/{slug}/politica: what the caller may do with the session now, under its notice period. */
export const sessionPolicySchema = z.object({
  // The notice period in hours: the institution's, or the platform's 24 for the marketplace.
  horas_aviso: z.number().int().nonnegative(),
  // Bogota wall-clock after which an entrepreneur can no longer cancel or move the session.
  limite: wallClock,
  // True while the notice period has not begun (before `limite`).
  a_tiempo: z.boolean(),
  puede_cancelar: z.boolean(),
  puede_mover: z.boolean(),
  puede_retirarse: z.boolean(),
  // A paid marketplace session: whether a cancellation by the caller now would be refunded; null when nothing was paid.
  reembolso: z.boolean().nullable(),
  // Why the caller cannot cancel or move it (Spanish, says whom to contact), or null.
  motivo: z.string().nullable(),
});
export type ApiSessionPolicy = z.infer<typeof sessionPolicySchema>;

/** POST /calendario/evento/{slug}/cancelar: an optional reason, sent to everyone in the e-mail. */
export const cancelBodySchema = z.object({ motivo: z.string().max(500).optional() });
export type CancelBody = z.infer<typeof cancelBodySchema>;
/** 200 of POST /calendario/evento/{slug}/cancelar. */
export const cancelResultSchema = z.object({ reembolsado: z.boolean() });
export type ApiCancelResult = z.infer<typeof cancelResultSchema>;

/** POST /calendario/evento/{slug}/mover: the new start; the duration stays. 200: the session. */
export const moveBodySchema = z.object({ fecha_inicio: wallClock });
export type MoveBody = z.infer<typeof moveBodySchema>;
