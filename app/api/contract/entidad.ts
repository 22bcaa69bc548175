// REST contract of the institution itself (core spec › Entities and their fields "Institution", core spec › The calls it makes "Institution" and "Other").
// Shared by the app's API client and the local API; keep the API's own field names.
import { z } from "zod";

import { ENTREPRENEUR_TERMS, MENTOR_TERMS } from "./constants";
import { nameText } from "./text";

export {
  ENTREPRENEUR_TERMS,
  IMAGE_TYPES,
  LOGO_MAX_BYTES,
  MENTOR_TERMS,
  SUPPORT_FILE_MAX_BYTES,
  type EntrepreneurTerm,
  type MentorTerm,
} from "./constants";

/** GET /entidad/{id}/ (defined here) and the 200 body of PUT /entidad/editar/{id}. */
export const institutionSchema = z.object({
  id: z.number().int(),
  razon_social: z.string(),
  direccion: z.string().nullable(),
  nit: z.string().nullable(),
  descripcion: z.string().nullable(),
  celular: z.string().nullable(),
  // Absolute URL of the logo image, or null.
  logo: z.string().nullable(),
  emprendedor_tipo: z.enum(ENTREPRENEUR_TERMS),
  mentor_tipo: z.enum(MENTOR_TERMS),
  secure_emails: z.boolean(),
  duracion_zoom: z.number().int(),
  creditos_zoom: z.number().int(),
  time_zone: z.string(),
  // Issue 29 §2 (defined here): hours before a session after which its entrepreneur can no longer cancel or move it.
  horas_aviso: z.number().int().nonnegative().default(24),
});
export type ApiInstitution = z.infer<typeof institutionSchema>;

/**
 * PUT /entidad/editar/{id}: multipart. Text fields as below; `secure_emails` "true"/"false";
 * optional `logo` file (image/jpeg or image/png, at most 2 MB); optional `horas_aviso` (whole hours, 0 to 720;
 * issue 29 §2): left out, the institution's notice period stays as it is.
 */
export const institutionEditFieldsSchema = z.object({
  razon_social: nameText(z.string().min(1).max(200)),
  nit: z.string().min(1).max(50),
  direccion: z.string().max(300).optional(),
  descripcion: z.string().max(2000).optional(),
  emprendedor_tipo: z.enum(ENTREPRENEUR_TERMS),
  mentor_tipo: z.enum(MENTOR_TERMS),
  secure_emails: z.enum(["true", "false"]),
  horas_aviso: z
    .string()
    .regex(/^[0-9]{1,3}$/, "Escriba un número entero de horas entre 0 y 720.")
    .refine((v) => Number(v) <= NOTICE_HOURS_MAX, "Escriba un número entero de horas entre 0 y 720.")
    .optional(),
});

/** The longest notice period an institution may set (30 days), in hours. */
export const NOTICE_HOURS_MAX = 720;

/**
 * GET /entidad/{id}/consumo/ (defined here): video-call minutes of last month and the monthly credits.
 * `actualizado` is when the figures were last computed (daily at 1:00 am Bogota; 24 hours behind).
 */
export const usageSchema = z.object({
  mes: z.string().regex(/^\d{4}-\d{2}$/),
  minutos: z.number().int().nonnegative(),
  creditos: z.number().int().nonnegative(),
  actualizado: z.string().nullable(),
});
export type ApiUsage = z.infer<typeof usageSchema>;

/** POST /soporte/crear: multipart `solicitud` (text) and optional `archivo` (file, at most 5 MB). 200. */
export const supportTicketResponseSchema = z.object({ id: z.number().int() });

/** POST /integracion/crear: JSON `{ solicitud }`. 201. */
export const integrationBodySchema = z.object({ solicitud: z.string().min(1).max(5000) });
export const integrationResponseSchema = z.object({ id: z.number().int(), solicitud: z.string() });
