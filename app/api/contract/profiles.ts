// REST contract of the profile area (issue 10; core spec › Entities and their fields "User", core spec › States and transitions "Calendar sync choices", core spec › The calls it makes "Accounts"
// and "Calendar sync and availability"). Shared by the app's API client and the local API.
import { z } from "zod";

export { AVATAR_MAX_BYTES, RESIDE_OPTIONS, SKILLS_MAX } from "./profile-constants";

/** One area of expertise in the multipart `skills` JSON: the tag id, its name (ignored) and the description. */
export const skillInputSchema = z.object({
  tag: z.number().int().positive(),
  name: z.string().max(100).optional(),
  description: z.string().max(500),
});

/**
 * PUT /usuario/actualizar/{username}: the text fields of the multipart body (the avatar is the file
 * `img_usuario`; `skills` is a JSON array of skillInputSchema; `precio` whole pesos).
 */
export const profileUpdateFieldsSchema = z.object({
  first_name: z.string().max(150),
  last_name: z.string().max(150),
  email: z.string().max(254),
  password: z.string().max(128),
  telefono: z.string().max(30).optional(),
  descripcion: z.string().max(2000).optional(),
  reside: z.string().max(30),
  titulo: z.string().max(150).optional(),
  linkedin: z.string().max(300).optional(),
  twitter: z.string().max(300).optional(),
  instagram: z.string().max(300).optional(),
  precio: z.string().max(12).optional(),
  skills: z.string().max(20_000).optional(),
});

/** GET /usuario/calificacion/{id} (no auth): a mentor's average rating (1 to 5, null without reviews). */
export const ratingSummarySchema = z.object({
  puntaje: z.number().min(1).max(5).nullable(),
  reviews: z.number().int().nonnegative(),
  nsesiones: z.number().int().nonnegative(),
});
export type ApiRatingSummary = z.infer<typeof ratingSummarySchema>;

/** GET /usuario/mentor/emprendedores: the entrepreneurs of the programs the signed-in mentor mentors in. */
export const mentorEntrepreneurSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  img_usuario: z.string().nullable(),
});
export const mentorEntrepreneurListSchema = z.array(mentorEntrepreneurSchema);

/** Calendar sync choices (core spec › States and transitions): Google or manual, exclusive. The API also knows outlook. */
export const SYNC_PROVIDERS = ["gcalendar", "outlook", "manual"] as const;
export type SyncProvider = (typeof SYNC_PROVIDERS)[number];
/** GET /usuario/synccalendar/login/{provider}: 200 with the stored choice and a message. */
export const syncResponseSchema = z.object({
  api_calendario: z.enum(SYNC_PROVIDERS),
  detail: z.string(),
});

/**
 * GET /usuario/synccalendar/sync/{mentor}/{date} (no auth): the busy intervals of a mentor's synced calendar
 * on a day (`YYYY-MM-DD`, Bogota), as `YYYY-MM-DD HH:mm` wall-clock pairs. Empty without a synced calendar.
 */
export const syncedBusySchema = z.array(z.object({ fecha_inicio: z.string(), fecha_fin: z.string() }));
export type ApiSyncedBusy = z.infer<typeof syncedBusySchema>;
