// REST contract of the /usuario group (core spec › Entities and their fields "User", core spec › The calls it makes "Accounts"; second spec › The calls it makes "Recovery and account").
// Shared by the app's API client and the local API; keep the API's own field names.
import { z } from "zod";
import { nameText } from "./text";

export const skillSchema = z.object({
  tag: z.number().int(),
  name: z.string(),
  description: z.string(),
});

export const entidadRefSchema = z.object({
  id: z.number().int(),
  razon_social: z.string(),
  // Derived terms for mentors and entrepreneurs (core spec › What the product does and for whom): singular display words.
  mt: z.string(),
  et: z.string(),
});

export const pasistenciaSchema = z.object({
  numero_eventos: z.number(),
  asistencia: z.number(),
  porcentaje: z.number(),
});

export const themeSchema = z.enum(["default", "banco"]);

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  // null when the viewer may not see it (secure_emails, other users' profiles).
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  titulo: z.string().nullable(),
  descripcion: z.string().nullable(),
  reside: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  img_usuario: z.string().nullable(),
  precio: z.number().nullable(),
  skills: z.array(skillSchema),
  empresa: z.number().int().nullable(),
  equipo: z.number().int().nullable(),
  mentor: z.boolean(),
  entidad_entidad: z.array(entidadRefSchema),
  // Not in the original field list: the institutions the user belongs to as mentor or entrepreneur
  // (their mt/et terms label what the user sees).
  entidad_miembro: z.array(entidadRefSchema),
  programa_emprendedor: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  pasistencia: pasistenciaSchema,
  reviews: z.number().int(),
  nsesiones: z.number().int(),
  api_calendario: z.string().nullable(),
  duracion_zoom: z.number().nullable(),
  is_active: z.boolean(),
  // Not in the original field list: the stored theme value of the user's institution (core spec › Roles and permissions).
  theme: themeSchema,
  // Not in the original field list: true on the first GET /usuario/ after the first sign-in (login routing).
  is_new: z.boolean(),
});
export type ApiUser = z.infer<typeof userSchema>;

/** GET /usuario/ and GET /usuario/{id|username}: a list whose first item is the user. */
export const userListSchema = z.array(userSchema).min(1);

/** POST /usuario/login body: both values RSA-OAEP (SHA-256) encrypted, base64. */
export const loginBodySchema = z.object({
  email: z.string().min(1).max(1024),
  password: z.string().min(1).max(1024),
});
export const tokenResponseSchema = z.object({ token: z.string().min(1) });

/** DELETE /usuario/confirmar/{id}: 200 with a token and the theme. */
export const confirmResponseSchema = z.object({
  token: z.string().min(1),
  theme: themeSchema,
});

/** POST /usuario/crear/usuario. `mentor` is an addition: the freelancer sign-up's 'Soy Freelancer'. */
export const createUserBodySchema = z.object({
  username: z.string().min(1).max(150),
  first_name: nameText(z.string().min(1).max(150)),
  last_name: nameText(z.string().min(1).max(150)),
  email: z.string().email().max(254),
  password: z.string().min(8).max(128),
  confirm_password: z.string().max(128),
  telefono: z.string().max(30).optional().default(""),
  mentor: z.boolean().optional().default(false),
});

/** POST /usuario/crear/entidad. `razon_social` is optional; the local API derives one when absent. */
export const createEntityBodySchema = z.object({
  first_name: nameText(z.string().min(1).max(150)),
  last_name: nameText(z.string().min(1).max(150)),
  email: z.string().email().max(254),
  password: z.string().min(8).max(128),
  confirm_password: z.string().max(128),
  razon_social: nameText(z.string().max(200)).optional(),
  // 'Registro Empresas' (core spec › Screens and routes): the organisation's tax id and mobile number.
  nit: z.string().max(50).optional(),
  celular: z.string().max(30).optional(),
  // Its address and description, and its first program: name and number of sessions (core spec › Validation rules).
  direccion: z.string().max(300).optional(),
  descripcion: z.string().max(2000).optional(),
  nombre: nameText(z.string().max(200)).optional(),
  n_sesiones: z.number().int().min(1).max(1000).optional(),
});

/** 201 body of both create calls. */
export const createdUserResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
});

/** POST /usuario/cambiar_pwd (201) and PUT /usuario/confirmar_cambiar_pwd (204). */
export const recoveryRequestBodySchema = z.object({
  email: z.string().email().max(254),
  codigo: z.string().optional().default(""),
  password: z.string().optional().default(""),
});
export const recoveryConfirmBodySchema = z.object({
  email: z.string().email(),
  codigo: z.string().min(1),
  password: z.string().min(8).max(128),
});

/** PUT /usuario/password */
export const passwordChangeBodySchema = z.object({
  password: z.string().min(1),
  new_password: z.string().min(8).max(128),
});

export const tagSchema = z.object({ id: z.number().int(), name: z.string() });
export const tagListSchema = z.array(tagSchema);

/** Error body: Django-REST style, `{ field: ["message"] }`, with `detail` for non-field errors. */
export const errorBodySchema = z.record(z.union([z.array(z.string()), z.string()]));

/** GET /dev/correos (local API only): the outbox. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const outboxSchema = z.array(outboxMessageSchema);
