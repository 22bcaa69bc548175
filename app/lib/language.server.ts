// The request's language (decision 024): `?lng=`, the `lng` cookie, the browser's Accept-Language, then Spanish.
// Apart from the catalogs (i18n.server.ts) so that the Worker entry can key its edge cache by the very language
// the page renders in (app/lib/edge-cache.server.ts) without bundling the catalogs twice.
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

// A document request asks for its language several times (root loader, getFixedT, entry): detect it once.
const detected = new WeakMap<Request, Promise<Language>>();

export function detectLanguage(request: Request): Promise<Language> {
  let lng = detected.get(request);
  if (!lng) {
    lng = detector
      .detect(request)
      .then((found) => (isLanguage(found) ? found : fallbackLanguage))
      .catch(() => fallbackLanguage);
    detected.set(request, lng);
  }
  return lng;
}
