// Files (/archivos/…) and URLs (/urls/…) of sessions and of users' profiles (core spec › The calls it makes "Files and URLs").
// Session documents: everyone in the session reads and adds; the creator, a mentor or staff delete (activo
// false). Profile documents: the owner; mentors of the user's sessions and staff of the user's institutions
// through /mentor/usuario/. Files are private: GET /archivos/descargar/{slug}/ with the token. docs/api/session-documents.md.
import { type SQL, and, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import {
  eventUrlBodySchema,
  fileListSchema,
  fileSchema,
  urlListSchema,
  urlSchema,
  userUrlBodySchema,
} from "../../../app/api/contract/calendario";
import { API_PAGE_SIZE } from "../../../app/api/contract/people";
import { requireAuth } from "../../auth";
import { files, links } from "../../db/schema";
import type { AppEnv, UserRow } from "../../env";
import {
  ApiError,
  type FieldErrors,
  addFieldError,
  dataOrErrors,
  detailError,
  notFound,
  readJson,
  throwIfErrors,
  validate,
} from "../../http";
import { checkPageInRange, pageOf, parsePageParam } from "../../pagination";
import { loadSession, requireSessionRole, sessionRole } from "../../services/session-access";
import {
  DOC_MESSAGES,
  SESSION_FILE_PREFIX,
  USER_FILE_PREFIX,
  checkUrl,
  formText,
  newSlug,
  readDocumentForm,
  readSessionFileField,
  requireProfileDocsAccess,
  requireSessionDocsAccess,
  serializeFiles,
  serializeUrls,
  storeFile,
  type UploadedFile,
  takesPartIn,
  uploadName,
} from "../../services/session-docs";

type FileRow = typeof files.$inferSelect;
type UrlRow = typeof links.$inferSelect;

const forbidden = () => detailError(403, DOC_MESSAGES.forbidden);

/** Throws the collected field errors (a 400 in any case). */
function refuse(errors: FieldErrors): never {
  throwIfErrors(errors);
  throw new ApiError(400, { non_field_errors: ["Datos inválidos."] });
}

async function fileJson(c: Context<AppEnv>, rows: FileRow[]) {
  return fileListSchema.parse(await serializeFiles(c, rows));
}
async function urlJson(c: Context<AppEnv>, rows: UrlRow[]) {
  return urlListSchema.parse(await serializeUrls(c, rows));
}

/** The session `evento` of a form or body: 400 when missing or not a number, 404 unknown, 403 outsiders. */
async function sessionOfBody(c: Context<AppEnv>, value: unknown, errors: FieldErrors) {
  const id = typeof value === "string" && /^[0-9]{1,12}$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1) {
    addFieldError(
      errors,
      "evento",
      value === undefined || value === "" ? "Este campo es requerido." : "Se requiere un número válido.",
    );
    return null;
  }
  return (await requireSessionRole(c.get("db"), c.get("user"), id, "participant")).session;
}

/** Whether the caller may delete a session document: its creator, a mentor or staff of the session. */
async function canRemoveSessionDoc(c: Context<AppEnv>, row: { creador_id: number | null; evento_id: number | null }) {
  const user = c.get("user");
  if (row.creador_id === user.id) return true;
  if (row.evento_id === null) return false;
  const db = c.get("db");
  const role = await sessionRole(db, await loadSession(db, row.evento_id), user);
  return role === "mentor" || role === "staff";
}

/**
 * Session files or URLs of every session the user takes part in ('Mis documentos'), newest first. Issue 31: with
 * `page`, one page of 15 (`{count, next, previous, results}`, 404 past the last); without it, the spec's plain list.
 */
async function sessionDocsOf(c: Context<AppEnv>, table: "archivos" | "urls", username: string) {
  const db = c.get("db");
  const { user, institutionsOnly } = await requireSessionDocsAccess(db, c.get("user"), username);
  const scope =
    institutionsOnly === null
      ? sql``
      : institutionsOnly.length
        ? sql` AND e.entidad_id IN (${sql.join(institutionsOnly, sql`, `)})`
        : sql` AND 0`;
  const from = sql`FROM ${sql.raw(table)} d JOIN eventos e ON e.id = d.evento_id
    WHERE d.activo = 1 AND ${takesPartIn(user.id)}${scope}`;
  return listOrPage(c, table, from);
}

/** The documents of `from` (a `FROM … d WHERE …` clause), newest first: the plain list, or with `page` one page. */
async function listOrPage(c: Context<AppEnv>, table: "archivos" | "urls", from: SQL) {
  const db = c.get("db");
  const serialize = async (raw: unknown[]): Promise<unknown[]> => {
    // Raw rows: booleans come back as 0/1.
    const rows = raw.map((row) => ({ ...(row as object), activo: true }));
    return table === "archivos" ? fileJson(c, rows as unknown as FileRow[]) : urlJson(c, rows as unknown as UrlRow[]);
  };
  const order = sql`ORDER BY d.fecha_creacion DESC, d.id DESC`;
  if (c.req.query("page") === undefined) return c.json(await serialize(await db.all(sql`SELECT d.* ${from} ${order}`)));
  const page = parsePageParam(c.req.query("page"));
  const [counted] = await db.all<{ n: number }>(sql`SELECT count(*) AS n ${from}`);
  const total = counted?.n ?? 0;
  checkPageInRange(page, total);
  const rows = await db.all(
    sql`SELECT d.* ${from} ${order} LIMIT ${API_PAGE_SIZE} OFFSET ${(page - 1) * API_PAGE_SIZE}`,
  );
  return c.json(pageOf(c.req.url, page, total, await serialize(rows), { keepFirstPage: true }));
}

const activeOfSession = (table: typeof files | typeof links, sessionId: number) =>
  and(eq(table.evento_id, sessionId), eq(table.activo, true));
const activeOfUser = (table: typeof files | typeof links, userId: number) =>
  and(eq(table.usuario_id, userId), eq(table.activo, true));

/**
 * A profile's files or URLs (GET /archivos|urls/usuario/ and /mentor/usuario/{username}), newest first. Issue 31:
 * with `page`, one page of 15 (`{count, next, previous, results}`, 404 past the last); without it, the spec's plain list.
 */
function profileDocsOf(c: Context<AppEnv>, table: "archivos" | "urls", ownerId: number) {
  return listOrPage(c, table, sql`FROM ${sql.raw(table)} d WHERE d.usuario_id = ${ownerId} AND d.activo = 1`);
}

/**
 * GET /archivos|urls/usuario/{slug} and /mentor/usuario/{username}/{slug} (defined here, issue 31): one active
 * document of `ownerId`'s profile, so that a delete confirmation need not read the whole list; 404 when the slug is
 * not a document of that profile.
 */
async function profileDocument(c: Context<AppEnv>, table: typeof files | typeof links, ownerId: number) {
  const [row] = await c
    .get("db")
    .select()
    .from(table)
    .where(and(eq(table.slug, c.req.param("slug") ?? ""), activeOfUser(table, ownerId)));
  if (!row) throw notFound();
  return c.json(
    table === files
      ? fileSchema.parse((await serializeFiles(c, [row as FileRow]))[0])
      : urlSchema.parse((await serializeUrls(c, [row as UrlRow]))[0]),
  );
}

/** DELETE …/usuario/{slug}: a profile's file or URL, hidden by the profile's owner or its creator (204). */
async function deleteProfileDocument(c: Context<AppEnv>, table: typeof files | typeof links) {
  const db = c.get("db");
  const [row] = await db
    .select({ id: table.id, usuario_id: table.usuario_id, creador_id: table.creador_id })
    .from(table)
    .where(and(eq(table.slug, c.req.param("slug") ?? ""), eq(table.activo, true)));
  if (!row || row.usuario_id === null) throw notFound();
  const user = c.get("user");
  if (row.usuario_id !== user.id && row.creador_id !== user.id) throw forbidden();
  await db.update(table).set({ activo: false }).where(eq(table.id, row.id));
  return c.body(null, 204);
}

// --- Files ---

/** Stores a profile file for `owner` (POST /archivos/usuario/ and /archivos/mentor/usuario/). */
async function createUserFile(c: Context<AppEnv>, form: FormData, owner: UserRow | null, errors: FieldErrors) {
  const file = await readSessionFileField(form, "file", errors, true);
  const nombre = uploadName(form, file, errors);
  if (!owner || !file || Object.keys(errors).length) return refuse(errors);
  return insertFile(c, USER_FILE_PREFIX, file, { nombre, usuario_id: owner.id });
}

/** Stores an uploaded file in R2 and its row, for a session or a profile; answers 201 with the file. */
async function insertFile(
  c: Context<AppEnv>,
  prefix: string,
  file: UploadedFile,
  values: { nombre: string; evento_id?: number; usuario_id?: number },
) {
  const key = await storeFile(c, prefix, file);
  const [row] = await c
    .get("db")
    .insert(files)
    .values({
      ...values,
      slug: newSlug(),
      archivo: key,
      content_type: file.type,
      size: file.bytes.byteLength,
      creador_id: c.get("user").id,
    })
    .returning();
  return c.json(fileSchema.parse((await serializeFiles(c, [row!]))[0]), 201);
}

/** The profile owner of an own-profile call: the caller; `usuario` naming someone else is refused. */
function ownProfile(c: Context<AppEnv>, usuario: unknown): UserRow {
  const user = c.get("user");
  if (usuario === undefined || usuario === null || usuario === "") return user;
  const given = String(usuario).trim();
  if (given === user.username || given === String(user.id)) return user;
  throw detailError(403, DOC_MESSAGES.ownProfileOnly);
}

export const eventFileRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  // 'Mis documentos': declared before /evento/:id so "usuario" is not taken for a session.
  .get("/evento/usuario/:username", async (c) => {
    return sessionDocsOf(c, "archivos", c.req.param("username"));
  })
  .get("/evento/:id", async (c) => {
    const db = c.get("db");
    const { session } = await requireSessionRole(db, c.get("user"), c.req.param("id"), "participant");
    const rows = await db
      .select()
      .from(files)
      .where(activeOfSession(files, session.id))
      .orderBy(desc(files.fecha_creacion), desc(files.id));
    return c.json(await fileJson(c, rows));
  })
  .post("/evento", async (c) => {
    const form = await readDocumentForm(c);
    const errors: FieldErrors = {};
    const session = await sessionOfBody(c, form.get("evento") ?? undefined, errors);
    const file = await readSessionFileField(form, "file", errors, true);
    const nombre = uploadName(form, file, errors);
    if (!session || !file || Object.keys(errors).length) return refuse(errors);
    return insertFile(c, SESSION_FILE_PREFIX, file, { nombre, evento_id: session.id });
  })
  .delete("/evento/:slug", async (c) => {
    const db = c.get("db");
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.slug, c.req.param("slug")), eq(files.activo, true)));
    if (!row || row.evento_id === null) throw notFound();
    if (!(await canRemoveSessionDoc(c, row))) throw forbidden();
    await db.update(files).set({ activo: false }).where(eq(files.id, row.id));
    return c.body(null, 204);
  })
  .get("/usuario", (c) => profileDocsOf(c, "archivos", c.get("user").id))
  .get("/usuario/:slug", (c) => profileDocument(c, files, c.get("user").id))
  .post("/usuario", async (c) => {
    const form = await readDocumentForm(c);
    return createUserFile(c, form, ownProfile(c, form.get("usuario") ?? undefined), {});
  })
  .delete("/usuario/:slug", (c) => deleteProfileDocument(c, files))
  .get("/mentor/usuario/:username", async (c) => {
    const owner = await requireProfileDocsAccess(c.get("db"), c.get("user"), c.req.param("username"));
    return profileDocsOf(c, "archivos", owner.id);
  })
  .get("/mentor/usuario/:username/:slug", async (c) => {
    const owner = await requireProfileDocsAccess(c.get("db"), c.get("user"), c.req.param("username"));
    return profileDocument(c, files, owner.id);
  })
  .post("/mentor/usuario", async (c) => {
    const form = await readDocumentForm(c);
    const errors: FieldErrors = {};
    const usuario = formText(form, "usuario");
    if (!usuario) addFieldError(errors, "usuario", "Este campo es requerido.");
    const owner = usuario ? await requireProfileDocsAccess(c.get("db"), c.get("user"), usuario) : null;
    return createUserFile(c, form, owner, errors);
  })
  // Defined here: the file's bytes, as an attachment, for whoever may read the list it is in.
  .get("/descargar/:slug", async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.slug, c.req.param("slug")), eq(files.activo, true)));
    if (!row) throw notFound();
    if (row.evento_id !== null) {
      await requireSessionRole(db, user, row.evento_id, "participant");
    } else if (row.usuario_id !== null && row.creador_id !== user.id) {
      await requireProfileDocsAccess(db, user, String(row.usuario_id));
    }
    const object = await c.env.FILES.get(row.archivo);
    if (!object) throw notFound();
    return new Response(object.body, {
      headers: {
        "Content-Type": row.content_type,
        "Content-Length": String(object.size),
        "Content-Disposition": contentDisposition(downloadName(row.nombre, row.archivo)),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  });

/** The file name of a download: the document's name, with the stored file's extension when it has none. */
function downloadName(nombre: string, key: string): string {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(key)?.[1];
  return ext && !new RegExp(`\\.${ext}$`, "i").test(nombre) ? `${nombre}.${ext}` : nombre;
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

// --- URLs ---

const eventUrlFields = eventUrlBodySchema.omit({ url: true });
const userUrlFields = userUrlBodySchema.omit({ url: true });

async function readUrlBody<S extends typeof eventUrlFields | typeof userUrlFields>(c: Context<AppEnv>, schema: S) {
  const body = await readJson(c);
  const raw =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { data, errors } = validate(schema, body);
  const fieldErrors: FieldErrors = errors ?? {};
  const url = checkUrl(raw.url, "url", fieldErrors);
  return { raw, data, url, fieldErrors };
}

async function insertUrl(
  c: Context<AppEnv>,
  values: { nombre: string; url: string; evento_id?: number; usuario_id?: number },
) {
  const nombre = values.nombre.trim();
  if (!nombre)
    throw new ApiError(400, { [values.evento_id ? "nombre" : "name"]: ["Este campo no puede estar en blanco."] });
  const [row] = await c
    .get("db")
    .insert(links)
    .values({ ...values, nombre, slug: newSlug(), creador_id: c.get("user").id })
    .returning();
  return c.json(urlSchema.parse((await serializeUrls(c, [row!]))[0]), 201);
}

async function createUserUrl(c: Context<AppEnv>, forAnother: boolean) {
  const { data, url, fieldErrors, raw } = await readUrlBody(c, userUrlFields);
  // Own profile: `usuario` may be omitted; another user's: required (checked before the rest of the body).
  let owner: UserRow | null = null;
  if (forAnother) {
    if (typeof raw.usuario === "string" && raw.usuario.trim())
      owner = await requireProfileDocsAccess(c.get("db"), c.get("user"), raw.usuario.trim());
  } else {
    owner = ownProfile(c, raw.usuario);
    delete fieldErrors.usuario;
  }
  const parsed = dataOrErrors(data && url ? data : null, fieldErrors);
  return insertUrl(c, { nombre: parsed.name, url: url!, usuario_id: owner!.id });
}

export const eventUrlRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/evento/usuario/:username", async (c) => {
    return sessionDocsOf(c, "urls", c.req.param("username"));
  })
  .get("/evento/:id", async (c) => {
    const db = c.get("db");
    const { session } = await requireSessionRole(db, c.get("user"), c.req.param("id"), "participant");
    const rows = await db
      .select()
      .from(links)
      .where(activeOfSession(links, session.id))
      .orderBy(desc(links.fecha_creacion), desc(links.id));
    return c.json(await urlJson(c, rows));
  })
  .post("/evento", async (c) => {
    const { raw, data, url, fieldErrors } = await readUrlBody(c, eventUrlFields);
    const session = fieldErrors.evento ? null : await sessionOfBody(c, raw.evento, fieldErrors);
    const parsed = dataOrErrors(data && url && session ? data : null, fieldErrors);
    return insertUrl(c, { nombre: parsed.nombre, url: url!, evento_id: session!.id });
  })
  .delete("/evento/:slug", async (c) => {
    const db = c.get("db");
    const [row] = await db
      .select()
      .from(links)
      .where(and(eq(links.slug, c.req.param("slug")), eq(links.activo, true)));
    if (!row || row.evento_id === null) throw notFound();
    if (!(await canRemoveSessionDoc(c, row))) throw forbidden();
    await db.update(links).set({ activo: false }).where(eq(links.id, row.id));
    return c.body(null, 204);
  })
  .get("/usuario", (c) => profileDocsOf(c, "urls", c.get("user").id))
  .get("/usuario/:slug", (c) => profileDocument(c, links, c.get("user").id))
  .post("/usuario", (c) => createUserUrl(c, false))
  .delete("/usuario/:slug", (c) => deleteProfileDocument(c, links))
  .get("/mentor/usuario/:username", async (c) => {
    const owner = await requireProfileDocsAccess(c.get("db"), c.get("user"), c.req.param("username"));
    return profileDocsOf(c, "urls", owner.id);
  })
  .get("/mentor/usuario/:username/:slug", async (c) => {
    const owner = await requireProfileDocsAccess(c.get("db"), c.get("user"), c.req.param("username"));
    return profileDocument(c, links, owner.id);
  })
  .post("/mentor/usuario", (c) => createUserUrl(c, true));
