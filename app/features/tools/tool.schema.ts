// Tool create or edit (core spec › Validation rules "Tool create or edit"; core spec › The calls it makes POST /programa/crear/mentoria/{id},
// PUT /programa/actualizar/mentoria/{id}), browser and server.
import { TOOL_TYPES } from "~/api/contract/constants";
import { parseWithZod } from "~/lib/zod-parse";
import { freeText, plainName, z } from "~/lib/validation";

const fields = {
  nombre: plainName(
    z.string({ required_error: "common:form.required" }).trim().min(1, "common:form.required").max(200),
  ),
  tipo: z.enum(TOOL_TYPES, { errorMap: () => ({ message: "tools:form.typeRequired" }) }),
  descripcion: freeText(
    z.string({ required_error: "common:form.required" }).trim().min(1, "common:form.required").max(2000),
  ),
  // The ids of the checked mentors (repeated `mentor` fields).
  mentor: z.array(z.number().int().positive("common:form.invalid")).max(100),
  // Names to add, one a line, when the institution has too many mentors for checkboxes.
  mentor_nuevos: freeText(z.string().max(5000)).optional(),
};

/**
 * On create at least one mentor ('Por favor seleccione al menos un mentor'). The action adds the mentors typed by
 * name to the checked ones before it parses.
 */
export const toolCreateSchema = z.object({
  ...fields,
  mentor: fields.mentor.min(1, "tools:form.mentorRequired"),
});
export const toolEditSchema = z.object(fields);
export type ToolForm = z.infer<typeof toolEditSchema>;

/** The browser's rules for a new tool: mentors typed by name count once the server has found them (it checks 'at least one' then). */
export function parseToolCreate(formData: FormData) {
  const typed = String(formData.get("mentor_nuevos") ?? "").trim() !== "";
  return parseWithZod(formData, { schema: typed ? toolEditSchema : toolCreateSchema });
}
