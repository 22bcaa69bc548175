// 'Registro Empresas' (core spec › Screens and routes, core spec › Validation rules "Institution registration"; the password policy and the
// confirmation as in the sign-up), browser and server.
import { parseWithZod } from "@conform-to/zod";
import { meetsPasswordPolicy } from "~/lib/password-policy";
import { PHONE_PREFIXES } from "~/lib/phone";
import { freeText, plainName, z } from "~/lib/validation";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (key: string, max: number) => z.string({ required_error: key }).trim().min(1, key).max(max);
const requiredName = (key: string, max: number) => plainName(required(key, max));

export const institutionRegisterSchema = z
  .object({
    razon_social: requiredName("institution:register.razonSocialRequired", 200),
    nit: required("institution:register.nitRequired", 50),
    first_name: requiredName("institution:register.nameRequired", 150),
    last_name: requiredName("institution:register.nameRequired", 150),
    celular_prefijo: z.enum(PHONE_PREFIXES).optional(),
    celular: required("institution:register.celularRequired", 30),
    direccion: required("institution:register.direccionRequired", 300),
    descripcion: freeText(required("institution:register.descripcionRequired", 2000)),
    // The organisation's first program: its name and number of sessions (core spec › Validation rules).
    nombre: requiredName("institution:register.nombreRequired", 200),
    n_sesiones: z
      .number({
        required_error: "institution:register.sesionesRequired",
        invalid_type_error: "institution:register.sesionesRange",
      })
      .int("institution:register.sesionesRange")
      .min(1, "institution:register.sesionesRange")
      .max(1000, "institution:register.sesionesRange"),
    email: z
      .string({ required_error: "institution:register.emailRequired" })
      .trim()
      .max(254, "institution:register.emailInvalid")
      .refine((v) => EMAIL_PATTERN.test(v), "institution:register.emailInvalid"),
    password: z
      .string({ required_error: "institution:register.passwordRequired" })
      .max(128, "institution:register.passwordPolicy")
      .refine(meetsPasswordPolicy, "institution:register.passwordPolicy"),
    confirm_password: z.string({ required_error: "institution:register.confirmRequired" }).max(128),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ["confirm_password"],
    message: "institution:register.mismatch",
  });

/**
 * The form parsed by the browser and the action alike. The object-level mismatch check only runs when
 * every field is valid, so it is added here on the raw values: all messages show at once.
 */
export function parseInstitutionRegister(formData: FormData) {
  const submission = parseWithZod(formData, { schema: institutionRegisterSchema });
  const password = formData.get("password");
  const confirmation = formData.get("confirm_password");
  if (
    submission.status === "error" &&
    submission.error &&
    typeof password === "string" &&
    typeof confirmation === "string" &&
    confirmation !== "" &&
    password !== confirmation &&
    !submission.error.confirm_password
  ) {
    submission.error.confirm_password = ["institution:register.mismatch"];
  }
  return submission;
}
