// 'Editar perfil personal' (core spec › Validation rules "Profile edit", "Mentor profile"; core spec › The calls it makes PUT /usuario/actualizar/{username}),
// shared by the browser and the action. Mentors also need phone, current position, LinkedIn and hourly price,
// and each area of expertise needs an area and a description.
import { IMAGE_TYPES } from "~/api/contract/constants";
import { AVATAR_MAX_BYTES, RESIDE_OPTIONS, SKILLS_MAX } from "~/api/contract/profiles";
import { PHONE_PREFIXES, joinPhone } from "~/lib/phone";
import { freeText, z } from "~/lib/validation";
import { httpUrl } from "~/lib/http-url";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (key: string, max: number) => z.string({ required_error: key }).trim().min(1, key).max(max);
const url = z
  .string()
  .trim()
  .max(300)
  .refine((value) => httpUrl(value) !== null, "profiles:edit.url");

const skillSchema = z.object({
  tag: z
    .string({ required_error: "profiles:edit.skillAreaRequired" })
    .regex(/^\d{1,9}$/, "profiles:edit.skillAreaRequired"),
  description: freeText(required("profiles:edit.skillDescriptionRequired", 500)),
});

const base = {
  first_name: required("profiles:edit.firstNameRequired", 150),
  last_name: required("profiles:edit.lastNameRequired", 150),
  email: z
    .string({ required_error: "profiles:edit.emailRequired" })
    .trim()
    .max(254, "profiles:edit.emailInvalid")
    .refine((v) => EMAIL_PATTERN.test(v), "profiles:edit.emailInvalid"),
  reside: z.enum(RESIDE_OPTIONS, { errorMap: () => ({ message: "profiles:edit.resideRequired" }) }),
  titulo: freeText(z.string().trim().max(150)).optional(),
  descripcion: freeText(z.string().trim().max(2000)).optional(),
  telefono_prefijo: z.enum(PHONE_PREFIXES).optional(),
  telefono: freeText(z.string().trim().max(30)).optional(),
  linkedin: url.optional(),
  twitter: url.optional(),
  instagram: url.optional(),
  precio: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, "profiles:edit.precioInvalid")
    .optional(),
  // One jpeg or png; the API checks the bytes again.
  img_usuario: z
    .instanceof(File)
    .refine((file) => (IMAGE_TYPES as readonly string[]).includes(file.type), "profiles:edit.imageType")
    .refine((file) => file.size <= AVATAR_MAX_BYTES, "profiles:edit.imageSize")
    .optional(),
  password: z
    .string({ required_error: "profiles:edit.passwordRequired" })
    .min(1, "profiles:edit.passwordRequired")
    .max(128),
};

export const entrepreneurProfileSchema = z.object(base);

export const mentorProfileSchema = z.object({
  ...base,
  telefono: freeText(required("profiles:edit.telefonoRequired", 30)),
  titulo: freeText(required("profiles:edit.tituloRequired", 150)),
  linkedin: z.string({ required_error: "profiles:edit.linkedinRequired" }).trim().max(300).pipe(url),
  precio: z
    .string({ required_error: "profiles:edit.precioRequired" })
    .trim()
    .regex(/^\d{1,9}$/, "profiles:edit.precioInvalid"),
  skills: z.array(skillSchema).max(SKILLS_MAX, "profiles:edit.skillsTooMany").default([]),
});

export type ProfileForm = z.infer<typeof mentorProfileSchema>;

export function profileSchemaFor(mentor: boolean) {
  return mentor ? mentorProfileSchema : entrepreneurProfileSchema;
}

/** The multipart body of PUT /usuario/actualizar/{username}. */
export function toProfileFormData(value: z.infer<typeof entrepreneurProfileSchema> & Partial<ProfileForm>): FormData {
  const form = new FormData();
  form.set("first_name", value.first_name);
  form.set("last_name", value.last_name);
  form.set("email", value.email);
  form.set("reside", value.reside);
  form.set("password", value.password);
  for (const name of ["titulo", "descripcion", "linkedin", "twitter", "instagram", "precio"] as const) {
    form.set(name, value[name] ?? "");
  }
  form.set("telefono", joinPhone(value.telefono_prefijo, value.telefono));
  if (value.skills) {
    form.set(
      "skills",
      JSON.stringify(value.skills.map((s) => ({ tag: Number(s.tag), name: "", description: s.description }))),
    );
  }
  if (value.img_usuario) form.set("img_usuario", value.img_usuario, value.img_usuario.name);
  return form;
}
