// The marketplace listing's options (second spec › Business constants and limits), without zod: the list page imports them in the browser.
/** Page size of GET /marketplace/mentores (second spec › Business constants and limits: 15, no selector). */
export const MARKETPLACE_PAGE_SIZE = 15;
/** Sort orders (second spec › Business constants and limits): relevant (the default), rating, price. */
export const MARKETPLACE_SORTS = ["relevant", "rating", "price"] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];
/** Rating filter: at least this average. */
export const MARKETPLACE_RATINGS = ["5", "4", "3", "2", "1"] as const;
/** Price bands per hour: 0 free, 80 up to 80 thousand, 200 from 80 to 200 thousand, 201 over 200 thousand. */
export const MARKETPLACE_PRICES = ["0", "80", "200", "201"] as const;
export type MarketplacePrice = (typeof MARKETPLACE_PRICES)[number];
/** The hourly limits of the bands, in pesos. */
export const PRICE_BAND_LIMITS = { low: 80_000, high: 200_000 } as const;
