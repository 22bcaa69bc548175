// The program form's browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays
// out of the first load of the pages the form opens over. The action runs the same schema.
import { parseWithZod } from "@conform-to/zod";
import { programFormSchema } from "./program-form.schema";

export function validateProgram(formData: FormData) {
  return parseWithZod(formData, { schema: programFormSchema });
}
