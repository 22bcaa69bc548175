// REST contract of the public pages and the help centre (second spec › Screens and routes "Landing pages", "Legal and help";
// second spec › The calls it makes `GET {api}/searchfiles/?q=`). POST /contacto/crear is defined here (the spec loads third-party forms).
import { z } from "zod";

export const CONTACT_ORIGINS = [
  "software-para-aceleradoras",
  "escuela-juntas",
  "juntas-asesoras",
  "newsletter",
] as const;
export type ContactOrigin = (typeof CONTACT_ORIGINS)[number];

/** POST /contacto/crear (no auth): a visitor's contact, diagnosis or newsletter request; 201. */
export const contactBodySchema = z.object({
  origen: z.enum(CONTACT_ORIGINS),
  nombre: z.string().max(200).default(""),
  email: z.string().email().max(254),
  telefono: z.string().max(40).default(""),
  empresa: z.string().max(200).default(""),
  mensaje: z.string().max(3000).default(""),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ id: z.number().int() });

/** An item of GET /searchfiles/?q= (no auth): the article's name and the absolute URL of its file. */
export const articleSchema = z.object({ name: z.string(), file: z.string() });
export type ApiArticle = z.infer<typeof articleSchema>;
export const articleListSchema = z.array(articleSchema);
