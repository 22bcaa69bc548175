// The labels of a list's page links (app/ui `Pagination`), from the common catalog: the one way every list gets them.
import type { TFunction } from "./translator";
import type { PaginationLabels } from "~/ui/pagination";

/**
 * `list`: where a page has more than one paginated list, each `<nav>` is named after its list ("Paginación:
 * Sesiones"); `nav`: a name of the list's own instead.
 */
export function paginationLabels(t: TFunction, { list, nav }: { list?: string; nav?: string } = {}): PaginationLabels {
  const label = t("common:pagination.label");
  return {
    nav: nav ?? (list ? `${label}: ${list}` : label),
    previous: t("common:pagination.previous"),
    next: t("common:pagination.next"),
    page: (n: number) => t("common:pagination.page", { page: n }),
  };
}
