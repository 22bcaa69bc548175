// The document title of a page: the loader's `title`, or, when the loader threw (an error page), the app's
// name from the root loader, so no page is ever served with an empty <title> (axe: document-title).
import type { MetaDescriptor } from "@remix-run/cloudflare";

type MetaArgs = { data?: unknown; matches: ReadonlyArray<{ id: string; data?: unknown }> };

export function pageTitle({ data, matches }: MetaArgs): MetaDescriptor[] {
  const own = (data as { title?: unknown } | undefined)?.title;
  if (typeof own === "string" && own !== "") return [{ title: own }];
  const root = matches.find((m) => m.id === "root")?.data as { appName?: string } | undefined;
  return [{ title: root?.appName ?? "" }];
}
