// The support form's browser-side rules, loaded after hydration (see ~/lib/use-lazy-module).
import { parseWithZod } from "@conform-to/zod";
import { supportSchema } from "./support.schema";

export function validateSupport(formData: FormData) {
  return parseWithZod(formData, { schema: supportSchema });
}
