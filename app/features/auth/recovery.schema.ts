// Password recovery rules (second spec › Validation rules): step 1 asks for the e-mail, step 2 for the code and new password.
import { z } from "~/lib/validation";
import { meetsPasswordPolicy } from "~/lib/password-policy";

const email = z
  .string({ required_error: "auth:recovery.emailInvalid" })
  .max(254, "auth:recovery.emailInvalid")
  .refine((v) => !/\s/.test(v), "auth:recovery.emailInvalid")
  .pipe(z.string().email("auth:recovery.emailInvalid"));

export const recoveryRequestSchema = z.object({
  intent: z.literal("request"),
  email,
});

export const recoveryConfirmSchema = z.object({
  intent: z.literal("confirm"),
  email,
  codigo: z
    .string({ required_error: "auth:recovery.codeRequired" })
    .trim()
    .min(1, "auth:recovery.codeRequired")
    .max(20),
  password: z
    .string({ required_error: "auth:recovery.passwordRequired" })
    .max(128, "auth:signUp.passwordPolicy")
    .refine(meetsPasswordPolicy, "auth:signUp.passwordPolicy"),
});

export const recoverySchema = z.discriminatedUnion("intent", [recoveryRequestSchema, recoveryConfirmSchema]);
