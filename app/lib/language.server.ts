// The request's language, in one place for the Remix build (app/lib/i18n.server.ts) and the Worker entry
// (server.ts, which answers some pages before Remix runs): a `?lng=` in the URL (the public pages' hreflang
// alternates), the `lng` cookie, the browser's Accept-Language, then Spanish (decision 015, issue 30 §2).
import { createCookie } from "@remix-run/cloudflare";
import { LanguageDetector } from "remix-i18next/server";
import { fallbackLanguage, isLanguage, supportedLanguages, type Language } from "./i18n";

export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 3600,
});

// `?lng=` renders one page in that language without keeping it (only /idioma sets the cookie). The header's
// single most wanted locale is matched (en-US → en, pt → pt-BR), so "es-CO,en" stays Spanish.
const detector = new LanguageDetector({
  supportedLanguages: [...supportedLanguages],
  fallbackLanguage,
  cookie: languageCookie,
  order: ["searchParams", "cookie", "header"],
});

export function detectLanguage(request: Request): Promise<Language> {
  return detector
    .detect(request)
    .then((found) => (isLanguage(found) ? found : fallbackLanguage))
    .catch(() => fallbackLanguage);
}
