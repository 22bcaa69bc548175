// A part of the page with nothing interactive (a chart and its data table, the calendar's month, a long table of
// links) that the browser keeps as the server rendered it instead of hydrating it
// (docs/decisions/034-static-islands.md): on the first hydration React neither builds nor compares its
// subtree, main-thread time a cheap phone spends frozen. Client-side navigations and new data render the children.
import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import { cx } from "./cx";
import * as s from "./static-island.css";

export type StaticIslandProps = {
  /**
   * What the island shows, as the loader gave it (or a list of such values): while each stays the same (`Object.is`),
   * the server's HTML stays; new loader data (a revalidation, another day of the calendar) renders `children`.
   */
  data: unknown;
  children: ReactNode;
  className?: string;
};

/** Whether the page's first hydration is over: islands mounted after it render their children. */
let hydrated = false;

/** The attribute that marks an island's wrapper; its value is the island's `useId` (the same on both sides). */
export const ISLAND_ATTRIBUTE = "data-static-island";

/** On a link inside an island: navigate without resetting the scroll (Remix `<Link preventScrollReset>`). */
export const PREVENT_SCROLL_RESET_ATTRIBUTE = "data-prevent-scroll-reset";

/** The same data: the same value, or lists of the same values. */
export function sameData(a: unknown, b: unknown): boolean {
  return (
    Object.is(a, b) ||
    (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => Object.is(v, b[i])))
  );
}

/**
 * Renders `children` on the server; in the browser's first hydration keeps that HTML as it is (its links still
 * navigate inside the app: see `onClick`). Only for parts without event handlers, state or forms that need React.
 */
export function StaticIsland({ data, children, className }: StaticIslandProps) {
  const id = useId();
  const navigate = useNavigate();
  const server = useRef<{ html: string; data: unknown } | null>();
  if (server.current === undefined) {
    // useId's value never holds a quote or a backslash: no escaping needed in the selector.
    const html =
      hydrated || typeof document === "undefined"
        ? null
        : document.querySelector(`[${ISLAND_ATTRIBUTE}="${id}"]`)?.innerHTML;
    server.current = html == null ? null : { html, data };
  } else if (server.current && !sameData(server.current.data, data)) {
    // New data: from now on the island is ordinary React.
    server.current = null;
  }
  useEffect(() => {
    hydrated = true;
  }, []);

  // The server's links are plain anchors here: a click navigates as Remix's <Link> would (no full page load).
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest("a[href]");
    if (
      !(anchor instanceof HTMLAnchorElement) ||
      anchor.origin !== location.origin ||
      (anchor.target && anchor.target !== "_self") ||
      anchor.hasAttribute("download") ||
      event.defaultPrevented ||
      event.button ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(anchor.pathname + anchor.search + anchor.hash, {
      preventScrollReset: anchor.hasAttribute(PREVENT_SCROLL_RESET_ATTRIBUTE),
    });
  };

  // Delegation (the anchors inside take the keyboard, Enter on them is a click), in both ways of rendering: an
  // island's plain anchors (the calendar's, cheaper than <Link> to render) navigate through it after the first load too.
  const props = { [ISLAND_ATTRIBUTE]: id, className: cx(s.island, className), onClick };
  return server.current ? (
    <div
      key="server"
      {...props}
      // The HTML just read from this very element: React keeps it and hydrates nothing inside.
      dangerouslySetInnerHTML={{ __html: server.current.html }}
      suppressHydrationWarning
    />
  ) : (
    // A new key: React replaces the server's element instead of reconciling children into foreign markup.
    <div key="react" {...props}>
      {children}
    </div>
  );
}
