// Server helpers of the marketplace screens: the listing's query from the URL, prices in COP, the
// first-visit cookie, the payment page's URL and the end of the new-user flag.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiFailure } from "~/api/client.server";
import { HOLD_MESSAGES } from "~/api/contract/marketplace";
import {
  MARKETPLACE_PRICES,
  MARKETPLACE_RATINGS,
  MARKETPLACE_SORTS,
  type MarketplaceQuery,
} from "~/api/contract/marketplace";
import { commitSession, readCookie, serializeCookie } from "~/lib/session.server";
import { parsePage } from "~/ui";
import { marketplacePath } from "~/paths";

/** Second spec › Screens and routes, second spec › Business constants and limits: the first-visit cookie `f`, 1095 days, on /marketplace. */
export const FIRST_VISIT_COOKIE = "f";
const FIRST_VISIT_MAX_AGE = 1095 * 24 * 3600;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The listing's query from the URL; values out of their sets are ignored (the API would 400). */
export function readListQuery(
  url: URL,
  tagIds: ReadonlySet<number>,
): Required<Omit<MarketplaceQuery, "rating" | "price">> & Pick<MarketplaceQuery, "rating" | "price"> {
  const params = url.searchParams;
  const skill = [
    ...new Set(
      params
        .getAll("skill")
        .filter((s) => /^[0-9]{1,9}$/.test(s))
        .map(Number)
        .filter((id) => tagIds.has(id)),
    ),
  ].slice(0, 20);
  return {
    page: parsePage(params),
    sort: oneOf(MARKETPLACE_SORTS, params.get("sort")) ?? "relevant",
    skill,
    rating: oneOf(MARKETPLACE_RATINGS, params.get("rating")),
    price: oneOf(MARKETPLACE_PRICES, params.get("price")),
  };
}

/** Whole pesos as '$80.000' (Colombian grouping), the same in every language. */
export function formatCop(pesos: number): string {
  return `$${new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 }).format(pesos)}`;
}

export function hasSeenIntro(request: Request): boolean {
  return readCookie(request, FIRST_VISIT_COOKIE) === "1";
}

export function firstVisitCookie(secure: boolean): string {
  return serializeCookie(FIRST_VISIT_COOKIE, "1", {
    secure,
    maxAge: FIRST_VISIT_MAX_AGE,
    path: marketplacePath,
  });
}

/** A same-origin path under /marketplace to return to, or /marketplace. */
export function marketplaceReturn(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/marketplace(\?[^\s]*)?$/.test(value) && value.length <= 1000
    ? value
    : marketplacePath;
}

/** Entering the marketplace ends the new-user flag (login routing sends new users here once). */
export async function clearNewUserFlag(context: AppLoadContext): Promise<string | null> {
  const data = context.session.data;
  if (!data?.isNew) return null;
  return commitSession({ ...data, isNew: false }, context.session.secrets, context.session.secure);
}

const HOLD_KEYS: Record<string, string> = {
  [HOLD_MESSAGES.perMentor]: "marketplace:booking.holdPerMentor",
  [HOLD_MESSAGES.total]: "marketplace:booking.holdTotal",
  [HOLD_MESSAGES.lapsed]: "marketplace:booking.holdLapsed",
};

/** The API's refusal of an unpaid hold (issue 34 §3) in the catalog's words; other failures unchanged. */
export function withHoldKeys(failure: ApiFailure): ApiFailure {
  return { ...failure, formErrors: failure.formErrors.map((message) => HOLD_KEYS[message] ?? message) };
}
