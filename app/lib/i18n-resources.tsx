// The catalogs of the current page travel inside the HTML, so hydration waits for no extra download
// (one round trip less on slow networks). Catalogs of pages reached later load on demand.
import { useMatches } from "@remix-run/react";
import { useTranslation } from "./i18n-react";

export const I18N_RESOURCES_ID = "i18n-resources";

export function useRouteNamespaces(): string[] {
  const namespaces = new Set(["common"]);
  for (const match of useMatches()) {
    for (const ns of (match.handle as { i18n?: string[] } | undefined)?.i18n ?? []) namespaces.add(ns);
  }
  return [...namespaces];
}

// Catalogs never change while an isolate lives: serialize each combination once.
const serialized = new Map<string, string>();

/** A JSON island (never executed; it carries the nonce like every script tag); `<` escaped so it cannot close the tag. */
export function I18nResources({ nonce }: { nonce: string }) {
  const { i18n } = useTranslation();
  const namespaces = useRouteNamespaces();
  const cacheKey = `${i18n.language}|${namespaces.join(",")}`;
  let json = serialized.get(cacheKey);
  if (json === undefined) {
    const bundles = Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(i18n.language, ns) ?? {}]));
    json = JSON.stringify(bundles).replace(/</g, "\\u003c");
    serialized.set(cacheKey, json);
  }
  return (
    <script
      id={I18N_RESOURCES_ID}
      nonce={nonce}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
