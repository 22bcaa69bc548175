// Edit institution (core spec › Validation rules "Institution edit"; core spec › The calls it makes PUT /entidad/editar/{id}), browser and server.
import { ENTREPRENEUR_TERMS, IMAGE_TYPES, LOGO_MAX_BYTES, MENTOR_TERMS } from "~/api/contract/constants";
import { NOTICE_HOURS_MAX } from "~/api/contract/entidad";
import { freeText, plainName, z } from "~/lib/validation";

export const institutionEditSchema = z.object({
  razon_social: plainName(
    z
      .string({ required_error: "institution:edit.nameRequired" })
      .trim()
      .min(1, "institution:edit.nameRequired")
      .max(200),
  ),
  nit: z
    .string({ required_error: "institution:edit.nitRequired" })
    .trim()
    .min(1, "institution:edit.nitRequired")
    .max(50),
  direccion: freeText(z.string().trim().max(300)).optional(),
  descripcion: freeText(z.string().trim().max(2000)).optional(),
  mentor_tipo: z.enum(MENTOR_TERMS),
  emprendedor_tipo: z.enum(ENTREPRENEUR_TERMS),
  secure_emails: z.boolean().optional(),
  // Issue 29 §2: the notice period in whole hours.
  horas_aviso: z
    .number({ required_error: "institution:edit.noticeRequired", invalid_type_error: "institution:edit.noticeRange" })
    .int("institution:edit.noticeRange")
    .min(0, "institution:edit.noticeRange")
    .max(NOTICE_HOURS_MAX, "institution:edit.noticeRange")
    // Left empty, the period stays as it is.
    .optional(),
  // One jpeg or png of at most 2 MB; the API checks the bytes again.
  logo: z
    .instanceof(File)
    .refine((file) => (IMAGE_TYPES as readonly string[]).includes(file.type), "institution:edit.logoType")
    .refine((file) => file.size <= LOGO_MAX_BYTES, "institution:edit.logoSize")
    .optional(),
});
export type InstitutionEdit = z.infer<typeof institutionEditSchema>;

/** The multipart body of PUT /entidad/editar/{id}. */
export function toEditFormData(value: InstitutionEdit): FormData {
  const form = new FormData();
  form.set("razon_social", value.razon_social);
  form.set("nit", value.nit);
  form.set("direccion", value.direccion ?? "");
  form.set("descripcion", value.descripcion ?? "");
  form.set("mentor_tipo", value.mentor_tipo);
  form.set("emprendedor_tipo", value.emprendedor_tipo);
  form.set("secure_emails", value.secure_emails ? "true" : "false");
  if (value.horas_aviso !== undefined) form.set("horas_aviso", String(value.horas_aviso));
  if (value.logo) form.set("logo", value.logo, value.logo.name);
  return form;
}
