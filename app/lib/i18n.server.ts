// Server-side i18n: catalogs are bundled; the language comes from the `lng` cookie (Spanish by default).
import { createCookie } from "@remix-run/cloudflare";
import { defaultNS, fallbackLanguage, isLanguage, type Language } from "./i18n";
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

export const i18nServer = {
  async getLocale(request: Request): Promise<Language> {
    // Spanish unless the person chose otherwise: the platform is Spanish-first, whatever the browser says.
    const lng: unknown = await languageCookie.parse(request.headers.get("Cookie"));
    return isLanguage(lng) ? lng : fallbackLanguage;
  },
  /** A t() of the request's language, for loaders and actions (titles, flash messages). */
  async getFixedT(request: Request, ns: string = defaultNS): Promise<TFunction> {
    const lng = await this.getLocale(request);
    return translatorFor(lng).getFixedT(ns);
  },
};
