import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { defaultNS, fallbackLanguage } from "./lib/i18n";
import { I18nProvider, setNamespaceLoader } from "./lib/i18n-react";
import { I18N_RESOURCES_ID } from "./lib/i18n-resources";
import { Translator, type Bundle } from "./lib/translator";

// Each catalog is its own small chunk, loaded only when a page reached later needs it.
const catalogs = import.meta.glob<{ default: Bundle }>("../locales/*/*.json");

// The first page's catalogs are inline in the HTML (app/lib/i18n-resources.tsx).
const island = document.getElementById(I18N_RESOURCES_ID)?.textContent;
const inline = (island ? JSON.parse(island) : {}) as Record<string, Bundle>;
const lng = document.documentElement.lang;
const translator = new Translator(lng, { [lng]: inline }, fallbackLanguage, defaultNS);
setNamespaceLoader(async (ns) => {
  const load = catalogs[`../locales/${lng}/${ns}.json`];
  translator.addResourceBundle(lng, ns, load ? (await load()).default : {});
});

startTransition(() => {
  hydrateRoot(
    document,
    <I18nProvider translator={translator}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nProvider>,
  );
});
