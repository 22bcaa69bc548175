// The institution forms' browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod
// stays out of these pages' first load. The actions run the same schemas on the server.
import { parseWithZod } from "@conform-to/zod";
import { institutionEditSchema } from "./institution-edit.schema";
import { parseInstitutionRegister } from "./institution-register.schema";
import { integrationSchema } from "./integration.schema";

export function validateEdit(formData: FormData) {
  return parseWithZod(formData, { schema: institutionEditSchema });
}

export function validateIntegration(formData: FormData) {
  return parseWithZod(formData, { schema: integrationSchema });
}

export { parseInstitutionRegister as validateRegister };
