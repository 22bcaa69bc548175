// Server-side i18n: catalogs are bundled; remix-i18next's LanguageDetector picks the language: a `?lng=` in
// the URL (the public pages' hreflang alternates), the `lng` cookie, the browser's Accept-Language, then
// Spanish (decision 015, issue 30 §2).
import { createCookie } from "@remix-run/cloudflare";
import { LanguageDetector } from "remix-i18next/server";
import { defaultNS, fallbackLanguage, isLanguage, supportedLanguages, type Language } from "./i18n";
import { Translator, type Bundle, type Resources, type TFunction } from "./translator";

const modules = import.meta.glob<{ default: Bundle }>("../../locales/*/*.json", { eager: true });

export const resources: Resources = {};
for (const [path, mod] of Object.entries(modules)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  (resources[lng] ??= {})[ns] = mod.default;
}

export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 3600,
});

const translators = new Map<Language, Translator>();

/** The shared translator of a language, built once per isolate: translating costs no per-request setup. */
export function translatorFor(lng: Language): Translator {
  let translator = translators.get(lng);
  if (!translator) translators.set(lng, (translator = new Translator(lng, resources, fallbackLanguage, defaultNS)));
  return translator;
}

// `?lng=` renders one page in that language without keeping it (only /idioma sets the cookie). The header's
// single most wanted locale is matched (en-US → en, pt → pt-BR), so "es-CO,en" stays Spanish.
const detector = new LanguageDetector({
  supportedLanguages: [...supportedLanguages],
  fallbackLanguage,
  cookie: languageCookie,
  order: ["searchParams", "cookie", "header"],
});

// A document request asks for its language three times (root loader, getFixedT, entry): detect it once.
const detected = new WeakMap<Request, Promise<Language>>();

export const i18nServer = {
  getLocale(request: Request): Promise<Language> {
    let lng = detected.get(request);
    if (!lng) {
      lng = detector
        .detect(request)
        .then((found) => (isLanguage(found) ? found : fallbackLanguage))
        .catch(() => fallbackLanguage);
      detected.set(request, lng);
    }
    return lng;
  },
  /** A t() of the request's language, for loaders and actions (titles, flash messages). */
  async getFixedT(request: Request, ns: string = defaultNS): Promise<TFunction> {
    const lng = await this.getLocale(request);
    return translatorFor(lng).getFixedT(ns);
  },
};
