// Server-side i18n: catalogs are bundled; app/lib/language.server.ts picks the language (decision 015, issue 30 §2).
import { defaultNS, fallbackLanguage, type Language } from "./i18n";
import { detectLanguage, languageCookie } from "./language.server";
import { Translator, type Bundle, type Resources, type TFunction } from "./translator";

const modules = import.meta.glob<{ default: Bundle }>("../../locales/*/*.json", { eager: true });

export const resources: Resources = {};
for (const [path, mod] of Object.entries(modules)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  (resources[lng] ??= {})[ns] = mod.default;
}

export { languageCookie };

const translators = new Map<Language, Translator>();

/** The shared translator of a language, built once per isolate: translating costs no per-request setup. */
export function translatorFor(lng: Language): Translator {
  let translator = translators.get(lng);
  if (!translator) translators.set(lng, (translator = new Translator(lng, resources, fallbackLanguage, defaultNS)));
  return translator;
}

// A document request asks for its language three times (root loader, getFixedT, entry): detect it once.
const detected = new WeakMap<Request, Promise<Language>>();

export const i18nServer = {
  getLocale(request: Request): Promise<Language> {
    let lng = detected.get(request);
    if (!lng) {
      lng = detectLanguage(request);
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
