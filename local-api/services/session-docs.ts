// What travels with a session (issue 5): times of the API's clock, the call's room, uploaded session and
// profile files (type by content, size), URLs, the serializers of files and URLs, and who may see or add
// documents of another user's profile. Used by routes/calendario/{actions,actas,documents,links}.ts.
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { SESSION_FILE_MAX_BYTES, SESSION_FILE_TYPES } from "../../app/api/contract/calendario";
import type { ApiFile, ApiUrl } from "../../app/api/contract/calendario";
import { sha256Hex } from "../crypto";
import type { Db } from "../db/client";
import type { files, links } from "../db/schema";
import type { AppEnv, UserRow } from "../env";
import { type FieldErrors, addFieldError, detailError, notFound } from "../http";
import { appBaseUrl } from "../outbox";
import { INSTITUTION_MESSAGES, fileOf, newFileKey, readMultipart, sniffImage } from "./institution";
import type { SessionRow } from "./session-access";
import { nowMs } from "../../app/shared/clock";

export const DOC_MESSAGES = {
  fileRequired: "Debe seleccionar al menos un archivo",
  fileSize: "El archivo no puede pesar más de 10 MB.",
  fileType:
    "Tipo de archivo no permitido. Suba un PDF, una imagen JPEG o PNG, un documento de Office, un texto, un CSV o un ZIP.",
  urlRequired: "Debe ingresar al menos una url",
  urlInvalid: "Ingrese una URL válida (http o https, máximo 2000 caracteres).",
  forbidden: "Usted no tiene permiso para realizar esta acción.",
  userNotFound: "No se encontró el usuario.",
  ownProfileOnly: "Esta ruta guarda documentos en su propio perfil; use /mentor/usuario/ para otro usuario.",
} as const;

/** R2 prefixes of private files (never served by GET /media): session files and profile files. */
export const SESSION_FILE_PREFIX = "sesiones/";
export const USER_FILE_PREFIX = "usuarios/";

// Multipart bodies carry one file of at most 10 MB plus a few short fields.
const MULTIPART_MAX_BYTES = SESSION_FILE_MAX_BYTES + 64 * 1024;

const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000; // America/Bogota is UTC-5 all year (no DST)

/** The API's wall-clock `YYYY-MM-DD HH:mm` in Bogota of an instant (default now). */
export function bogotaWallClock(at: Date | number = nowMs()): string {
  const ms = typeof at === "number" ? at : at.getTime();
  return new Date(ms + BOGOTA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The instant (epoch ms) of an API wall-clock value. */
export function wallClockMs(value: string): number {
  return Date.parse(`${value.replace(" ", "T")}:00-05:00`);
}

/** An API wall-clock value as ISO 8601 with Bogota's offset ("2026-11-23T09:00:00-05:00"). */
export function wallClockIso(value: string): string {
  return `${value.replace(" ", "T")}:00-05:00`;
}

/** A stored ISO-UTC timestamp as the API's wall-clock value. */
export function isoToWallClock(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : bogotaWallClock(ms);
}

export const hasEnded = (session: SessionRow, now = nowMs()) => now >= wallClockMs(session.fecha_fin);

/**
 * The session's Jitsi Meet room: "Mentoria-" + 24 hex characters of SHA-256(secret, slug). The secret is the
 * local API's private key, so the name cannot be worked out from anything a user sees (id, slug, name).
 */
export async function meetingUrl(c: Context<AppEnv>, session: SessionRow): Promise<string> {
  const hash = await sha256Hex(`jitsi-room\u0000${c.env.LOGIN_PRIVATE_KEY}\u0000${session.slug}`);
  return `https://meet.jit.si/Mentoria-${hash.slice(0, 24)}`;
}

// --- Uploaded files ---

export type SessionFileType = (typeof SESSION_FILE_TYPES)[number];
export type UploadedFile = { bytes: Uint8Array; type: SessionFileType; name: string };

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);
const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? "";

const OOXML: Record<string, SessionFileType> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};
const OLE2: Record<string, SessionFileType> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};

/** Whether `text` has a control character (tab, line feed, form feed and return allowed when `textual`). */
function hasControl(text: string, textual: boolean): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (textual && (code === 9 || code === 10 || code === 12 || code === 13)) continue;
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/** Text: valid UTF-8 without NUL or other control characters than tab, line feed, form feed and return. */
function isText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !hasControl(text, true);
}

/**
 * The file's type by its content (the declared type and the name only pick between types that share a
 * format: office documents inside a zip or an OLE2 container, csv among texts); null when not allowed.
 */
export function sniffSessionFile(bytes: Uint8Array, name: string, declared: string): SessionFileType | null {
  const ext = extensionOf(name);
  const image = sniffImage(bytes);
  if (image) return image;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const office = OOXML[ext] ?? Object.values(OOXML).find((type) => type === declared);
    return office ?? "application/zip";
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return OLE2[ext] ?? Object.values(OLE2).find((type) => type === declared) ?? null;
  }
  if (bytes.length > 0 && isText(bytes)) {
    return ext === "csv" || declared === "text/csv" ? "text/csv" : "text/plain";
  }
  return null;
}

/**
 * The file `field` of a form: required (`requiredMessage`), at most SESSION_FILE_MAX_BYTES, of a type of
 * SESSION_FILE_TYPES by content. Problems go into `errors[field]`; null when refused or absent.
 */
export async function readSessionFileField(
  form: FormData,
  field: string,
  errors: FieldErrors,
  required: boolean,
): Promise<UploadedFile | null> {
  const file = fileOf(form, field);
  if (file === null) {
    if (required) addFieldError(errors, field, DOC_MESSAGES.fileRequired);
    return null;
  }
  if (file === "invalid") {
    addFieldError(errors, field, INSTITUTION_MESSAGES.notAFile);
    return null;
  }
  if (file.size > SESSION_FILE_MAX_BYTES) {
    addFieldError(errors, field, DOC_MESSAGES.fileSize);
    return null;
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffSessionFile(bytes, file.name, file.type);
  if (!type) {
    addFieldError(errors, field, DOC_MESSAGES.fileType);
    return null;
  }
  return { bytes, type, name: file.name.slice(0, 255) };
}

/** A multipart body of at most one session file and a few fields. */
export function readDocumentForm(c: Context<AppEnv>): Promise<FormData> {
  return readMultipart(c, MULTIPART_MAX_BYTES);
}

/** Stores an uploaded file in R2 under a new random key of `prefix`; returns the key. */
export async function storeFile(c: Context<AppEnv>, prefix: string, file: UploadedFile): Promise<string> {
  const key = newFileKey(prefix, file.name);
  await c.env.FILES.put(key, file.bytes, { httpMetadata: { contentType: file.type } });
  return key;
}

/** Files and URLs get random, URL-safe slugs like sessions. */
export { newSlug } from "./sessions";

/** A text field of a form, trimmed; "" when absent or a file. */
export function formText(form: FormData, field: string): string {
  const value = form.get(field);
  return typeof value === "string" ? value.trim() : "";
}

/** The display name of an upload: the `name` field, or the file's own name; 1 to 255 characters. */
export function uploadName(form: FormData, file: UploadedFile | null, errors: FieldErrors, field = "name"): string {
  const given = formText(form, field) || formText(form, "nombre");
  const name = given || file?.name.trim() || "";
  if (file && !name) addFieldError(errors, field, "Este campo no puede estar en blanco.");
  if (name.length > 255) addFieldError(errors, field, "Asegúrese de que este campo no tenga más de 255 caracteres.");
  return name;
}

// --- URLs ---

/** Only http and https, at most 2000 characters, no spaces or control characters, a host. */
export function checkUrl(value: unknown, field: string, errors: FieldErrors): string | null {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    addFieldError(errors, field, DOC_MESSAGES.urlRequired);
    return null;
  }
  if (typeof value !== "string") {
    addFieldError(errors, field, DOC_MESSAGES.urlInvalid);
    return null;
  }
  const url = value.trim();
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (
    !parsed ||
    url.length > 2000 ||
    /\s/.test(url) ||
    hasControl(url, false) ||
    !/^https?:\/\//i.test(url) ||
    (parsed.protocol !== "http:" && parsed.protocol !== "https:") ||
    !parsed.hostname
  ) {
    addFieldError(errors, field, DOC_MESSAGES.urlInvalid);
    return null;
  }
  return url;
}

// --- Serializers ---

type FileRow = typeof files.$inferSelect;
type UrlRow = typeof links.$inferSelect;

/** Absolute URL of GET /archivos/descargar/{slug}/ (under /api in the Worker, local mode). */
export function downloadUrl(c: Context<AppEnv>, slug: string): string {
  return `${appBaseUrl(c.env.APP_URL, c.req.url)}/api/archivos/descargar/${encodeURIComponent(slug)}/`;
}

type Names = { creators: Map<number, string>; sessions: Map<number, string> };

async function namesFor(db: Db, creatorIds: number[], sessionIds: number[]): Promise<Names> {
  const creators = new Map<number, string>();
  const sessionNames = new Map<number, string>();
  const users = [...new Set(creatorIds)];
  const events = [...new Set(sessionIds)];
  for (let i = 0; i < users.length; i += 80) {
    const ids = users.slice(i, i + 80);
    const rows = await db.all<{ id: number; name: string }>(
      sql`SELECT id, trim(first_name || ' ' || last_name) AS name FROM usuarios WHERE id IN (${sql.join(ids, sql`, `)})`,
    );
    for (const row of rows) creators.set(row.id, row.name);
  }
  for (let i = 0; i < events.length; i += 80) {
    const ids = events.slice(i, i + 80);
    const rows = await db.all<{ id: number; nombre: string }>(
      sql`SELECT id, nombre FROM eventos WHERE id IN (${sql.join(ids, sql`, `)})`,
    );
    for (const row of rows) sessionNames.set(row.id, row.nombre);
  }
  return { creators, sessions: sessionNames };
}

export async function serializeFiles(c: Context<AppEnv>, rows: FileRow[]): Promise<ApiFile[]> {
  const names = await namesFor(
    c.get("db"),
    rows.flatMap((r) => (r.creador_id ? [r.creador_id] : [])),
    rows.flatMap((r) => (r.evento_id ? [r.evento_id] : [])),
  );
  return rows.map((row) => ({
    slug: row.slug,
    nombre: row.nombre,
    archivo: downloadUrl(c, row.slug),
    creador: row.creador_id,
    nombre_creador: row.creador_id ? (names.creators.get(row.creador_id) ?? "") : "",
    fecha_creacion: isoToWallClock(row.fecha_creacion),
    evento: row.evento_id,
    nombre_evento: row.evento_id ? (names.sessions.get(row.evento_id) ?? null) : null,
    content_type: row.content_type,
    size: row.size,
  }));
}

export async function serializeUrls(c: Context<AppEnv>, rows: UrlRow[]): Promise<ApiUrl[]> {
  const names = await namesFor(
    c.get("db"),
    rows.flatMap((r) => (r.creador_id ? [r.creador_id] : [])),
    rows.flatMap((r) => (r.evento_id ? [r.evento_id] : [])),
  );
  return rows.map((row) => ({
    slug: row.slug,
    nombre: row.nombre,
    url: row.url,
    creador: row.creador_id,
    nombre_creador: row.creador_id ? (names.creators.get(row.creador_id) ?? "") : "",
    fecha_creacion: isoToWallClock(row.fecha_creacion),
    evento: row.evento_id,
    nombre_evento: row.evento_id ? (names.sessions.get(row.evento_id) ?? null) : null,
  }));
}

// --- Another user's documents ---

/** A user by username (or numeric id); 404 when there is none. */
export async function loadUser(db: Db, usernameOrId: string): Promise<UserRow> {
  // lower(username) is the unique index's expression: an exact `username =` would scan every user.
  const where = /^[0-9]+$/.test(usernameOrId)
    ? sql`id = ${Number(usernameOrId)}`
    : sql`lower(username) = lower(${usernameOrId}) AND username = ${usernameOrId}`;
  const [row] = await db.all<UserRow>(sql`SELECT * FROM usuarios WHERE ${where} LIMIT 1`);
  if (!row) throw detailError(404, DOC_MESSAGES.userNotFound);
  return row;
}

/** Whether `viewer` is an official of an institution `target` belongs to (as a member or an official). */
export async function isStaffOf(db: Db, viewer: number, target: number): Promise<boolean> {
  const [row] = await db.all<{ ok: number }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM funcionarios f
      WHERE f.user_id = ${viewer} AND (
        EXISTS (SELECT 1 FROM entidad_miembros m WHERE m.entidad_id = f.entidad_id AND m.user_id = ${target})
        OR EXISTS (SELECT 1 FROM funcionarios g WHERE g.entidad_id = f.entidad_id AND g.user_id = ${target}))
    ) AS ok`);
  return Boolean(row?.ok);
}

/** Whether `viewer` mentors a session `target` takes part in (as the mentee, a sub_grupo member or the buyer). */
export async function mentorsUser(db: Db, viewer: number, target: number): Promise<boolean> {
  const [row] = await db.all<{ ok: number }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM eventos e
      WHERE e.id IN (SELECT id FROM eventos WHERE mentor_id = ${viewer}
                     UNION ALL SELECT evento_id FROM evento_mentores WHERE user_id = ${viewer})
        AND (e.usuario_individual = ${target} OR e.comprador = ${target}
             OR EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.user_id = ${target}))
    ) AS ok`);
  return Boolean(row?.ok);
}

/**
 * Another user's profile documents (GET and POST /archivos|urls/mentor/usuario/…): the user themself, a mentor
 * of one of their sessions, or staff of an institution they belong to. 404 unknown user, 403 anyone else.
 */
export async function requireProfileDocsAccess(db: Db, viewer: UserRow, target: string): Promise<UserRow> {
  const user = await loadUser(db, target);
  if (user.id === viewer.id) return user;
  if ((await mentorsUser(db, viewer.id, user.id)) || (await isStaffOf(db, viewer.id, user.id))) return user;
  throw detailError(403, DOC_MESSAGES.forbidden);
}

/** 'Mis documentos' of a user (GET /archivos|urls/evento/usuario/{username}): the user themself or staff. */
export async function requireSessionDocsAccess(db: Db, viewer: UserRow, target: string) {
  const user = await loadUser(db, target);
  if (user.id === viewer.id) return { user, institutionsOnly: null as number[] | null };
  if (!(await isStaffOf(db, viewer.id, user.id))) throw detailError(403, DOC_MESSAGES.forbidden);
  // Staff see the documents of their own institutions' sessions only.
  const rows = await db.all<{ id: number }>(
    sql`SELECT entidad_id AS id FROM funcionarios WHERE user_id = ${viewer.id}`,
  );
  return { user, institutionsOnly: rows.map((r) => r.id) };
}

/** SQL condition: the session `e` (alias) is one `userId` takes part in (participant, mentor or buyer). */
// One indexed lookup per role (an OR of them would scan every session).
export function takesPartIn(userId: number) {
  return sql`e.id IN (SELECT id FROM eventos WHERE mentor_id = ${userId}
    UNION ALL SELECT id FROM eventos WHERE usuario_individual = ${userId}
    UNION ALL SELECT id FROM eventos WHERE comprador = ${userId}
    UNION ALL SELECT evento_id FROM evento_mentores WHERE user_id = ${userId}
    UNION ALL SELECT evento_id FROM evento_participantes WHERE user_id = ${userId})`;
}

export { notFound };
