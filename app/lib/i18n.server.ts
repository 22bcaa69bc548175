// Server-side i18n: catalogs are bundled; the language comes from the `lng` cookie (Spanish by default).
// One i18next instance per language, built once per isolate: translating costs no per-request setup.
import { createCookie } from "@remix-run/cloudflare";
import { createInstance, type i18n as I18n, type Resource, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { defaultNS, fallbackLanguage, i18nConfig, isLanguage, supportedLanguages, type Language } from "./i18n";

const modules = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

export const resources: Resource = {};
for (const [path, mod] of Object.entries(modules)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  (resources[lng] ??= {})[ns] = mod.default;
}
const namespaces = [...new Set(Object.values(resources).flatMap((bundles) => Object.keys(bundles)))];

export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 3600,
});

const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    // Spanish unless the person chose otherwise: the platform is Spanish-first, whatever the browser says.
    order: ["cookie"],
  },
});

const instances = new Map<Language, Promise<I18n>>();

/** The shared, fully loaded instance of a language. Never call changeLanguage on it. */
export function i18nInstance(lng: Language): Promise<I18n> {
  let instance = instances.get(lng);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({ ...i18nConfig, lng, ns: namespaces, resources })
      .then(() => created);
    instances.set(lng, instance);
  }
  return instance;
}

export const i18nServer = {
  async getLocale(request: Request): Promise<Language> {
    const lng = await detector.getLocale(request);
    return isLanguage(lng) ? lng : fallbackLanguage;
  },
  /** A t() of the request's language, for loaders and actions (titles, flash messages). */
  async getFixedT(request: Request, ns: string = defaultNS): Promise<TFunction> {
    const lng = await this.getLocale(request);
    return (await i18nInstance(lng)).getFixedT(lng, ns);
  },
};
