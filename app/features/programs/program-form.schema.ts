// Create or edit a program (core spec › Validation rules "Program create"; second spec › Validation rules "Program name"; core spec › The calls it makes
// POST /programa/crear, PUT /programa/actualizar/{id}), shared by the browser and the actions.
import { IMAGE_TYPES } from "~/api/contract/constants";
import { PROGRAM_IMAGE_MAX_BYTES } from "~/api/contract/programa";
import { freeText, plainName, z } from "~/lib/validation";

const ids = z.array(z.number().int().positive("common:form.invalid")).max(1000);

export const programFormSchema = z.object({
  nombre: plainName(
    z.string({ required_error: "programs:form.nameRequired" }).trim().min(1, "programs:form.nameRequired").max(200),
  ),
  descripcion: freeText(z.string().trim().max(2000)).optional(),
  // One jpeg or png; the API checks the bytes again.
  img_programa: z
    .instanceof(File)
    .refine((file) => (IMAGE_TYPES as readonly string[]).includes(file.type), "programs:form.imageType")
    .refine((file) => file.size <= PROGRAM_IMAGE_MAX_BYTES, "programs:form.imageSize")
    .optional(),
  funcionario: ids,
  emprendedor: ids,
  // Names to add, one a line, when the institution's list is too long for checkboxes (app/lib/people-picker.server.ts).
  funcionario_nuevos: freeText(z.string().max(5000)).optional(),
  emprendedor_nuevos: freeText(z.string().max(5000)).optional(),
});
export type ProgramForm = z.infer<typeof programFormSchema>;

/** The multipart body of POST /programa/crear and PUT /programa/actualizar/{id}. */
export function toProgramFormData(value: ProgramForm): FormData {
  const form = new FormData();
  form.set("nombre", value.nombre);
  form.set("descripcion", value.descripcion ?? "");
  if (value.img_programa) form.set("img_programa", value.img_programa, value.img_programa.name);
  for (const id of value.funcionario) form.append("funcionario", String(id));
  for (const id of value.emprendedor) form.append("emprendedor", String(id));
  return form;
}
