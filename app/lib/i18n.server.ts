// Server-side i18n: catalogs are bundled; the language is detected in language.server.ts: a `?lng=` in the URL
// (the public pages' hreflang alternates), the `lng` cookie, the browser's Accept-Language, then Spanish
// (decision 015, issue 30 §2).
import { defaultNS, fallbackLanguage, type Language } from "./i18n";
import { detectLanguage } from "./language.server";
import { Translator, type Bundle, type Resources, type TFunction } from "./translator";

const modules = import.meta.glob<{ default: Bundle }>("../../locales/*/*.json", { eager: true });

export const resources: Resources = {};
for (const [path, mod] of Object.entries(modules)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  (resources[lng] ??= {})[ns] = mod.default;
}

export { languageCookie } from "./language.server";

const translators = new Map<Language, Translator>();

/** The shared translator of a language, built once per isolate: translating costs no per-request setup. */
export function translatorFor(lng: Language): Translator {
  let translator = translators.get(lng);
  if (!translator) translators.set(lng, (translator = new Translator(lng, resources, fallbackLanguage, defaultNS)));
  return translator;
}

export const i18nServer = {
  getLocale(request: Request): Promise<Language> {
    return detectLanguage(request);
  },
  /** A t() of the request's language, for loaders and actions (titles, flash messages). */
  async getFixedT(request: Request, ns: string = defaultNS): Promise<TFunction> {
    const lng = await this.getLocale(request);
    return translatorFor(lng).getFixedT(ns);
  },
};
