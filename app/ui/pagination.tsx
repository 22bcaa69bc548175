import { Link, useLocation } from "@remix-run/react";
import { cx } from "./cx";
import { IconChevronLeft, IconChevronRight } from "./icon";
import * as s from "./pagination.css";

/** Rows per page in every paginated list of the app. */
export const PAGE_SIZE = 15;

/** Reads `?page=` as a whole number ≥ 1 (anything else is page 1). For loaders. */
export function parsePage(searchParams: URLSearchParams, param = "page"): number {
  const raw = searchParams.get(param);
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The URL of `page`, keeping the other search params; page 1 has no `page` param. */
export function pageHref(
  basePath: string,
  searchParams: URLSearchParams | string,
  page: number,
  param = "page",
): string {
  const params = new URLSearchParams(searchParams);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

export type PaginationLabels = {
  /** Name of the `<nav>`, e.g. "Paginación". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page link, e.g. (n) => `Página ${n}`; the visible text is the number. */
  page?: (page: number) => string;
};

export type PaginationProps = {
  /** Current page, from 1. */
  page: number;
  /** Known number of pages… */
  totalPages?: number;
  /** …or, when the API only says whether there is more. */
  hasNext?: boolean;
  labels: PaginationLabels;
  /** Path of the links (default: the current path). */
  basePath?: string;
  /** Search params to keep (default: the current ones). */
  searchParams?: URLSearchParams | string;
  /** Name of the page param (default "page"). */
  param?: string;
  /** Render previous/next (disabled) even when everything fits on one page (the invoices table). */
  alwaysShow?: boolean;
  className?: string;
};

/** Pages to show: first, last, the current one and its neighbours; a gap before page p is -p. */
function pageWindow(page: number, total: number): number[] {
  const pages = new Set([1, total, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (page >= total - 2) [total - 3, total - 2, total - 1].forEach((p) => pages.add(p));
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(-p);
    out.push(p);
  });
  return out;
}

/**
 * Plain links `?page=n` (work without JS) inside `<nav aria-label>`. The current page has
 * `aria-current="page"`; previous/next at the ends are `aria-disabled` non-links.
 */
export function Pagination({
  page,
  totalPages,
  hasNext,
  labels,
  basePath,
  searchParams,
  param = "page",
  alwaysShow = false,
  className,
}: PaginationProps) {
  const location = useLocation();
  const path = basePath ?? location.pathname;
  const params = searchParams ?? location.search;
  const last = totalPages !== undefined ? Math.max(1, totalPages) : undefined;
  const current = Math.max(1, last !== undefined ? Math.min(page, last) : page);
  const nextExists = last !== undefined ? current < last : Boolean(hasNext);
  if (current === 1 && !nextExists && !alwaysShow) return null;

  const href = (p: number) => pageHref(path, params, p, param);
  const pages = last !== undefined ? pageWindow(current, last) : [current];

  return (
    <nav aria-label={labels.nav} className={cx(s.nav, className)}>
      <ul className={s.list}>
        <li>
          {current > 1 ? (
            <Link to={href(current - 1)} rel="prev" className={s.item}>
              <IconChevronLeft />
              <span>{labels.previous}</span>
            </Link>
          ) : (
            <span role="link" aria-disabled="true" className={s.item}>
              <IconChevronLeft />
              <span>{labels.previous}</span>
            </span>
          )}
        </li>
        {pages.map((p) =>
          p < 0 ? (
            // The gap marker ("…") is drawn by CSS; nothing to read.
            <li key={p} aria-hidden="true" className={s.gap} />
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === current ? "page" : undefined}
                aria-label={labels.page?.(p)}
                className={s.item}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {nextExists ? (
            <Link to={href(current + 1)} rel="next" className={s.item}>
              <span>{labels.next}</span>
              <IconChevronRight />
            </Link>
          ) : (
            <span role="link" aria-disabled="true" className={s.item}>
              <span>{labels.next}</span>
              <IconChevronRight />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
