// Marketplace calls (second spec › The calls it makes "Join event, video, booking"). Starting and rating a marketplace session:
// calendario.start / calendario.rate with `marketplace` (core spec › The calls it makes gives them their own paths).
// Contracts in ./contract/marketplace.ts.
import type { ApiClient } from "./client.server";
import { sessionSchema } from "./contract/calendario";
import {
  bookingResponseSchema,
  couponSchema,
  marketplaceMentorSchema,
  marketplacePageSchema,
  type BookingBody,
  type MarketplaceEditBody,
  type MarketplaceQuery,
} from "./contract/marketplace";

function listQuery(query: MarketplaceQuery): string {
  const params = new URLSearchParams();
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.sort && query.sort !== "relevant") params.set("sort", query.sort);
  for (const skill of query.skill ?? []) params.append("skill", String(skill));
  if (query.rating) params.set("rating", query.rating);
  if (query.price) params.set("price", query.price);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function marketplaceApi(client: ApiClient) {
  return {
    /** GET /marketplace/mentores (no token needed): 15 per page with the filters and sort. */
    mentors(query: MarketplaceQuery = {}) {
      return client.get(`/marketplace/mentores${listQuery(query)}`, marketplacePageSchema);
    },
    /** GET /marketplace/mentores/{username} (defined here): one marketplace mentor; 404 when not one. */
    mentor(username: string) {
      return client.get(`/marketplace/mentores/${encodeURIComponent(username)}`, marketplaceMentorSchema);
    },
    /** GET /marketplace/cupon/{codigo} (defined here): the coupon, or null when it is not valid (404). */
    async coupon(code: string) {
      const response = await client.raw(`/marketplace/cupon/${encodeURIComponent(code)}`);
      if (response.status === 404 || response.status === 400) return null;
      const parsed = couponSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success)
        throw new Response(null, { status: 502, headers: { "X-Api-Failure": "unavailable" } });
      return parsed.data;
    },
    /** POST /events (201, or 200 for the caller's same hold): the booking; a 409 carries the suggestions. */
    book(body: BookingBody) {
      return client.send("POST", "/events", { json: body }, bookingResponseSchema);
    },
    /** PUT /events/{id} (200): the buyer or the mentor moves and renames a marketplace session; 409 as booking. */
    editSession(id: number, body: MarketplaceEditBody) {
      return client.send("PUT", `/events/${id}`, { json: body }, sessionSchema);
    },
  };
}
