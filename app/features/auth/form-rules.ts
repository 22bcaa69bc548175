// The auth forms' browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays out
// of the first load of the sign-in pages. The actions run the same schemas on the server.
import { parseWithZod } from "@conform-to/zod";
import { loginSchema } from "./login.schema";
import { recoveryConfirmSchema, recoveryRequestSchema } from "./recovery.schema";

export { parseSignUp as validateSignUp } from "./sign-up.schema";

export function validateLogin(formData: FormData) {
  return parseWithZod(formData, { schema: loginSchema });
}

export function validateRecoveryRequest(formData: FormData) {
  return parseWithZod(formData, { schema: recoveryRequestSchema });
}

export function validateRecoveryConfirm(formData: FormData) {
  return parseWithZod(formData, { schema: recoveryConfirmSchema });
}
