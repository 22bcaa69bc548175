// Django REST framework's PageNumberPagination, the one way every list of the local API pages: `?page=n` from 1,
// `{ count, next, previous, results }`, and a 404 "Página inválida." for a page that is not a positive integer or
// lies past the last one.
import { API_PAGE_SIZE } from "../app/api/contract/people";
import { detailError, type ApiError } from "./http";

const INVALID_PAGE = "Página inválida.";

export function invalidPage(): ApiError {
  return detailError(404, INVALID_PAGE);
}

/** The `page` query value as a page number; 404 "Página inválida." for anything but a positive integer. */
export function parsePageParam(value: string | undefined): number {
  if (value === undefined || value === "") return 1;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw invalidPage();
  return Number(value);
}

/** How a list pages: its page size, and whether its first page keeps `?page=1` (a call whose answer without
 * `page` is the spec's plain list, not a page). */
export type Paging = { pageSize?: number; keepFirstPage?: boolean };

/** Absolute URL of another page of the same list; page 1 drops the parameter, as DRF does, unless kept. */
function pageUrl(requestUrl: string, page: number, keepFirstPage = false): string {
  const url = new URL(requestUrl);
  if (page <= 1 && !keepFirstPage) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  return url.toString();
}

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export function lastPageOf(count: number, pageSize = API_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function pageOf<T>(
  requestUrl: string,
  page: number,
  count: number,
  results: T[],
  { pageSize = API_PAGE_SIZE, keepFirstPage = false }: Paging = {},
): Page<T> {
  const lastPage = lastPageOf(count, pageSize);
  return {
    count,
    next: page < lastPage ? pageUrl(requestUrl, page + 1) : null,
    previous: page > 1 ? pageUrl(requestUrl, page - 1, keepFirstPage) : null,
    results,
  };
}

/** 404 "Página inválida." past the last page (page 1 of an empty list exists). */
export function checkPageInRange(page: number, count: number, { pageSize = API_PAGE_SIZE }: Paging = {}): void {
  if (page > lastPageOf(count, pageSize)) throw invalidPage();
}
