import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./lib/i18n";
import { I18N_RESOURCES_ID } from "./lib/i18n-resources";

// Each catalog is its own small chunk, loaded only when a page reached later needs it.
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");
const bundledBackend: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, callback) {
    const load = catalogs[`../locales/${lng}/${ns}.json`];
    if (!load) return callback(null, {});
    load().then(
      (mod) => callback(null, mod.default),
      (error: Error) => callback(error, null),
    );
  },
};

async function hydrate() {
  // The first page's catalogs are inline in the HTML (app/lib/i18n-resources.tsx).
  const island = document.getElementById(I18N_RESOURCES_ID)?.textContent;
  const inline = (island ? JSON.parse(island) : {}) as Record<string, Record<string, unknown>>;
  const lng = document.documentElement.lang;
  await i18next
    .use(initReactI18next)
    .use(bundledBackend)
    .init({
      ...i18nConfig,
      lng,
      ns: Object.keys(inline),
      resources: { [lng]: inline },
      partialBundledLanguages: true,
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
