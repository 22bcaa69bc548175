// Profiles (issue 10): the profile update of PUT /usuario/actualizar/{username}, the rating summary, attendance,
// the mentor's entrepreneurs, calendar-sync choice and self-deactivation.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import {
  AVATAR_MAX_BYTES,
  RESIDE_OPTIONS,
  SKILLS_MAX,
  profileUpdateFieldsSchema,
  skillInputSchema,
  type SyncProvider,
} from "../../app/api/contract/profiles";
import { revokeUserTokens } from "../auth";
import { verifyPassword } from "../crypto";
import type { Db } from "../db/client";
import { userSkills, users } from "../db/schema";
import type { AppEnv, UserRow } from "../env";
import { type FieldErrors, addFieldError, dataOrErrors, detailError, nowIso, validate } from "../http";
import { appBaseUrl, queueMail, type Mail } from "../outbox";
import { ACCOUNT_MESSAGES, normalizeEmail } from "./accounts";
import { isMentor } from "./availability";
import { busyOfMentor } from "./sessions";
import { mediaUrl, readImageField, readMultipart, storeImage } from "./institution";

/** Avatars are public (shown wherever the person is), served by GET /media/{key} like the logos. */
export const AVATAR_PREFIX = "avatars/";

export const PROFILE_MESSAGES = {
  firstName: "Por favor escriba su nombre!",
  lastName: "Por favor escriba su apellido!",
  emailRequired: "Por favor escriba un e-mail!",
  emailInvalid: "E-mail invalido!",
  reside: "Por favor seleccione su ubicación!",
  password: "Por favor ingrese su contraseña!",
  wrongPassword: "La contraseña actual no es correcta.",
  telefono: "Por favor escriba su teléfono!",
  titulo: "Por favor escriba su cargo actual!",
  linkedin: "Por favor escriba su LinkedIn!",
  precio: "Por favor escriba su precio por hora!",
  precioInvalid: "El precio debe ser un número entero mayor o igual a 0.",
  url: "Ingrese una dirección http o https válida.",
  skillsInvalid: "Las áreas de experiencia no son válidas.",
  skillArea: "Falta área de experiencia",
  skillDescription: "Falta la descripción",
  skillRepeated: "Cada área de experiencia puede aparecer una sola vez.",
  skillsTooMany: `Puede registrar hasta ${SKILLS_MAX} áreas de experiencia.`,
  avatarSize: "La imagen no puede pesar más de 2 MB.",
  edited: "Usuario editado correctamente",
  notOwner: "Solo el dueño del perfil puede editarlo.",
  notMentor: "Solo los mentores sincronizan su calendario.",
  invalidDate: "La fecha debe tener el formato AAAA-MM-DD.",
  googleSync: "Revisa tu correo para completar la sincronizacion con Google Calendar",
  outlookSync: "Revisa tu correo para completar la sincronizacion con Outlook",
  manualSync: "Tu disponibilidad se toma de la que registras en la plataforma",
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FORM_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;

/** An http or https URL, or null (docs/house-rules.md#user-supplied-urls). */
export function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

type SkillInput = { tag: number; description: string };

/** The `skills` JSON of the form: problems go to `errors.skills`. */
async function readSkills(db: Db, raw: string | undefined, errors: FieldErrors): Promise<SkillInput[] | null> {
  if (raw === undefined) return null;
  let parsed: unknown;
  try {
    parsed = raw.trim() === "" ? [] : JSON.parse(raw);
  } catch {
    addFieldError(errors, "skills", PROFILE_MESSAGES.skillsInvalid);
    return null;
  }
  if (!Array.isArray(parsed)) {
    addFieldError(errors, "skills", PROFILE_MESSAGES.skillsInvalid);
    return null;
  }
  if (parsed.length > SKILLS_MAX) {
    addFieldError(errors, "skills", PROFILE_MESSAGES.skillsTooMany);
    return null;
  }
  const skills: SkillInput[] = [];
  for (const item of parsed) {
    const record = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
    if (record.tag === undefined || record.tag === null || record.tag === "") {
      addFieldError(errors, "skills", PROFILE_MESSAGES.skillArea);
      return null;
    }
    if (typeof record.description !== "string" || record.description.trim() === "") {
      addFieldError(errors, "skills", PROFILE_MESSAGES.skillDescription);
      return null;
    }
    const checked = skillInputSchema.safeParse(item);
    if (!checked.success) {
      addFieldError(errors, "skills", PROFILE_MESSAGES.skillsInvalid);
      return null;
    }
    skills.push({ tag: checked.data.tag, description: checked.data.description.trim() });
  }
  if (new Set(skills.map((s) => s.tag)).size !== skills.length) {
    addFieldError(errors, "skills", PROFILE_MESSAGES.skillRepeated);
    return null;
  }
  if (skills.length > 0) {
    const known = await db.all<{ id: number }>(
      sql`SELECT id FROM tags WHERE id IN (${sql.join(
        skills.map((s) => sql`${s.tag}`),
        sql`, `,
      )})`,
    );
    if (known.length !== skills.length) {
      addFieldError(errors, "skills", PROFILE_MESSAGES.skillArea);
      return null;
    }
  }
  return skills;
}

/** Text of a form field: a file where text belongs is "not a valid string" (type error from zod). */
function textFields(form: FormData, names: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") body[name] = value;
    else if (value !== null) body[name] = 0;
  }
  return body;
}

const optional = (value: string | undefined) => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/**
 * PUT /usuario/actualizar/{username}: the owner only (403 for anyone else who may see the profile, 404
 * otherwise is decided by the route), the current password required, mentors' extra required fields, skills
 * replaced as a set, an optional jpeg/png avatar stored in R2. Returns the updated row.
 */
export async function updateProfile(c: Context<AppEnv>, user: UserRow): Promise<UserRow> {
  const db = c.get("db");
  const form = await readMultipart(c, FORM_MAX_BYTES);
  const body = textFields(form, Object.keys(profileUpdateFieldsSchema.shape));
  const { data: parsed, errors } = validate(profileUpdateFieldsSchema, body);
  const fieldErrors: FieldErrors = errors ?? {};
  const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string).trim() : "");
  const requireText = (name: string, message: string) => {
    if (!fieldErrors[name] && text(name) === "") {
      delete fieldErrors[name];
      addFieldError(fieldErrors, name, message);
    }
  };
  requireText("first_name", PROFILE_MESSAGES.firstName);
  requireText("last_name", PROFILE_MESSAGES.lastName);
  requireText("email", PROFILE_MESSAGES.emailRequired);
  requireText("reside", PROFILE_MESSAGES.reside);
  requireText("password", PROFILE_MESSAGES.password);
  const email = normalizeEmail(text("email"));
  if (!fieldErrors.email && !EMAIL_PATTERN.test(email))
    addFieldError(fieldErrors, "email", PROFILE_MESSAGES.emailInvalid);
  if (!fieldErrors.reside && !(RESIDE_OPTIONS as readonly string[]).includes(text("reside").toLowerCase())) {
    addFieldError(fieldErrors, "reside", PROFILE_MESSAGES.reside);
  }
  const mentor = await isMentor(db, user);
  if (mentor) {
    requireText("telefono", PROFILE_MESSAGES.telefono);
    requireText("titulo", PROFILE_MESSAGES.titulo);
    requireText("linkedin", PROFILE_MESSAGES.linkedin);
    requireText("precio", PROFILE_MESSAGES.precio);
  }
  for (const name of ["linkedin", "twitter", "instagram"]) {
    if (!fieldErrors[name] && text(name) !== "" && safeHttpUrl(text(name)) === null) {
      addFieldError(fieldErrors, name, PROFILE_MESSAGES.url);
    }
  }
  let precio: number | null = null;
  if (!fieldErrors.precio && text("precio") !== "") {
    if (!/^\d{1,9}$/.test(text("precio"))) addFieldError(fieldErrors, "precio", PROFILE_MESSAGES.precioInvalid);
    else precio = Number(text("precio"));
  }
  const skills = fieldErrors.skills
    ? null
    : await readSkills(db, typeof body.skills === "string" ? body.skills : undefined, fieldErrors);
  const image = await readImageField(form, "img_usuario", AVATAR_MAX_BYTES, fieldErrors, PROFILE_MESSAGES.avatarSize);
  if (!fieldErrors.email && email !== user.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, user.id)))
      .limit(1);
    if (taken) addFieldError(fieldErrors, "email", ACCOUNT_MESSAGES.emailTaken);
  }
  // The password last: a wrong one is only reported when the rest is valid (no oracle through other fields).
  if (Object.keys(fieldErrors).length === 0) {
    const password = text("password");
    if (password.length > 128 || !(await verifyPassword(password, user.password))) {
      addFieldError(fieldErrors, "password", PROFILE_MESSAGES.wrongPassword);
    }
  }
  const data = dataOrErrors(parsed, fieldErrors);
  const avatarKey = image ? await storeImage(c, AVATAR_PREFIX, image, "avatar") : null;
  const values = {
    first_name: data.first_name.trim(),
    last_name: data.last_name.trim(),
    email,
    reside: text("reside").toLowerCase(),
    telefono: optional(data.telefono),
    titulo: optional(data.titulo),
    descripcion: optional(data.descripcion),
    linkedin: optional(data.linkedin) && safeHttpUrl(optional(data.linkedin)!),
    twitter: optional(data.twitter) && safeHttpUrl(optional(data.twitter)!),
    instagram: optional(data.instagram) && safeHttpUrl(optional(data.instagram)!),
    precio: data.precio === undefined ? user.precio : precio,
    ...(avatarKey ? { img_usuario: mediaUrl(c, avatarKey) } : {}),
  };
  try {
    await db.batch([
      db.update(users).set(values).where(eq(users.id, user.id)),
      ...(skills === null
        ? []
        : [
            db.delete(userSkills).where(eq(userSkills.user_id, user.id)),
            ...(skills.length > 0
              ? [
                  db
                    .insert(userSkills)
                    .values(skills.map((s) => ({ user_id: user.id, tag_id: s.tag, description: s.description }))),
                ]
              : []),
          ]),
    ]);
  } catch (error) {
    if (avatarKey) await c.env.FILES.delete(avatarKey);
    throw error;
  }
  const oldKey = avatarKey && user.img_usuario ? avatarKeyOf(user.img_usuario) : null;
  if (oldKey) await c.env.FILES.delete(oldKey);
  const [updated] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  return updated!;
}

/** The R2 key of an avatar URL this API stored, or null for anything else. */
export function avatarKeyOf(url: string): string | null {
  const match = /\/api\/media\/(avatars\/[^/?#]+)$/.exec(url);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** GET /usuario/calificacion/{id}: the average rating and counts of an active mentor; 404 otherwise. */
export async function ratingSummary(db: Db, mentorId: number) {
  const [target] = await db.select().from(users).where(eq(users.id, mentorId)).limit(1);
  if (!target || !target.is_active || !(await isMentor(db, target))) throw detailError(404, "No encontrado.");
  const [row] = await db.all<{ avg: number | null; n: number; sessions: number }>(sql`
    SELECT
      (SELECT AVG(puntaje) FROM calificaciones WHERE mentor_id = ${mentorId}) AS avg,
      (SELECT COUNT(*) FROM calificaciones WHERE mentor_id = ${mentorId}) AS n,
      (SELECT COUNT(*) FROM eventos
        WHERE (mentor_id = ${mentorId} OR id IN (SELECT evento_id FROM evento_mentores WHERE user_id = ${mentorId}))
          AND cancelado_at IS NULL
      ) AS sessions
  `);
  return {
    puntaje: row?.avg === null || row?.avg === undefined ? null : Math.round(row.avg * 100) / 100,
    reviews: row?.n ?? 0,
    nsesiones: row?.sessions ?? 0,
  };
}

/** GET /usuario/mentor/emprendedores: the entrepreneurs of the programs whose tools the mentor mentors. */
export async function entrepreneursOfMentor(db: Db, mentorId: number) {
  return db.all<{ id: number; username: string; first_name: string; last_name: string; img_usuario: string | null }>(
    sql`
      SELECT DISTINCT u.id, u.username, u.first_name, u.last_name, u.img_usuario
      FROM usuarios u
      JOIN programa_emprendedores pe ON pe.user_id = u.id
      JOIN mentorias m ON m.programa_id = pe.programa_id
      JOIN mentoria_mentores mm ON mm.mentoria_id = m.id
      WHERE mm.user_id = ${mentorId} AND u.is_active = 1
      ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id
    `,
  );
}

function syncMail(to: string, firstName: string, provider: "gcalendar" | "outlook", feedLink: string): Mail {
  const name = provider === "gcalendar" ? "Google Calendar" : "Outlook";
  return {
    to,
    subject: `Completa la sincronización con ${name}`,
    body: [
      firstName ? `Hola ${firstName},` : "Hola,",
      "",
      `Para ver tus sesiones en ${name}, agrega allí tu calendario privado de la plataforma ("Agregar calendario"`,
      `→ "Desde URL"). Tu dirección privada está en esta página:`,
      feedLink,
      "",
      "Mientras la sincronización esté activa, tus horarios ocupados se toman de tus sesiones.",
      "Si no pediste esta sincronización, ignora este correo.",
    ].join("\n"),
  };
}

/** GET /usuario/synccalendar/login/{provider}: stores the mentor's choice; Google and Outlook send an e-mail. */
export async function chooseSync(c: Context<AppEnv>, user: UserRow, provider: SyncProvider) {
  const db = c.get("db");
  if (!(await isMentor(db, user))) throw detailError(403, PROFILE_MESSAGES.notMentor);
  const update = db.update(users).set({ api_calendario: provider }).where(eq(users.id, user.id));
  if (provider === "manual") {
    await update;
    return { api_calendario: provider, detail: PROFILE_MESSAGES.manualSync };
  }
  const link = `${appBaseUrl(c.env.APP_URL, c.req.url)}/calendar/feed`;
  await db.batch([update, queueMail(db, syncMail(user.email, user.first_name, provider, link))]);
  return {
    api_calendario: provider,
    detail: provider === "gcalendar" ? PROFILE_MESSAGES.googleSync : PROFILE_MESSAGES.outlookSync,
  };
}

/**
 * GET /usuario/synccalendar/sync/{mentor}/{date}: the busy hours of the mentor's synced calendar that day. The
 * local stand-in of Google Calendar or Outlook is the private feed the mentor subscribed to, i.e. their own live
 * sessions; a mentor on manual sync (or none, or not a mentor) has no synced calendar: an empty list.
 */
export async function syncedBusy(db: Db, mentorId: number, date: string) {
  const [mentor] = await db.select().from(users).where(eq(users.id, mentorId));
  if (!mentor || !mentor.is_active || !(await isMentor(db, mentor))) return [];
  if (mentor.api_calendario !== "gcalendar" && mentor.api_calendario !== "outlook") return [];
  const rows = await busyOfMentor(db, mentor.id, date, date);
  return rows
    .map((r) => ({ fecha_inicio: r.fecha_inicio, fecha_fin: r.fecha_fin }))
    .sort((a, b) => a.fecha_inicio.localeCompare(b.fecha_inicio));
}

/** PUT /usuario/desactivar/{own username}: the user deactivates their own account; every session ends. */
export async function deactivateSelf(db: Db, user: UserRow): Promise<void> {
  await db.batch([
    db
      .update(users)
      .set({ is_active: false, deactivated_at: user.deactivated_at ?? nowIso() })
      .where(eq(users.id, user.id)),
    revokeUserTokens(db, user.id),
  ]);
}
