import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nConfig } from "./lib/i18n";

// Each catalog is its own small chunk, loaded only for the namespaces the page uses.
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
  await i18next
    .use(initReactI18next)
    .use(bundledBackend)
    .init({ ...i18nConfig, lng: document.documentElement.lang, ns: ["common", ...getInitialNamespaces()] });

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
