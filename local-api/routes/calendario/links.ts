// Registration links (core spec › Entities and their fields "Registration link", core spec › Validation rules, core spec › The calls it makes: GET /usuario/link/existe/{eventId},
// POST /usuario/link/crear) and the public join data (second spec › Entities and their fields "Join-link event", second spec › The calls it makes "Join event":
// GET /calendario/start_link/{uuid}/, POST /calendario/start_link/{uuid}/registro, no auth).
// One link per session, expiring at the session's end. docs/api/session-documents.md.
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import {
  REGISTRATION_LINK_MAX_USERS,
  joinLinkEventSchema,
  linkRegistrationBodySchema,
  registrationLinkSchema,
} from "../../../app/api/contract/calendario";
import { requireAuth } from "../../auth";
import { isUniqueViolation } from "../../db/client";
import { registrationLinks } from "../../db/schema";
import type { AppEnv } from "../../env";
import { type FieldErrors, addFieldError, dataOrErrors, detailError, readJson, validate } from "../../http";
import { appBaseUrl, queueMail } from "../../outbox";
import { loadSession, requireSessionRole } from "../../services/session-access";
import { hasEnded, meetingUrl, wallClockIso, wallClockMs } from "../../services/session-docs";
import { nowMs } from "../../../app/shared/clock";

export const LINK_MESSAGES = {
  maxUsers: `El número máximo de usuarios debe estar entre 1 y ${REGISTRATION_LINK_MAX_USERS}.`,
  sessionOver: "La sesión ya terminó; no se puede crear un link de registro.",
  eventNotFound: "No se encontró el evento.",
  noLink: "Esta sesión no tiene link de registro.",
  full: "No hay cupos disponibles para este evento.",
  expired: "El link de registro ha expirado.",
} as const;

/** The room opens 10 minutes before the start. */
const ROOM_OPENS_MS = 10 * 60 * 1000;

type LinkRow = typeof registrationLinks.$inferSelect;

async function serialize(c: Context<AppEnv>, row: LinkRow) {
  const [count] = await c
    .get("db")
    .all<{ n: number }>(sql`SELECT COUNT(*) AS n FROM link_inscripciones WHERE link_id = ${row.id}`);
  return registrationLinkSchema.parse({
    uuid: row.uuid,
    url: `${appBaseUrl(c.env.APP_URL, c.req.url)}/link/${row.uuid}`,
    creador: row.creador_id,
    entidad: row.entidad_id,
    evento: row.evento_id,
    fecha_expiracion: row.fecha_expiracion,
    maximo_usuarios: row.maximo_usuarios,
    mentoria: row.mentoria_id,
    nombre: row.nombre,
    programa: row.programa_id,
    inscritos: count?.n ?? 0,
  });
}

const linkOfSession = async (c: Context<AppEnv>, sessionId: number) =>
  (await c.get("db").select().from(registrationLinks).where(eq(registrationLinks.evento_id, sessionId)))[0];

// Only `evento` is needed: creador, entidad, mentoria, programa and fecha_expiracion come from the session and
// the caller; maximo_usuarios defaults to 1 and nombre to the session's name.
const createSchema = z.object({
  evento: z.number().int().positive(),
  maximo_usuarios: z.number().int().min(1).max(REGISTRATION_LINK_MAX_USERS).optional(),
  nombre: z.string().max(300).optional(),
});

export const linkRoutes = new Hono<AppEnv>()
  .get("/existe/:eventId{[0-9]+}", requireAuth, async (c) => {
    const { session } = await requireSessionRole(c.get("db"), c.get("user"), c.req.param("eventId"), "mentor");
    const row = await linkOfSession(c, session.id);
    if (!row) throw detailError(404, LINK_MESSAGES.noLink);
    return c.json(await serialize(c, row));
  })
  .post("/crear", requireAuth, async (c) => {
    const db = c.get("db");
    const body = await readJson(c);
    const raw =
      typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const { data, errors } = validate(createSchema, body);
    const fieldErrors: FieldErrors = errors ?? {};
    if (fieldErrors.maximo_usuarios) fieldErrors.maximo_usuarios = [LINK_MESSAGES.maxUsers];
    // Permission before the rest of the body: 404 unknown session, 403 outsiders.
    const session =
      typeof raw.evento === "number" && Number.isInteger(raw.evento) && raw.evento > 0
        ? (await requireSessionRole(db, c.get("user"), raw.evento, "mentor")).session
        : null;
    const parsed = dataOrErrors(data, fieldErrors);
    const existing = await linkOfSession(c, session!.id);
    // A second create answers the existing link, unchanged, with 200.
    if (existing) return c.json(await serialize(c, existing), 200);
    if (hasEnded(session!)) throw detailError(400, LINK_MESSAGES.sessionOver);
    const values = {
      uuid: crypto.randomUUID(),
      evento_id: session!.id,
      creador_id: c.get("user").id,
      entidad_id: session!.entidad_id,
      mentoria_id: session!.mentoria_id,
      programa_id: session!.programa_id,
      nombre: parsed.nombre?.trim() || session!.nombre,
      fecha_expiracion: session!.fecha_fin,
      maximo_usuarios: parsed.maximo_usuarios ?? 1,
    };
    try {
      const [row] = await db.insert(registrationLinks).values(values).returning();
      return c.json(await serialize(c, row!), 201);
    } catch (error) {
      // Two creates at once: the second answers the first one's link.
      const raced = isUniqueViolation(error) ? await linkOfSession(c, session!.id) : undefined;
      if (raced) return c.json(await serialize(c, raced), 200);
      throw error;
    }
  });

/** The link of a join page and whether it has expired; 404 'No se encontró el evento.' when unknown. */
async function joinLinkOf(c: Context<AppEnv>) {
  const uuid = c.req.param("uuid") ?? "";
  const [row] = /^[0-9a-f-]{36}$/i.test(uuid)
    ? await c.get("db").select().from(registrationLinks).where(eq(registrationLinks.uuid, uuid.toLowerCase()))
    : [];
  if (!row) throw detailError(404, LINK_MESSAGES.eventNotFound);
  const expired = nowMs() >= wallClockMs(row.fecha_expiracion);
  return { row, expired };
}

async function placesLeft(c: Context<AppEnv>, row: LinkRow) {
  const [count] = await c
    .get("db")
    .all<{ n: number }>(sql`SELECT COUNT(*) AS n FROM link_inscripciones WHERE link_id = ${row.id}`);
  return Math.max(0, row.maximo_usuarios - (count?.n ?? 0));
}

export const startLinkRoutes = new Hono<AppEnv>()
  .get("/:uuid", async (c) => {
    const { row, expired } = await joinLinkOf(c);
    if (expired) throw detailError(404, LINK_MESSAGES.eventNotFound);
    const session = await loadSession(c.get("db"), row.evento_id);
    const now = nowMs();
    const open = now >= wallClockMs(session.fecha_inicio) - ROOM_OPENS_MS && now < wallClockMs(session.fecha_fin);
    return c.json(
      joinLinkEventSchema.parse({
        nombre: session.nombre,
        fecha_hora_inicio: wallClockIso(session.fecha_inicio),
        fecha_hora_fin: wallClockIso(session.fecha_fin),
        direct_link: open ? await meetingUrl(c, session) : null,
        cupos: await placesLeft(c, row),
      }),
    );
  })
  .post("/:uuid/registro", async (c) => {
    const db = c.get("db");
    const { row, expired } = await joinLinkOf(c);
    const body = dataOrErrors(...parsedGuest(await readJson(c)));
    if (expired) throw detailError(400, LINK_MESSAGES.expired);
    const email = body.email.trim().toLowerCase();
    const nombre = body.nombre.trim();
    const session = await loadSession(db, row.evento_id);
    const [already] = await db.all<{ id: number }>(
      sql`SELECT id FROM link_inscripciones WHERE link_id = ${row.id} AND email = ${email}`,
    );
    // Registering again with the same e-mail is idempotent: 201, no place taken.
    if (already) return c.json({ nombre, email, evento: session.nombre }, 201);
    let added = 0;
    try {
      // The capacity check and the insert are one statement, so two guests cannot take the last place.
      const inserted = await db.run(sql`
        INSERT INTO link_inscripciones (link_id, nombre, email)
        SELECT ${row.id}, ${nombre}, ${email}
        WHERE (SELECT COUNT(*) FROM link_inscripciones WHERE link_id = ${row.id}) < ${row.maximo_usuarios}`);
      added = inserted.meta.changes;
    } catch (error) {
      // The same e-mail at the same moment: already registered.
      if (isUniqueViolation(error)) return c.json({ nombre, email, evento: session.nombre }, 201);
      throw error;
    }
    if (!added) throw detailError(400, LINK_MESSAGES.full);
    await queueMail(db, {
      to: email,
      subject: `Registro confirmado: ${session.nombre}`,
      body: [
        nombre ? `Hola ${nombre},` : "Hola,",
        "",
        `Quedaste registrado en "${session.nombre}", el ${session.fecha_inicio} (hora de Bogotá).`,
        "Entra a la sesión desde este enlace; el botón se habilita minutos antes del inicio:",
        `${appBaseUrl(c.env.APP_URL, c.req.url)}/link/${row.uuid}`,
      ].join("\n"),
    });
    return c.json({ nombre, email, evento: session.nombre }, 201);
  });

function parsedGuest(body: unknown): [z.infer<typeof linkRegistrationBodySchema> | null, FieldErrors] {
  const { data, errors } = validate(linkRegistrationBodySchema, body);
  const fieldErrors: FieldErrors = errors ?? {};
  const raw = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof raw.nombre === "string" && raw.nombre.length > 0 && !raw.nombre.trim() && !fieldErrors.nombre) {
    addFieldError(fieldErrors, "nombre", "Este campo no puede estar en blanco.");
  }
  return [Object.keys(fieldErrors).length ? null : data, fieldErrors];
}
