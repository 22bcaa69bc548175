// The files forms' browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays out
// of these pages' first load. The actions run the same schemas on the server.
import { parseWithZod } from "@conform-to/zod";
import { fileUploadSchema, urlUploadSchema } from "./files.schema";

export function validateFile(formData: FormData) {
  return parseWithZod(formData, { schema: fileUploadSchema });
}

export function validateUrl(formData: FormData) {
  return parseWithZod(formData, { schema: urlUploadSchema });
}
