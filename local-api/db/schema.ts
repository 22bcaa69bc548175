// Drizzle schema of the local API (D1 / SQLite). Column names are the API's own field names
// (core spec › Entities and their fields), so serializers map one to one; table objects are named in English.
// Timestamps are ISO-8601 UTC strings ("2025-01-31T12:00:00.000Z"), which sort lexically.
import { sql } from "drizzle-orm";
import { ENTREPRENEUR_TERMS, MENTOR_TERMS, TOOL_TYPES } from "../../app/api/contract/constants";
import { CONTACT_ORIGINS } from "../../app/api/contract/publico";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** SQL default for ISO timestamps; same format as Date#toISOString. Drizzle's own inserts use the clock instead (db/client.ts). */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const THEMES = ["default", "banco"] as const;
export const MEMBER_ROLES = ["mentor", "emprendedor"] as const;

export const users = sqliteTable(
  "usuarios",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    username: text().notNull(),
    // Always stored lowercased (CHECK below), so the unique index is case-insensitive.
    email: text().notNull(),
    // pbkdf2_sha256$100000$salt_b64$hash_b64
    password: text().notNull(),
    first_name: text().notNull().default(""),
    last_name: text().notNull().default(""),
    telefono: text(),
    titulo: text(),
    descripcion: text(),
    reside: text(),
    linkedin: text(),
    twitter: text(),
    instagram: text(),
    img_usuario: text(),
    // Hourly price in whole pesos (COP).
    precio: integer(),
    // Company and team ids; foreign keys arrive with the companies tables.
    empresa: integer(),
    equipo: integer(),
    mentor: integer({ mode: "boolean" }).notNull().default(false),
    api_calendario: text(),
    duracion_zoom: integer(),
    // False until the e-mail is confirmed, and again when an institution deactivates the user.
    is_active: integer({ mode: "boolean" }).notNull().default(false),
    // True until the first GET /usuario/ after signing in (login routing to /marketplace).
    is_new: integer({ mode: "boolean" }).notNull().default(true),
    date_joined: text().notNull().default(nowIso),
    last_login: text(),
    // Set when an institution deactivates the user (PUT /usuario/desactivar/{username}); a confirmation
    // link sent earlier must not reactivate them.
    deactivated_at: text(),
    // The marketplace's figures as a mentor (issue 31): average rating, reviews, sessions as main mentor that count
    // whatever the time (not cancelled, not an unpaid marketplace booking). Written by the triggers of migration 0020.
    // SQL defaults, not bound values: the seed's multi-row inserts stay within D1's 100 parameters.
    mentor_puntaje: real()
      .notNull()
      .default(sql`0`),
    mentor_reviews: integer()
      .notNull()
      .default(sql`0`),
    mentor_sesiones: integer()
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    uniqueIndex("usuarios_email_unique").on(t.email),
    // Case-insensitive: "Ana" and "ana" would make /usuario/{username} ambiguous.
    uniqueIndex("usuarios_username_unique").on(sql`lower(username)`),
    // The marketplace's three orders over the priced active mentors (issue 31): a page is a walk of 15 entries.
    index("usuarios_marketplace_relevant_idx")
      .on(sql`mentor_reviews DESC`, sql`mentor_puntaje DESC`, sql`mentor_sesiones DESC`, t.id, t.precio)
      .where(sql`mentor = 1 AND is_active = 1 AND precio IS NOT NULL`),
    index("usuarios_marketplace_rating_idx")
      .on(sql`mentor_puntaje DESC`, sql`mentor_reviews DESC`, t.id, t.precio)
      .where(sql`mentor = 1 AND is_active = 1 AND precio IS NOT NULL`),
    index("usuarios_marketplace_price_idx")
      .on(t.precio, sql`mentor_puntaje DESC`, t.id)
      .where(sql`mentor = 1 AND is_active = 1 AND precio IS NOT NULL`),
    check("usuarios_email_lowercase", sql`email = lower(email) AND length(email) BETWEEN 3 AND 254`),
    check("usuarios_username_length", sql`length(username) BETWEEN 1 AND 150`),
    check("usuarios_password_format", sql`password LIKE 'pbkdf2_sha256$%'`),
    check("usuarios_precio_positive", sql`precio IS NULL OR precio >= 0`),
  ],
);

export const institutions = sqliteTable(
  "entidades",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    razon_social: text().notNull(),
    direccion: text(),
    nit: text(),
    descripcion: text(),
    celular: text(),
    logo: text(),
    emprendedor_tipo: text({ enum: ENTREPRENEUR_TERMS }).notNull().default("Emprendedor"),
    mentor_tipo: text({ enum: MENTOR_TERMS }).notNull().default("Mentor"),
    // Hides members' e-mails from other members (officials still see them).
    secure_emails: integer({ mode: "boolean" }).notNull().default(false),
    theme: text({ enum: THEMES }).notNull().default("default"),
    // Video-call meeting length in minutes and monthly free minutes ("zoom credits").
    duracion_zoom: integer().notNull().default(60),
    creditos_zoom: integer().notNull().default(0),
    // One of the spec's 30 time-zone ids (short country code); default Colombia.
    time_zone: text().notNull().default("CO"),
    created_at: text().notNull().default(nowIso),
    // Issue 29 §2: hours before a session after which its entrepreneur can no longer cancel or move it.
    horas_aviso: integer().notNull().default(24),
  },
  (t) => [
    check("entidades_razon_social_length", sql`length(razon_social) BETWEEN 1 AND 200`),
    check("entidades_emprendedor_tipo", sql`emprendedor_tipo IN ('Emprendedor', 'Empresario', 'Mentee')`),
    check("entidades_mentor_tipo", sql`mentor_tipo IN ('Miembro de junta', 'Consultor', 'Mentor')`),
    check("entidades_theme", sql`theme IN ('default', 'banco')`),
    check("entidades_zoom", sql`duracion_zoom > 0 AND creditos_zoom >= 0`),
    index("entidades_razon_social_idx").on(t.razon_social),
  ],
);

/** Institution officials (funcionarios): they administer the institution. */
export const institutionOfficials = sqliteTable(
  "funcionarios",
  {
    entidad_id: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.entidad_id, t.user_id] }), index("funcionarios_user_idx").on(t.user_id)],
);

/** Mentors and entrepreneurs who belong to an institution. */
export const institutionMembers = sqliteTable(
  "entidad_miembros",
  {
    entidad_id: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rol: text({ enum: MEMBER_ROLES }).notNull(),
    created_at: text().notNull().default(nowIso),
    // The member's names folded as the lists sort them (ASCII lower case, Spanish and Portuguese accents off), so a
    // page is an index walk (issue 31). Written by the triggers of migration 0016, never by the API. SQL defaults, not
    // bound values: the seed's multi-row inserts stay within D1's 100 parameters.
    last_name_key: text()
      .notNull()
      .default(sql`''`),
    first_name_key: text()
      .notNull()
      .default(sql`''`),
  },
  (t) => [
    primaryKey({ columns: [t.entidad_id, t.user_id, t.rol] }),
    index("entidad_miembros_user_idx").on(t.user_id),
    index("entidad_miembros_name_idx").on(t.entidad_id, t.rol, t.last_name_key, t.first_name_key, t.user_id),
    check("entidad_miembros_rol", sql`rol IN ('mentor', 'emprendedor')`),
  ],
);

/** Areas of expertise (GET /usuario/tags). */
export const tags = sqliteTable(
  "tags",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
  },
  () => [
    uniqueIndex("tags_name_unique").on(sql`lower(name)`),
    check("tags_name_length", sql`length(name) BETWEEN 1 AND 100`),
  ],
);

/** A user's skills: a tag plus the user's own description of it. */
export const userSkills = sqliteTable(
  "user_skills",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tag_id: integer()
      .notNull()
      .references(() => tags.id, { onDelete: "restrict" }),
    description: text().notNull().default(""),
  },
  (t) => [
    uniqueIndex("user_skills_user_tag_unique").on(t.user_id, t.tag_id),
    // The marketplace's filter by skill (issue 31).
    index("user_skills_tag_idx").on(t.tag_id, t.user_id),
  ],
);

/** API tokens. Only the SHA-256 of the token is stored; revoked tokens stay for audit. */
export const tokens = sqliteTable(
  "tokens",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    token_hash: text().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: text().notNull().default(nowIso),
    last_used_at: text(),
    revoked_at: text(),
  },
  (t) => [
    uniqueIndex("tokens_hash_unique").on(t.token_hash),
    index("tokens_user_idx").on(t.user_id),
    check("tokens_hash_format", sql`length(token_hash) = 64`),
  ],
);

/** E-mail confirmation codes (link /user_confirmation/{code}); single use. */
export const confirmations = sqliteTable(
  "confirmaciones",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    // SHA-256 of the random code: the code itself only travels in the e-mail.
    code_hash: text().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: text().notNull().default(nowIso),
    expires_at: text().notNull(),
    used_at: text(),
  },
  (t) => [
    uniqueIndex("confirmaciones_code_unique").on(t.code_hash),
    index("confirmaciones_user_idx").on(t.user_id),
    check("confirmaciones_code_hash_format", sql`length(code_hash) = 64`),
  ],
);

/** Password-recovery codes: 6 digits, salted SHA-256, 15 minutes, at most 5 attempts. */
export const passwordRecoveries = sqliteTable(
  "recuperaciones",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    salt: text().notNull(),
    code_hash: text().notNull(),
    attempts: integer().notNull().default(0),
    created_at: text().notNull().default(nowIso),
    expires_at: text().notNull(),
    used_at: text(),
  },
  (t) => [
    index("recuperaciones_user_idx").on(t.user_id),
    check("recuperaciones_attempts", sql`attempts BETWEEN 0 AND 5`),
    check("recuperaciones_code_hash_format", sql`length(code_hash) = 64`),
  ],
);

/**
 * Attempt counters of the API's throttles (issue 34 §2; docs/decisions/1xx-abuse34-throttles-in-d1.md): one row
 * per key ('login:account:…', 'recovery:ip:…'), a fixed window starting at `window_start` (epoch ms).
 */
export const throttles = sqliteTable("limites", {
  key: text().primaryKey(),
  hits: integer().notNull().default(0),
  window_start: integer().notNull(),
});

/** Outgoing e-mail. Nothing is sent: GET /dev/correos lists it (the local API only runs locally). */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [index("outbox_to_idx").on(t.to)],
);

/**
 * Mentor reviews (session ratings, core spec › The calls it makes "calificar"). evento_id refers to the session once the
 * sessions tables exist (issue 5); until then a review stands for one rated past session.
 */
export const reviews = sqliteTable(
  "calificaciones",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    mentor_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    autor_id: integer().references(() => users.id, { onDelete: "set null" }),
    evento_id: integer(),
    puntaje: integer().notNull(),
    comentario: text().notNull().default(""),
    goal_reached: integer({ mode: "boolean" }),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    index("calificaciones_mentor_idx").on(t.mentor_id, t.created_at),
    // Issue 13, reports: a session's ratings (program report, survey report, best mentor).
    index("calificaciones_evento_idx").on(t.evento_id),
    check("calificaciones_puntaje", sql`puntaje BETWEEN 1 AND 5`),
  ],
);

/** Video-call minutes an institution used per calendar month ('YYYY-MM'), updated daily at 1:00 am. */
export const videoUsage = sqliteTable(
  "consumos_video",
  {
    entidad_id: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    mes: text().notNull(),
    minutos: integer().notNull().default(0),
    updated_at: text().notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.entidad_id, t.mes] }),
    check("consumos_video_mes", sql`mes GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'`),
    check("consumos_video_minutos", sql`minutos >= 0`),
  ],
);

/** Invoices of an institution (second spec › Entities and their fields "Invoice"). Amounts in USD cents. */
export const invoices = sqliteTable(
  "facturas",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    entidad_id: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    // Issue date 'YYYY-MM-DD'.
    fecha: text().notNull(),
    total_centavos: integer().notNull(),
    pagada: integer({ mode: "boolean" }).notNull().default(false),
    tipo: text().notNull(),
    pagada_at: text(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [index("facturas_entidad_idx").on(t.entidad_id, t.fecha), check("facturas_total", sql`total_centavos >= 0`)],
);

/** The lines (consumo entries) of an invoice; the first one's concepto is shown in the details. */
export const invoiceItems = sqliteTable(
  "factura_consumos",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    factura_id: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    concepto: text().notNull(),
    cantidad: integer().notNull().default(1),
    valor_centavos: integer().notNull(),
  },
  (t) => [index("factura_consumos_factura_idx").on(t.factura_id)],
);

/** Test-checkout sessions (POST /entidad/checkout/): approved or declined on the local payment page. */
export const checkouts = sqliteTable(
  "checkouts",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    // Random id carried in the return URL as session_id.
    session_id: text().notNull(),
    factura_id: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    estado: text({ enum: ["pendiente", "aprobado", "rechazado"] })
      .notNull()
      .default("pendiente"),
    created_at: text().notNull().default(nowIso),
    completed_at: text(),
  },
  (t) => [
    uniqueIndex("checkouts_session_unique").on(t.session_id),
    check("checkouts_estado", sql`estado IN ('pendiente', 'aprobado', 'rechazado')`),
  ],
);

/** Support tickets (POST /soporte/crear); the optional file is stored in R2 under archivo_key. */
export const supportTickets = sqliteTable(
  "tickets_soporte",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    solicitud: text().notNull(),
    archivo_key: text(),
    archivo_nombre: text(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    index("tickets_soporte_user_idx").on(t.user_id),
    check("tickets_soporte_solicitud", sql`length(solicitud) BETWEEN 1 AND 5000`),
  ],
);

/** Integration requests of an institution (POST /integracion/crear). */
export const integrationRequests = sqliteTable(
  "solicitudes_integracion",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entidad_id: integer().references(() => institutions.id, { onDelete: "cascade" }),
    solicitud: text().notNull(),
    created_at: text().notNull().default(nowIso),
  },
  () => [check("solicitudes_integracion_solicitud", sql`length(solicitud) BETWEEN 1 AND 5000`)],
);

/** Programs of an institution (core spec › Entities and their fields "Program"). img_programa is the image's R2 key. */
export const programs = sqliteTable(
  "programas",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    entidad_id: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    nombre: text().notNull(),
    descripcion: text().notNull().default(""),
    img_programa: text(),
    n_sesiones: integer().notNull().default(0),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    index("programas_entidad_idx").on(t.entidad_id, t.nombre),
    check("programas_nombre_length", sql`length(nombre) BETWEEN 1 AND 200`),
    check("programas_n_sesiones", sql`n_sesiones >= 0`),
  ],
);

/** Staff (funcionarios) of the institution who run a program. */
export const programStaff = sqliteTable(
  "programa_funcionarios",
  {
    programa_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.programa_id, t.user_id] }), index("programa_funcionarios_user_idx").on(t.user_id)],
);

/** Entrepreneurs taking part in a program. */
export const programEntrepreneurs = sqliteTable(
  "programa_emprendedores",
  {
    programa_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.programa_id, t.user_id] }), index("programa_emprendedores_user_idx").on(t.user_id)],
);

/** Tools (mentorships) of a program (core spec › Entities and their fields "Tool / mentorship"); a program's mentors are its tools' mentors. */
export const tools = sqliteTable(
  "mentorias",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    programa_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    nombre: text().notNull(),
    descripcion: text().notNull().default(""),
    tipo: text({ enum: TOOL_TYPES }).notNull(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    index("mentorias_programa_idx").on(t.programa_id),
    check("mentorias_nombre_length", sql`length(nombre) BETWEEN 1 AND 200`),
    check(
      "mentorias_tipo",
      sql`tipo IN ('Taller', 'Mentoría', 'Webinar', 'Webcast', 'Podcast', 'Asesoría/Consultoría', 'Comité directivo/Junta Asesora')`,
    ),
  ],
);

/** The mentors of a tool. */
export const toolMentors = sqliteTable(
  "mentoria_mentores",
  {
    mentoria_id: integer()
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.mentoria_id, t.user_id] }), index("mentoria_mentores_user_idx").on(t.user_id)],
);

export const SESSION_TYPES = ["Grupal", "Individual", "Junta Directiva"] as const;

/**
 * Sessions (core spec › Entities and their fields "Session (event)"). fecha_inicio/fecha_fin are the API's wall-clock
 * `YYYY-MM-DD HH:mm` in America/Bogota, which sorts lexically. A session of a program has mentoria
 * (tool), programa and entidad; a marketplace session has marketplace = 1, comprador and precio.
 */
export const sessions = sqliteTable(
  "eventos",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    // Random, URL-safe; action paths use it (`/calendario/evento/{slug}/...`).
    slug: text().notNull(),
    nombre: text().notNull(),
    // Null displays as 'Sesión de avance'; the events service fixes it to 'Consultoría'.
    tema: text(),
    tipo: text({ enum: SESSION_TYPES }).notNull(),
    fecha_inicio: text().notNull(),
    fecha_fin: text().notNull(),
    mentor_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mentoria_id: integer().references(() => tools.id, { onDelete: "set null" }),
    programa_id: integer().references(() => programs.id, { onDelete: "set null" }),
    entidad_id: integer().references(() => institutions.id, { onDelete: "cascade" }),
    // Individual sessions: the one mentee.
    usuario_individual: integer().references(() => users.id, { onDelete: "set null" }),
    // Whether participants see the guest list.
    visibility: integer({ mode: "boolean" }).notNull().default(true),
    asistentes_max: integer().notNull().default(1),
    cuenta_zoom: text(),
    // Marketplace: '' until paid, 'pagado' after; institution sessions are ''.
    estado: text().notNull().default(""),
    marketplace: integer({ mode: "boolean" }).notNull().default(false),
    comprador: integer().references(() => users.id, { onDelete: "set null" }),
    precio: integer(),
    creador: integer().references(() => users.id, { onDelete: "set null" }),
    // Set when the mentor starts the call (GET /calendario/evento/{slug}/iniciar).
    iniciado_at: text(),
    // R2 key of the recording, when one exists.
    video: text(),
    // Transcript text, when one exists.
    transcripcion: text(),
    // R2 key of the acta file sent with the attendance (PUT .../asistencia/emprendedor).
    acta_archivo: text(),
    // Issue 29 §3: when the session's mentor was recorded absent ('El mentor no asistió'), and by whom.
    mentor_ausente_at: text(),
    mentor_ausente_por: integer().references(() => users.id, { onDelete: "set null" }),
    espacio: integer().notNull().default(0),
    repeticion: integer().notNull().default(0),
    created_at: text().notNull().default(nowIso),
    // Issue 29 §2: the iCalendar SEQUENCE, raised on every change of time and on cancellation (RFC 5545 §3.8.7.4).
    secuencia: integer().notNull().default(0),
    // Issue 29 §2: a cancelled session stays (the feed publishes it as STATUS:CANCELLED) but no longer counts.
    cancelado_at: text(),
    cancelado_por: integer().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("eventos_slug_unique").on(t.slug),
    index("eventos_mentor_idx").on(t.mentor_id, t.fecha_inicio),
    // An institution's calendar by start; the other columns are liveSessionSql's, so it reads no row (issue 31).
    index("eventos_entidad_idx").on(
      t.entidad_id,
      t.fecha_inicio,
      t.cancelado_at,
      t.marketplace,
      t.estado,
      t.created_at,
    ),
    index("eventos_mentoria_idx").on(t.mentoria_id),
    // A program's sessions newest first, a page at a time (issue 31); the other columns cover the reports' sums.
    index("eventos_programa_idx").on(
      t.programa_id,
      t.fecha_inicio,
      t.fecha_fin,
      t.cancelado_at,
      t.mentor_ausente_at,
      t.mentor_id,
    ),
    // The first day of a program with a session not over yet: the reports' stored days end there (programa_dias). On
    // `fecha_fin || ''`, which only that lookup writes: on the column itself, SQLite took it for the reports' sums
    // over past sessions instead of the covering eventos_programa_idx, and fetched every row.
    index("eventos_programa_fin_idx").on(t.programa_id, sql`(fecha_fin || '')`, t.fecha_inicio),
    // The calendar's "sessions I take part in": each OR branch by an index (issue 31's query-plan test).
    index("eventos_individual_idx").on(t.usuario_individual, t.fecha_inicio),
    // Issue 29 §1: the reminder run reads the sessions starting in the next 24 hours.
    index("eventos_inicio_idx").on(t.fecha_inicio),
    index("eventos_comprador_idx").on(t.comprador),
    // The unpaid marketplace bookings whose hold may still run (issue 31): the marketplace adds them to the stored counts.
    index("eventos_unpaid_holds_idx")
      .on(t.created_at, t.mentor_id)
      .where(sql`marketplace = 1 AND estado = '' AND cancelado_at IS NULL`),
    check("eventos_nombre_length", sql`length(nombre) BETWEEN 1 AND 300`),
    check("eventos_tipo", sql`tipo IN ('Grupal', 'Individual', 'Junta Directiva')`),
    check("eventos_fechas", sql`fecha_inicio < fecha_fin`),
    check("eventos_asistentes_max", sql`asistentes_max BETWEEN 1 AND 300`),
  ],
);

/** Participants of a session (sub_grupo, and the individual mentee) with their attendance (null: not recorded). */
export const sessionParticipants = sqliteTable(
  "evento_participantes",
  {
    evento_id: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    asistencia: integer({ mode: "boolean" }),
    // Issue 29 §3: with asistencia false, 'canceló a tiempo' rather than 'no asistió' (never set with true).
    cancelo_a_tiempo: integer({ mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.evento_id, t.user_id] }),
    index("evento_participantes_user_idx").on(t.user_id),
    // The reports' attendance sums read a session's participants from the index alone (issue 31).
    index("evento_participantes_asistencia_idx").on(t.evento_id, t.asistencia, t.cancelo_a_tiempo, t.user_id),
  ],
);

/**
 * Per program and Bogota day (the start's date), what the reports' series sum (issue 31): its sessions that are not
 * cancelled and have an attendee, their hours, and their distinct attendees. Kept by the triggers of migration 0017 on
 * eventos and evento_participantes, whatever the time; the reports read it only for days before the program's first
 * session not over yet, where "run by now" no longer depends on the clock. No foreign key: the triggers rewrite a day
 * while a program's sessions are deleted with it.
 */
export const programDays = sqliteTable(
  "programa_dias",
  {
    programa_id: integer().notNull(),
    dia: text().notNull(),
    sesiones: integer().notNull(),
    horas: real().notNull(),
    fundadores: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.programa_id, t.dia] })],
);

/**
 * Per program and Bogota day (the start's date), the no-show sums of services/no-shows.ts over its sessions that are not
 * cancelled (issue 31): kept by the triggers of migration 0018, whatever the time, and read like programa_dias.
 */
export const programNoShowDays = sqliteTable(
  "programa_dias_asistencia",
  {
    programa_id: integer().notNull(),
    dia: text().notNull(),
    registros: integer().notNull(),
    inasistencias: integer().notNull(),
    cancelaciones: integer().notNull(),
    sesiones: integer().notNull(),
    ausencias: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.programa_id, t.dia] })],
);

/**
 * Per program and attendee, the end of their first session of the program that is not cancelled and that they attended
 * (issue 31): the panel's active founders "by now" are the rows whose end is ≤ now, a range count instead of a distinct
 * count over every attendance. Kept by the triggers of migration 0019, whatever the time. No foreign key (as above).
 */
export const programFounders = sqliteTable(
  "programa_fundadores",
  {
    programa_id: integer().notNull(),
    user_id: integer().notNull(),
    primera_fin: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.programa_id, t.user_id] }),
    index("programa_fundadores_fin_idx").on(t.programa_id, t.primera_fin),
  ],
);

/**
 * Per program and mentor, the count and sum of the ratings of the program's sessions that are not cancelled (issue 31):
 * the panel's best mentor is the highest average of these rows instead of a pass over every session of the program.
 * Kept by the triggers of migration 0019. No foreign key (as above).
 */
export const programMentorRatings = sqliteTable(
  "programa_calificaciones",
  {
    programa_id: integer().notNull(),
    mentor_id: integer().notNull(),
    calificaciones: integer().notNull(),
    suma: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.programa_id, t.mentor_id] })],
);

/** Additional mentors of a session (mentores), besides its mentor. */
export const sessionMentors = sqliteTable(
  "evento_mentores",
  {
    evento_id: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.evento_id, t.user_id] }), index("evento_mentores_user_idx").on(t.user_id)],
);

/** Minutes of a session (core spec › Entities and their fields "Acta"); one per session. activities: JSON array of activity ids. */
export const actas = sqliteTable(
  "actas",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    evento_id: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    creator_id: integer().references(() => users.id, { onDelete: "set null" }),
    summary: text().notNull(),
    start_date: text().notNull(),
    end_date: text().notNull(),
    activities: text().notNull().default("[]"),
    created_at: text().notNull().default(nowIso),
    updated_at: text().notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("actas_evento_unique").on(t.evento_id),
    check("actas_summary_length", sql`length(summary) BETWEEN 1 AND 10000`),
  ],
);

/** Assistants listed in an acta. */
export const actaAssistants = sqliteTable(
  "acta_asistentes",
  {
    acta_id: integer()
      .notNull()
      .references(() => actas.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.acta_id, t.user_id] })],
);

/**
 * Files (core spec › Entities and their fields "File"): of a session (evento_id) or of a user's profile (usuario_id). archivo is
 * the R2 key; deleting a session file sets activo = 0 (DELETE with body activo false).
 */
export const files = sqliteTable(
  "archivos",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    slug: text().notNull(),
    nombre: text().notNull(),
    archivo: text().notNull(),
    content_type: text().notNull(),
    size: integer().notNull(),
    creador_id: integer().references(() => users.id, { onDelete: "set null" }),
    evento_id: integer().references(() => sessions.id, { onDelete: "cascade" }),
    usuario_id: integer().references(() => users.id, { onDelete: "cascade" }),
    activo: integer({ mode: "boolean" }).notNull().default(true),
    fecha_creacion: text().notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("archivos_slug_unique").on(t.slug),
    index("archivos_evento_idx").on(t.evento_id),
    index("archivos_usuario_idx").on(t.usuario_id),
    check("archivos_nombre_length", sql`length(nombre) BETWEEN 1 AND 255`),
    check("archivos_owner", sql`evento_id IS NOT NULL OR usuario_id IS NOT NULL`),
  ],
);

/** URLs (core spec › Entities and their fields "URL"): of a session or of a user's profile; only http and https. */
export const links = sqliteTable(
  "urls",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    slug: text().notNull(),
    nombre: text().notNull(),
    url: text().notNull(),
    creador_id: integer().references(() => users.id, { onDelete: "set null" }),
    evento_id: integer().references(() => sessions.id, { onDelete: "cascade" }),
    usuario_id: integer().references(() => users.id, { onDelete: "cascade" }),
    activo: integer({ mode: "boolean" }).notNull().default(true),
    fecha_creacion: text().notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("urls_slug_unique").on(t.slug),
    index("urls_evento_idx").on(t.evento_id),
    index("urls_usuario_idx").on(t.usuario_id),
    check("urls_scheme", sql`url LIKE 'http://%' OR url LIKE 'https://%'`),
    check("urls_url_length", sql`length(url) BETWEEN 8 AND 2000`),
    check("urls_owner", sql`evento_id IS NOT NULL OR usuario_id IS NOT NULL`),
  ],
);

/** Registration links of a session (core spec › Entities and their fields "Registration link"): one per session, expiring at its end. */
export const registrationLinks = sqliteTable(
  "links_registro",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    // The public identifier of /link/{uuid}.
    uuid: text().notNull(),
    evento_id: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    creador_id: integer().references(() => users.id, { onDelete: "set null" }),
    entidad_id: integer().references(() => institutions.id, { onDelete: "cascade" }),
    mentoria_id: integer().references(() => tools.id, { onDelete: "set null" }),
    programa_id: integer().references(() => programs.id, { onDelete: "set null" }),
    nombre: text().notNull(),
    fecha_expiracion: text().notNull(),
    maximo_usuarios: integer().notNull().default(1),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("links_registro_uuid_unique").on(t.uuid),
    uniqueIndex("links_registro_evento_unique").on(t.evento_id),
    check("links_registro_maximo", sql`maximo_usuarios BETWEEN 1 AND 300`),
  ],
);

/** Guests who registered through a registration link (at most maximo_usuarios per link). */
export const linkRegistrations = sqliteTable(
  "link_inscripciones",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    link_id: integer()
      .notNull()
      .references(() => registrationLinks.id, { onDelete: "cascade" }),
    nombre: text().notNull(),
    email: text().notNull(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("link_inscripciones_email_unique").on(t.link_id, t.email),
    check("link_inscripciones_email", sql`email = lower(email) AND length(email) BETWEEN 3 AND 254`),
  ],
);

/**
 * Mentor availability (core spec › Entities and their fields "Availability"). `date` is `YYYY-MM-DD`; when semanal, the row
 * repeats every week on date's weekday from that date on. string_availability is a JSON array of
 * {start_hour, end_hour} (`HH:mm`) in the wall-clock of `zona` (the IANA zone the mentor entered it in).
 */
export const availability = sqliteTable(
  "disponibilidades",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    mentor_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text().notNull(),
    semanal: integer({ mode: "boolean" }).notNull().default(false),
    string_availability: text().notNull(),
    zona: text().notNull().default("America/Bogota"),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    index("disponibilidades_mentor_idx").on(t.mentor_id, t.date),
    check("disponibilidades_date", sql`date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
  ],
);

/**
 * Private calendar feeds (iCalendar) of a user. The token is a capability (read-only access to the user's
 * sessions, like a calendar's "secret address"), kept so the user can see their URL again; revoking stops it.
 */
export const calendarFeeds = sqliteTable(
  "calendario_feeds",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text().notNull(),
    created_at: text().notNull().default(nowIso),
    revoked_at: text(),
  },
  (t) => [uniqueIndex("calendario_feeds_token_unique").on(t.token), index("calendario_feeds_user_idx").on(t.user_id)],
);

/** Seed steps already applied (see seed.ts); the primary key makes a concurrent second run fail. */
export const seedMarks = sqliteTable("seed_marks", {
  key: text().primaryKey(),
  applied_at: text().notNull().default(nowIso),
});

// Issue 11, plans: work plans, their activities and observations (second spec › Entities and their fields "Work plan", "Activity",
// "Observation"). Which activities an acta worked on stays in actas.activities (a JSON list of ids).

/** One work plan per entrepreneur per program; description is its goal. */
export const workPlans = sqliteTable(
  "planes_trabajo",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programa_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    description: text().notNull(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("planes_trabajo_user_program_unique").on(t.user_id, t.programa_id),
    index("planes_trabajo_program_idx").on(t.programa_id),
    check("planes_trabajo_description_length", sql`length(description) BETWEEN 1 AND 2000`),
  ],
);

/** Activities of a plan: start and end are calendar dates (YYYY-MM-DD); mentor one of the program's. */
export const activities = sqliteTable(
  "actividades",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    plan_id: integer()
      .notNull()
      .references(() => workPlans.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    mentor_id: integer().references(() => users.id, { onDelete: "set null" }),
    start: text().notNull(),
    end: text().notNull(),
    done: integer({ mode: "boolean" }).notNull().default(false),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    index("actividades_plan_idx").on(t.plan_id),
    index("actividades_mentor_idx").on(t.mentor_id),
    check("actividades_name_length", sql`length(name) BETWEEN 1 AND 200`),
    check("actividades_description_length", sql`length(description) <= 2000`),
    check("actividades_dates", sql`start <= "end"`),
  ],
);

/** Observations written on an activity by the plan's entrepreneur or the activity's mentor. */
export const observations = sqliteTable(
  "observaciones",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    activity_id: integer()
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    creator_id: integer().references(() => users.id, { onDelete: "set null" }),
    title: text().notNull(),
    text: text().notNull().default(""),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    index("observaciones_activity_idx").on(t.activity_id),
    check("observaciones_title_length", sql`length(title) BETWEEN 1 AND 200`),
    check("observaciones_text_length", sql`length(text) <= 5000`),
  ],
);

// Issue 15, public pages, help centre and forum: contact requests of the landing pages, help articles,
// forum posts, comments and likes.

/** A visitor's contact, diagnosis or newsletter request from a public page (POST /contacto/crear). */
export const contactRequests = sqliteTable(
  "contactos",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    origen: text({ enum: CONTACT_ORIGINS }).notNull(),
    nombre: text().notNull().default(""),
    email: text().notNull(),
    telefono: text().notNull().default(""),
    empresa: text().notNull().default(""),
    mensaje: text().notNull().default(""),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    index("contactos_created_idx").on(t.created_at),
    check(
      "contactos_origen",
      sql`origen IN ('software-para-aceleradoras', 'escuela-juntas', 'juntas-asesoras', 'newsletter')`,
    ),
  ],
);

/** Help-centre articles: a name and a file in R2 (GET /searchfiles/?q=). */
export const helpArticles = sqliteTable(
  "articulos",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    file_key: text().notNull(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [uniqueIndex("articulos_file_key_unique").on(t.file_key)],
);

export const forumPosts = sqliteTable(
  "foro_posts",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    creador_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contenido: text().notNull(),
    fecha_creacion: text().notNull().default(nowIso),
    fecha_actualizacion: text().notNull().default(nowIso),
  },
  (t) => [
    index("foro_posts_fecha_idx").on(t.fecha_creacion),
    index("foro_posts_creador_idx").on(t.creador_id, t.fecha_creacion),
    check("foro_posts_contenido", sql`length(trim(contenido)) > 0`),
  ],
);

export const forumComments = sqliteTable(
  "foro_comentarios",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    post_id: integer()
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    creador_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contenido: text().notNull(),
    fecha_creacion: text().notNull().default(nowIso),
  },
  (t) => [
    index("foro_comentarios_post_idx").on(t.post_id, t.fecha_creacion),
    index("foro_comentarios_creador_idx").on(t.creador_id, t.fecha_creacion),
    check("foro_comentarios_contenido", sql`length(trim(contenido)) > 0`),
  ],
);

export const forumLikes = sqliteTable(
  "foro_me_gusta",
  {
    post_id: integer()
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.user_id] }), index("foro_me_gusta_user_idx").on(t.user_id)],
);

// Issue 14, marketplace: demo coupons, the details of a marketplace booking (a session with marketplace = 1,
// comprador and precio) and its areas. The slot hold of an unpaid booking is its session's created_at
// (services/sessions.ts `liveSessionSql`).

/** Discount coupons (second spec › Entities and their fields "Booking payload" cupon): a percentage off the session's price. */
export const coupons = sqliteTable(
  "cupones",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    codigo: text().notNull(),
    // Percentage off, 1 to 100.
    descuento: integer().notNull(),
    activo: integer({ mode: "boolean" }).notNull().default(true),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("cupones_codigo_unique").on(sql`upper(${t.codigo})`),
    check("cupones_codigo_length", sql`length(codigo) BETWEEN 1 AND 50`),
    check("cupones_descuento", sql`descuento BETWEEN 1 AND 100`),
  ],
);

/** A marketplace booking's details: the note to the mentor, the coupon and the list price before it. */
export const marketplaceBookings = sqliteTable(
  "reservas_marketplace",
  {
    evento_id: integer()
      .primaryKey()
      .references(() => sessions.id, { onDelete: "cascade" }),
    observaciones: text().notNull().default(""),
    cupon_id: integer().references(() => coupons.id, { onDelete: "set null" }),
    // Whole pesos (COP): the hourly price times the duration, before the coupon.
    precio_lista: integer().notNull(),
    pagado_at: text(),
    // When the hold was first made (issue 34 §3): renewals move `eventos.created_at`, never this; null on
    // bookings made before it existed (then `created_at` stands in).
    reservado_at: text(),
  },
  () => [
    check("reservas_marketplace_observaciones", sql`length(observaciones) <= 1000`),
    check("reservas_marketplace_precio", sql`precio_lista >= 0`),
  ],
);

/** Issue 29 §2: the refund of a paid marketplace session through the test checkout; at most one per session. */
export const refunds = sqliteTable(
  "reembolsos",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    evento_id: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    // Whole pesos (COP), what the buyer paid.
    monto: integer().notNull(),
    motivo: text().notNull(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [uniqueIndex("reembolsos_evento_unique").on(t.evento_id), check("reembolsos_monto", sql`monto >= 0`)],
);

/** The areas (tags) the buyer chose for a marketplace booking. */
export const bookingTags = sqliteTable(
  "reserva_tags",
  {
    evento_id: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tag_id: integer()
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.evento_id, t.tag_id] })],
);
// Issue 12, company: companies, their teams, indicators and indicator values (second spec › Entities and their fields).

/** A company (second spec › Entities and their fields "Company"). One per creator; `sector` is an id of the local API's sector list. */
export const companies = sqliteTable(
  "empresas",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    creator_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    n_employees: integer().notNull().default(0),
    sector: integer().notNull(),
    goal: text().notNull(),
    // R2 key of the logo, or null.
    image: text(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("empresas_creator_unique").on(t.creator_id),
    check("empresas_name_length", sql`length(name) BETWEEN 1 AND 200`),
    check("empresas_goal_length", sql`length(goal) BETWEEN 1 AND 2000`),
    check("empresas_n_employees", sql`n_employees >= 0`),
    check("empresas_sector", sql`sector >= 1`),
  ],
);

/** The team of a company (second spec › Entities and their fields "Team member"): users; the creator is not a row. */
export const companyTeam = sqliteTable(
  "empresa_equipo",
  {
    empresa_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.user_id] }), index("empresa_equipo_user_idx").on(t.user_id)],
);

/** A company's indicator (KPI, second spec › Entities and their fields "Indicator"). trend: true = upward goal, false = downward. */
export const indicators = sqliteTable(
  "indicadores",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    empresa_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull(),
    measure: text().notNull(),
    base_line: real().notNull(),
    goal: real().notNull(),
    trend: integer({ mode: "boolean" }).notNull().default(true),
    x_axis: text().notNull().default(""),
    y_axis: text().notNull().default(""),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    index("indicadores_empresa_idx").on(t.empresa_id),
    check("indicadores_name_length", sql`length(name) BETWEEN 1 AND 200`),
    check("indicadores_description_length", sql`length(description) BETWEEN 1 AND 2000`),
    check("indicadores_measure_length", sql`length(measure) BETWEEN 1 AND 60`),
    check("indicadores_axes_length", sql`length(x_axis) <= 60 AND length(y_axis) <= 60`),
  ],
);

/** A measured value of an indicator; date_created_at is the API's `YYYY-MM-DD HH:mm` Bogota wall-clock. */
export const indicatorValues = sqliteTable(
  "indicador_valores",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    indicador_id: integer()
      .notNull()
      .references(() => indicators.id, { onDelete: "cascade" }),
    value: real().notNull(),
    date_created_at: text().notNull(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [
    index("indicador_valores_indicador_idx").on(t.indicador_id, t.date_created_at),
    check(
      "indicador_valores_date",
      sql`length(date_created_at) = 16 AND substr(date_created_at, 5, 1) = '-' AND substr(date_created_at, 11, 1) = ' ' AND substr(date_created_at, 14, 1) = ':'`,
    ),
  ],
);

/**
 * Idempotency-Key of a create (docs/api.md): the first answer to a key, kept so that the same request sent
 * again gets it instead of a second record. `estado` is null while the first request runs.
 */
export const idempotencyKeys = sqliteTable(
  "claves_idempotencia",
  {
    // SHA-256 of the caller's Authorization header ('' without one): a key is the caller's own.
    ambito: text().notNull(),
    clave: text().notNull(),
    metodo: text().notNull(),
    ruta: text().notNull(),
    estado: integer(),
    cuerpo: text(),
    tipo: text(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.ambito, t.clave] }), index("claves_idempotencia_created_idx").on(t.created_at)],
);

export const REMINDER_KINDS = ["24h", "1h"] as const;

/**
 * Issue 29 §1: the session reminders sent, one row per session, person, kind and start instant (the unique key):
 * a run inserts the row and the e-mail in one transaction, so a reminder goes out once however many runs overlap.
 * A session moved to a new start gets new reminders; a deleted one takes its rows with it.
 */
export const reminderDeliveries = sqliteTable(
  "recordatorios_enviados",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    evento_id: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tipo: text({ enum: REMINDER_KINDS }).notNull(),
    // The session's fecha_inicio when the reminder went out.
    fecha_inicio: text().notNull(),
    enviado_at: text().notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("recordatorios_enviados_unique").on(t.evento_id, t.user_id, t.tipo, t.fecha_inicio),
    index("recordatorios_enviados_user_idx").on(t.user_id),
    check("recordatorios_enviados_tipo", sql`tipo IN ('24h', '1h')`),
  ],
);

/**
 * Issue 29 §1: a person's reminder setting; no row is the default (reminders on, the session's institution's zone,
 * else Colombia). zona_horaria is a code of the spec's 30 zones.
 */
export const reminderSettings = sqliteTable("ajustes_recordatorios", {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  recordatorios: integer({ mode: "boolean" }).notNull().default(true),
  zona_horaria: text(),
});
