// REST contract of an institution's people: staff (funcionarios), entrepreneurs and mentors, their
// invitations (one at a time and by file), deactivation and mentor reviews (core spec › Entities and their fields "Funcionario",
// "Invite", core spec › The calls it makes "Institution"; second spec › Entities and their fields "Mentor", second spec › The calls it makes "Programs and mentors").
import { z } from "zod";
import { skillSchema } from "./usuario";
import { nameText } from "./text";

/** A paginated list, Django-REST style: `next`/`previous` are absolute URLs or null; 15 per page. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export const API_PAGE_SIZE = 15;

/** A person in the staff or entrepreneur lists. `email` is null when the institution has secure_emails. */
export const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  img_usuario: z.string().nullable(),
  // false while the invitation has not been accepted (e-mail not confirmed).
  is_active: z.boolean(),
});
export type ApiPerson = z.infer<typeof personSchema>;

/** A mentor card of GET /entidad/{id}/mentor/. `puntaje` is the average rating (1-5), null without reviews. */
export const mentorCardSchema = personSchema.extend({
  titulo: z.string().nullable(),
  descripcion: z.string().nullable(),
  skills: z.array(skillSchema),
  puntaje: z.number().nullable(),
  reviews: z.number().int().nonnegative(),
  nsesiones: z.number().int().nonnegative(),
});
export type ApiMentorCard = z.infer<typeof mentorCardSchema>;

/** GET /entidad/{id}/funcionario/?page=n and GET /entidad/{id}/emprendedor/?page=n[&q=]. */
export const personPageSchema = pageOf(personSchema);
/** GET /entidad/{id}/mentor/?page=n[&q=name]. */
export const mentorPageSchema = pageOf(mentorCardSchema);

/** What an invitation did for one e-mail. */
export const INVITE_STATES = ["invitado", "agregado", "ya_miembro"] as const;
// invitado: a new pending account was created and the invitation e-mail sent;
// agregado: an existing account joined the institution (a notice e-mail sent);
// ya_miembro: nothing to do, nothing sent (so submitting twice sends nothing twice).
export const inviteResultSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  estado: z.enum(INVITE_STATES),
});
export type ApiInviteResult = z.infer<typeof inviteResultSchema>;

/** PUT /entidad/funcionario/agregar. 200 inviteResultSchema. */
export const staffInviteBodySchema = z.object({
  funcionario: z.string().email().max(254),
  first_name: nameText(z.string().min(1).max(150)),
  last_name: nameText(z.string().min(1).max(150)),
});
/** PUT /entidad/emprendedor/agregar. 200 inviteResultSchema. */
export const entrepreneurInviteBodySchema = z.object({
  emprendedor: z.string().email().max(254),
  first_name: nameText(z.string().min(1).max(150)),
  last_name: nameText(z.string().min(1).max(150)),
});
/** PUT /entidad/mentor/agregar. 200 inviteResultSchema. */
export const mentorInviteBodySchema = z.object({
  mentor: z.string().email().max(254),
  first_name: nameText(z.string().min(1).max(150)),
  last_name: nameText(z.string().min(1).max(150)),
});

/** Bulk invite files (core spec › Business constants and limits, second spec › Validation rules): header line skipped, at most 15 lines, `email;first;last`. */
export const BULK_MAX_LINES = 15;
export const BULK_FILE_MAX_BYTES = 64 * 1024;
export const BULK_TOO_LARGE = "El archivo es muy grande, por favor seleccione un archivo con menos de 15 líneas";

/**
 * POST /usuario/agregar/emprendedor, POST /usuario/agregar/funcionario and
 * POST /entidad/usuario/agregar/mentor: multipart `file_users`. 200 with one result per valid line and
 * the skipped lines (1-based line numbers of the file, header included) with the reason. A status
 * e-mail is sent to the administrator. 400 `{file_users: [BULK_TOO_LARGE]}` over 15 lines.
 */
export const bulkInviteResponseSchema = z.object({
  resultados: z.array(inviteResultSchema.extend({ linea: z.number().int().positive() })),
  omitidas: z.array(
    z.object({
      linea: z.number().int().positive(),
      contenido: z.string(),
      motivo: z.enum(["campos", "email"]),
    }),
  ),
});
export type ApiBulkInviteResponse = z.infer<typeof bulkInviteResponseSchema>;

/** PUT /usuario/desactivar/{username}: `{ is_active: false }`. 200 `{ username, is_active }`. */
export const deactivateBodySchema = z.object({ is_active: z.literal(false) });
export const deactivateResponseSchema = z.object({ username: z.string(), is_active: z.boolean() });

/** GET /usuario/resenas/{id} (defined here): the mentor's reviews, newest first. */
export const reviewSchema = z.object({
  id: z.number().int(),
  puntaje: z.number().int().min(1).max(5),
  comentario: z.string(),
  created_at: z.string(),
  autor: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export const reviewListSchema = z.array(reviewSchema);
export type ApiReview = z.infer<typeof reviewSchema>;
