// The institution itself: who may manage it, its JSON body, uploaded files and the video usage month.
import { and, asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { IMAGE_TYPES } from "../../app/api/contract/constants";
import type { ApiInstitution } from "../../app/api/contract/entidad";
import type { Db } from "../db/client";
import { institutionOfficials, institutions } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError, type FieldErrors, MESSAGES, addFieldError, detailError, notFound } from "../http";
import { appBaseUrl } from "../outbox";
import { boxesOfKey } from "../images/boxes";
import { storeVariants } from "../images/variants";
import { memoized } from "../request-memo";
import { nowDate } from "../../app/shared/clock";

export const INSTITUTION_MESSAGES = {
  forbidden: "Usted no tiene permiso para realizar esta acción.",
  logoType: "Suba una imagen válida. El archivo que subió no es una imagen JPEG o PNG.",
  logoSize: "El logo no puede pesar más de 2 MB.",
  fileSize: "El archivo no puede pesar más de 5 MB.",
  notAFile: "Los datos enviados no son un archivo. Compruebe el tipo de codificación del formulario.",
  multipart: "Se esperaba un formulario multipart/form-data.",
} as const;

// Uploaded logos are public (shown in pages); support files are not, and live under another prefix.
export const LOGO_PREFIX = "logos/";
export const SUPPORT_PREFIX = "soporte/";

export type InstitutionRow = typeof institutions.$inferSelect;

/** The institution `id` when the user is one of its officials: 404 when it does not exist, else 403. */
export async function requireOfficialOf(db: Db, userId: number, id: number): Promise<InstitutionRow> {
  // Once per app request (request-memo.ts): the institution's page asks for the institution and its usage together.
  const row = await memoized(db, `institution ${id} ${userId}`, async () => {
    const [found] = await db
      .select({ institution: institutions, official: institutionOfficials.user_id })
      .from(institutions)
      .leftJoin(
        institutionOfficials,
        and(eq(institutionOfficials.entidad_id, institutions.id), eq(institutionOfficials.user_id, userId)),
      )
      .where(eq(institutions.id, id))
      .limit(1);
    return found ?? null;
  });
  if (!row) throw notFound();
  if (row.official === null) throw detailError(403, INSTITUTION_MESSAGES.forbidden);
  return row.institution;
}

/** The first institution the user administers (core spec › Entities and their fields: "their" institution), or null. */
export async function firstInstitutionOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: institutionOfficials.entidad_id })
    .from(institutionOfficials)
    .where(eq(institutionOfficials.user_id, userId))
    .orderBy(asc(institutionOfficials.entidad_id))
    .limit(1);
  return row?.id ?? null;
}

/** Public URL of an R2 object served by GET /media/{key} (under /api in the Worker, local mode). */
export function mediaUrl(c: Context<AppEnv>, key: string): string {
  return `${appBaseUrl(c.env.APP_URL, c.req.url)}/api/media/${key.split("/").map(encodeURIComponent).join("/")}`;
}

export function serializeInstitution(c: Context<AppEnv>, row: InstitutionRow): ApiInstitution {
  return {
    id: row.id,
    razon_social: row.razon_social,
    direccion: row.direccion,
    nit: row.nit,
    descripcion: row.descripcion,
    celular: row.celular,
    logo: row.logo ? mediaUrl(c, row.logo) : null,
    emprendedor_tipo: row.emprendedor_tipo,
    mentor_tipo: row.mentor_tipo,
    secure_emails: row.secure_emails,
    duracion_zoom: row.duracion_zoom,
    creditos_zoom: row.creditos_zoom,
    time_zone: row.time_zone,
    horas_aviso: row.horas_aviso,
  };
}

/**
 * Reads a multipart body no bigger than `maxBytes` (declared length checked first, then the parse).
 * 415 for other media types, like DRF's MultiPartParser.
 */
export async function readMultipart(c: Context<AppEnv>, maxBytes: number): Promise<FormData> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (mediaType !== "multipart/form-data") {
    throw detailError(415, `Tipo de medio "${mediaType.slice(0, 100) || "(ninguno)"}" incompatible en la solicitud.`);
  }
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > maxBytes) throw detailError(413, MESSAGES.bodyTooLarge);
  try {
    return await c.req.raw.formData();
  } catch {
    throw new ApiError(400, { detail: INSTITUTION_MESSAGES.multipart });
  }
}

/** A chosen file of a form, or null when the field is absent or an empty file input ("no file chosen"). */
export function fileOf(form: FormData, field: string): File | null | "invalid" {
  const value = form.get(field);
  if (value === null) return null;
  if (typeof value === "string") return value === "" ? null : "invalid";
  if (value.size === 0 && value.name === "") return null;
  return value;
}

/** The image type by its first bytes (the declared type is not trusted): jpeg, png or null. */
export function sniffImage(bytes: Uint8Array): "image/jpeg" | "image/png" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return "image/png";
  return null;
}

/** 'YYYY-MM' of the calendar month before `now`, in Bogota time (UTC-5 all year, no DST). */
export function previousMonthBogota(now: Date = nowDate()): string {
  const bogota = new Date(now.getTime() - 5 * 60 * 60 * 1000);
  let year = bogota.getUTCFullYear();
  let month = bogota.getUTCMonth(); // 0-based: the current month's index is the previous month's number
  if (month === 0) {
    year -= 1;
    month = 12;
  }
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** A random R2 key under `prefix`, keeping a safe extension. */
export function newFileKey(prefix: string, name: string): string {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase();
  return `${prefix}${crypto.randomUUID()}${ext ? `.${ext}` : ""}`;
}

export type UploadedImage = { bytes: Uint8Array; type: "image/jpeg" | "image/png" };

/**
 * The optional image `field` of a form (logos, program images): JPEG or PNG by its bytes and its declared
 * type, at most `maxBytes`. Problems go into `errors[field]` (`sizeMessage` for a file too big); null when
 * no file was chosen or the file was refused.
 */
export async function readImageField(
  form: FormData,
  field: string,
  maxBytes: number,
  errors: FieldErrors,
  sizeMessage: string,
): Promise<UploadedImage | null> {
  const file = fileOf(form, field);
  if (file === null) return null;
  if (file === "invalid") {
    addFieldError(errors, field, INSTITUTION_MESSAGES.notAFile);
    return null;
  }
  if (file.size > maxBytes) {
    addFieldError(errors, field, sizeMessage);
    return null;
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    addFieldError(errors, field, INSTITUTION_MESSAGES.logoType);
    return null;
  }
  return { bytes, type };
}

/**
 * Stores an uploaded image in R2 under a new random key of `prefix`, with the sizes the pages show it in
 * (issue 35 §2); returns the key.
 */
export async function storeImage(c: Context<AppEnv>, prefix: string, image: UploadedImage, name: string) {
  const key = newFileKey(prefix, `${name}.${image.type === "image/png" ? "png" : "jpg"}`);
  await c.env.FILES.put(key, image.bytes, { httpMetadata: { contentType: image.type } });
  const boxes = boxesOfKey(key);
  try {
    if (boxes) await storeVariants(c.env.FILES, key, image.bytes, image.type, boxes);
  } catch (error) {
    // The original is kept: GET /media makes the sizes on first read, or serves the original.
    console.error(`storeImage: no sizes for ${key}:`, error);
  }
  return key;
}
