// useTranslation for components (decision 015): the same call as react-i18next's, on the platform's own
// translator. `useTranslation(["ns", "common"])` gives a t() whose plain keys read the first namespace;
// `other:key` reads another. In the browser a namespace that is not loaded yet (a page reached after
// the first) is fetched, and the component renders again when it arrives.
import { createContext, useContext, useEffect, useReducer, type ReactNode } from "react";
import type { TFunction, Translator } from "./translator";

const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** Set by the browser's entry: loads a namespace of the current language into the translator. */
let loadNamespace: ((ns: string) => Promise<void>) | undefined;
export function setNamespaceLoader(load: (ns: string) => Promise<void>): void {
  loadNamespace = load;
}

export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation needs an I18nProvider");
  const list = namespaces === undefined ? [] : typeof namespaces === "string" ? [namespaces] : namespaces;
  const missing = list.filter((ns) => !translator.hasNamespace(ns)).join(",");
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!missing || !loadNamespace) return;
    const load = loadNamespace;
    let active = true;
    Promise.all(missing.split(",").map((ns) => load(ns))).then(
      () => active && rerender(),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [missing]);
  return { t: translator.getFixedT(list[0]), i18n: translator };
}
