// Server-side i18n: catalogs are bundled; the language comes from the `lng` cookie, then Accept-Language.
import { createCookie } from "@remix-run/cloudflare";
import type { Resource } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { fallbackLanguage, i18nConfig, supportedLanguages } from "./i18n";

const modules = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

export const resources: Resource = {};
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

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    // Spanish unless the person chose otherwise: the platform is Spanish-first, whatever the browser says.
    order: ["cookie"],
  },
  i18next: { ...i18nConfig, resources },
});
