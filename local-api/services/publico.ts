// Contact requests of the public pages and the help centre's articles.
import { asc } from "drizzle-orm";
import type { ApiArticle, ContactBody } from "../../app/api/contract/publico";
import { contactBodySchema } from "../../app/api/contract/publico";
import type { Db } from "../db/client";
import { contactRequests, helpArticles } from "../db/schema";
import { appBaseUrl, type Mail } from "../outbox";

export const ARTICLE_PREFIX = "articulos/";

const SUBJECTS: Record<ContactBody["origen"], string> = {
  "software-para-aceleradoras": "Recibimos tu solicitud de demo",
  "escuela-juntas": "Escuela de Juntas Directivas: recibimos tus datos",
  "juntas-asesoras": "Juntas asesoras: recibimos tu solicitud de diagnóstico",
  newsletter: "Te suscribiste a nuestro boletín",
};

export async function saveContact(db: Db, body: ContactBody): Promise<number> {
  const value = contactBodySchema.parse(body);
  const [row] = await db
    .insert(contactRequests)
    .values({ ...value, email: value.email.toLowerCase() })
    .returning({ id: contactRequests.id });
  return row!.id;
}

/** The acknowledgement the visitor receives ('Ya tenemos tus datos de contacto'). */
export function contactMail(body: ContactBody): Mail {
  const nombre = body.nombre?.trim();
  return {
    to: body.email.toLowerCase(),
    subject: SUBJECTS[body.origen],
    body: [
      nombre ? `Hola ${nombre},` : "Hola,",
      "",
      body.origen === "newsletter"
        ? "Gracias por suscribirte: te enviaremos nuestras novedades a este correo."
        : "Ya tenemos tus datos de contacto: nuestro equipo se comunicará contigo muy pronto.",
      "",
      "Si no enviaste este formulario, ignora este correo.",
    ].join("\n"),
  };
}

/** Articles whose name contains every word of `q` (all when `q` is blank), by name. */
export async function searchArticles(db: Db, q: string, appUrl: string, requestUrl: string): Promise<ApiArticle[]> {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const rows = await db.select().from(helpArticles).orderBy(asc(helpArticles.name));
  const base = appBaseUrl(appUrl, requestUrl);
  const matches = words.length
    ? rows.filter((row) => {
        const name = fold(row.name);
        return words.every((w) => name.includes(fold(w)));
      })
    : rows;
  return matches.map((row) => ({
    name: row.name,
    file: `${base}/api/articulos/${encodeURIComponent(row.file_key.slice(ARTICLE_PREFIX.length))}`,
  }));
}

/** Lowercase without accents, so 'sesion' finds 'sesión'. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
