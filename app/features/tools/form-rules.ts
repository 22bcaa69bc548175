// The tool form's browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays out
// of these pages' first load. The actions run the same schemas on the server.
import { parseWithZod } from "@conform-to/zod";
import { toolCreateSchema, toolEditSchema } from "./tool.schema";

export function validateCreate(formData: FormData) {
  // Mentors typed by name count once the server has found them: it checks 'at least one' then.
  const typed = String(formData.get("mentor_nuevos") ?? "").trim() !== "";
  return parseWithZod(formData, { schema: typed ? toolEditSchema : toolCreateSchema });
}

export function validateEdit(formData: FormData) {
  return parseWithZod(formData, { schema: toolEditSchema });
}
