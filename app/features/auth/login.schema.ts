// The login form's rules, shared by the browser (Conform) and the action (core spec › Validation rules "Login").
import { z } from "~/lib/validation";

// RSA-OAEP with a 2048-bit key and SHA-256 carries at most 190 bytes per value.
export const CREDENTIAL_MAX = 150;

export const loginSchema = z.object({
  email: z
    .string({ required_error: "auth:login.emailInvalid" })
    .max(CREDENTIAL_MAX, "auth:login.emailInvalid")
    .refine((v) => !/\s/.test(v), "auth:login.emailInvalid")
    .pipe(z.string().email("auth:login.emailInvalid")),
  password: z.string({ required_error: "auth:login.passwordRequired" }).max(CREDENTIAL_MAX, "auth:login.invalid"),
  redirectTo: z.string().max(2048).optional(),
});
