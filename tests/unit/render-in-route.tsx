// Server-rendering UI kit pieces inside a Remix route (Link, useNavigate and StaticIsland need the router).
import { createRemixStub } from "@remix-run/testing";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, vi } from "vitest";
import { I18nProvider } from "~/lib/i18n-react";
import { Translator } from "~/lib/translator";

/** The memory router of the stub warns about useLayoutEffect on the server; only that warning is dropped. */
export function dropServerLayoutEffectWarning() {
  const realError = console.error;
  beforeAll(() => {
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes("useLayoutEffect does nothing on the server")) return;
      realError(...args);
    });
  });
  afterAll(() => vi.restoreAllMocks());
}

/** An empty Spanish catalog: the kit's fields translate their errors (the fixtures' texts are not keys). */
const translator = new Translator("es", { es: {} }, "es", "common");

/** `node` inside the translator's provider, as the app's root renders every page. */
export function withI18n(node: ReactNode) {
  return <I18nProvider translator={translator}>{node}</I18nProvider>;
}

/** Server-renders `node` inside a Remix route at `url`. */
export function renderInRoute(node: ReactNode, url = "/"): string {
  const Stub = createRemixStub([{ path: "*", Component: () => withI18n(node) }]);
  return renderToString(<Stub initialEntries={[url]} />);
}
