// Sign-up rules (second spec › Validation rules "Sign-up", core spec › Validation rules "Sign-up password policy"), browser and server.
import { parseWithZod } from "@conform-to/zod";
import { plainName, z } from "~/lib/validation";
import { meetsPasswordPolicy } from "~/lib/password-policy";

export const SIGN_UP_KINDS = ["entity", "participant", "freelancer", "client"] as const;
export type SignUpKind = (typeof SIGN_UP_KINDS)[number];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const signUpSchema = z
  .object({
    kind: z.enum(SIGN_UP_KINDS, { errorMap: () => ({ message: "auth:signUp.incomplete" }) }),
    first_name: plainName(
      z
        .string({ required_error: "auth:signUp.firstNameRequired" })
        .trim()
        .min(1, "auth:signUp.firstNameRequired")
        .max(150),
    ),
    last_name: plainName(
      z
        .string({ required_error: "auth:signUp.lastNameRequired" })
        .trim()
        .min(1, "auth:signUp.lastNameRequired")
        .max(150),
    ),
    email: z
      .string({ required_error: "auth:signUp.emailNoSpaces" })
      .max(254, "auth:signUp.emailPattern")
      .refine((v) => !/\s/.test(v), "auth:signUp.emailNoSpaces")
      .refine((v) => EMAIL_PATTERN.test(v), "auth:signUp.emailPattern"),
    password: z
      .string({ required_error: "auth:signUp.passwordRequired" })
      .max(128, "auth:signUp.passwordPolicy")
      .refine(meetsPasswordPolicy, "auth:signUp.passwordPolicy"),
    confirm_password: z.string({ required_error: "auth:signUp.confirmRequired" }).max(128),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ["confirm_password"],
    message: "auth:signUp.mismatch",
  });

/** 'Completa todos los campos del formulario' when any field is empty (checked on the raw form). */
export function isIncomplete(form: FormData): boolean {
  return ["first_name", "last_name", "email", "password", "confirm_password"].some((name) => {
    const value = form.get(name);
    return typeof value !== "string" || value.trim() === "";
  });
}

/** The sign-up form parsed by the browser and the action alike, with the form-level 'incomplete' message. */
export function parseSignUp(formData: FormData, schema: z.ZodTypeAny = signUpSchema) {
  const submission = parseWithZod(formData, { schema: schema as typeof signUpSchema });
  if (submission.status === "error" && submission.error && isIncomplete(formData)) {
    submission.error[""] = ["auth:signUp.incomplete"];
  }
  return submission;
}
