// Server-rendering UI kit pieces inside a Remix route (Link, useNavigate and StaticIsland need the router).
import { createRemixStub } from "@remix-run/testing";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, vi } from "vitest";

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

/** Server-renders `node` inside a Remix route at `url`. */
export function renderInRoute(node: ReactNode, url = "/"): string {
  const Stub = createRemixStub([{ path: "*", Component: () => <>{node}</> }]);
  return renderToString(<Stub initialEntries={[url]} />);
}
