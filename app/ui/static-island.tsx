// A part of the page with nothing interactive (a chart and its data table, the calendar's month, a long table of
// links) that the browser keeps as the server rendered it instead of hydrating it
// (docs/decisions/1xx-tbt-s30-static-islands.md): on the first hydration React neither builds nor compares its
// subtree, main-thread time a cheap phone spends frozen. Client-side navigations and new data render the children.
import { useNavigate } from "@remix-run/react";
import { isValidElement, useEffect, useId, useRef, type MouseEvent, type ReactElement } from "react";
import { cx } from "./cx";
import * as s from "./static-island.css";

export type StaticIslandProps = {
  /** One element: while its type and props stay the same (sameElement), the server's HTML stays. */
  children: ReactElement;
  className?: string;
};

/** Whether the page's first hydration is over: islands mounted after it render their children. */
let hydrated = false;

/** The attribute that marks an island's wrapper; its value is the island's `useId` (the same on both sides). */
export const ISLAND_ATTRIBUTE = "data-static-island";

/** On a link inside an island: navigate without resetting the scroll (Remix `<Link preventScrollReset>`). */
export const PREVENT_SCROLL_RESET_ATTRIBUTE = "data-prevent-scroll-reset";

type Snapshot = { html: string; element: ReactElement };

/** How deep `sameValue` looks: down to a table column header's text (element → props → columns → column → header → props). */
const COMPARE_DEPTH = 6;

/**
 * Equal for rendering, as far as a render can tell: the same primitive or object, or arrays, plain objects and
 * elements whose parts are equal. Functions count as equal (a parent makes new `cell`/`rowKey` closures on every
 * render): what they show comes from data that reaches the island through its props, which are compared.
 */
function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === "function" && typeof b === "function") return true;
  if (depth === 0 || typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i], depth - 1))
    );
  }
  if (isValidElement(a) || isValidElement(b)) {
    return (
      isValidElement(a) &&
      isValidElement(b) &&
      a.type === b.type &&
      a.key === b.key &&
      sameValue(a.props, b.props, depth - 1)
    );
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth - 1))
  );
}

/** The same element as far as its rendering goes: the same component with equal props (see sameValue). */
export function sameElement(a: ReactElement, b: ReactElement): boolean {
  return sameValue(a, b, COMPARE_DEPTH);
}

/** The server's markup of this island, when the page is being hydrated and it is there; null otherwise. */
function serverMarkup(id: string): string | null {
  if (hydrated || typeof document === "undefined") return null;
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

/**
 * Renders `children` on the server; in the browser's first hydration keeps that HTML as it is (its links still
 * navigate inside the app: see `onClick`). Only for parts without event handlers, state or forms that need React.
 */
export function StaticIsland({ children, className }: StaticIslandProps) {
  const id = useId();
  const navigate = useNavigate();
  const snapshot = useRef<Snapshot | null | undefined>(undefined);
  if (snapshot.current === undefined) {
    const html = serverMarkup(id);
    snapshot.current = html === null ? null : { html, element: children };
  } else if (snapshot.current && !sameElement(snapshot.current.element, children)) {
    // New data (a revalidation, another page of the same route): from now on the island is ordinary React.
    snapshot.current = null;
  }
  useEffect(() => {
    hydrated = true;
  }, []);

  // The server's links are plain anchors here: a click navigates as Remix's <Link> would (no full page load).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.("a[href]");
    if (!snapshot.current || !(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`, {
      preventScrollReset: anchor.hasAttribute(PREVENT_SCROLL_RESET_ATTRIBUTE),
    });
  };

  const props = { [ISLAND_ATTRIBUTE]: id, className: cx(s.island, className) };
  if (snapshot.current) {
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: the anchors inside take the keyboard, Enter on them is a click
      <div
        key="server"
        {...props}
        onClick={onClick}
        // The HTML just read from this very element: React keeps it and hydrates nothing inside.
        dangerouslySetInnerHTML={{ __html: snapshot.current.html }}
        suppressHydrationWarning
      />
    );
  }
  // A new key: React replaces the server's element instead of reconciling children into foreign markup.
  return (
    <div key="react" {...props}>
      {children}
    </div>
  );
}
