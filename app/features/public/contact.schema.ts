// The landing pages' contact, diagnosis and newsletter forms (POST /contacto/crear), server-side only:
// public pages ship no JavaScript, so the browser checks only the native constraints.
import { freeText, z } from "~/lib/validation";

const required = (max: number) =>
  z.string({ required_error: "public:form.required" }).trim().min(1, "public:form.required").max(max);
const email = z
  .string({ required_error: "public:form.required" })
  .trim()
  .min(1, "public:form.required")
  .max(254)
  .email("public:form.emailInvalid");

export const contactSchema = z.object({
  nombre: freeText(required(200)),
  email,
  telefono: freeText(z.string().trim().max(40)).optional(),
  empresa: freeText(z.string().trim().max(200)).optional(),
  mensaje: freeText(z.string().trim().max(3000)).optional(),
});
export const newsletterSchema = z.object({ email });

export const CONTACT_INTENTS = { contact: "contacto", newsletter: "boletin" } as const;
export type ContactIntent = (typeof CONTACT_INTENTS)[keyof typeof CONTACT_INTENTS];
