// REST contract of the marketplace (second spec › Entities and their fields "Marketplace mentor", "Tag", "Booking payload"; second spec › The calls it makes "Join
// event, video, booking"; second spec › Business constants and limits page size, sort, rating and price filters). Prices are whole pesos (COP).
import { z } from "zod";
import { apiDay, apiWallClock } from "./dates";
import { sessionSchema } from "./calendario";
import { pageOf } from "./people";

export {
  MARKETPLACE_PAGE_SIZE,
  MARKETPLACE_PRICES,
  MARKETPLACE_RATINGS,
  MARKETPLACE_SORTS,
  PRICE_BAND_LIMITS,
  type MarketplacePrice,
  type MarketplaceSort,
} from "./marketplace-options";
import type { MarketplacePrice, MarketplaceSort } from "./marketplace-options";
import { MARKETPLACE_RATINGS } from "./marketplace-options";

/** The query of GET /marketplace/mentores: page, sort, skill (tag ids, repeated), rating, price. */
export type MarketplaceQuery = {
  page?: number;
  sort?: MarketplaceSort;
  skill?: number[];
  rating?: (typeof MARKETPLACE_RATINGS)[number];
  price?: MarketplacePrice;
};

export const marketplaceSkillSchema = z.object({ tag: z.number().int(), name: z.string(), description: z.string() });

/** A marketplace mentor. `puntaje` is the average rating (0 without reviews); `precio` per hour. */
export const marketplaceMentorSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  titulo: z.string().nullable(),
  puntaje: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  nsesiones: z.number().int().nonnegative(),
  precio: z.number().int().nonnegative(),
  descripcion: z.string().nullable(),
  skill_set: z.array(marketplaceSkillSchema),
});
export type ApiMarketplaceMentor = z.infer<typeof marketplaceMentorSchema>;
export const marketplacePageSchema = pageOf(marketplaceMentorSchema);

/** GET /marketplace/cupon/{codigo} (defined here): a valid coupon's percentage off. */
export const couponSchema = z.object({ codigo: z.string(), descuento: z.number().int().min(1).max(100) });
export type ApiCoupon = z.infer<typeof couponSchema>;

/**
 * Unpaid holds (issue 34 §3): a buyer may hold one slot per mentor and three in all while unpaid; renewing a
 * hold that ran out (moving it) counts against the same cap, and a hold lapses for good HOLD_TOTAL_MINUTES
 * after it was first made. The API answers a refused booking or renewal with 400 and one of these messages
 * in `non_field_errors`; the app shows its catalog's words for them.
 */
export const UNPAID_HOLDS_TOTAL = 3;
export const HOLD_TOTAL_MINUTES = 60;
export const HOLD_MESSAGES = {
  perMentor: "Ya tienes una reserva sin pagar con este mentor: págala o espera a que venza para reservar otra.",
  total: "Ya tienes 3 reservas sin pagar: paga alguna o espera a que venzan para reservar otra.",
  lapsed: "Esta reserva venció sin pago y ya no se puede renovar: haz una nueva reserva.",
} as const;

/**
 * POST /events (booking, 201). `precio` is what the page showed; the API computes the price itself (hourly
 * price × duration, less the coupon) and answers with it. `nombre` is 'Mentoría con {nombre} {apellido}'.
 */
export const bookingBodySchema = z.object({
  date: apiDay,
  fecha_inicio: apiWallClock,
  fecha_fin: apiWallClock,
  precio: z.number().int().nonnegative(),
  mentor: z.number().int().positive(),
  usuario: z.number().int().positive(),
  nombre: z.string().min(1).max(300),
  tags: z.array(z.number().int().positive()).max(20),
  observaciones: z.string().max(1000),
  cupon: z.string().max(50),
});
export type BookingBody = z.infer<typeof bookingBodySchema>;

/** The booked session, plus `evento_django.slug` (the payment page's key) and the list price before the coupon. */
export const bookingResponseSchema = sessionSchema.extend({
  precio: z.number().int().nonnegative(),
  precio_lista: z.number().int().nonnegative(),
  evento_django: z.object({ slug: z.string() }),
});
export type ApiBooking = z.infer<typeof bookingResponseSchema>;

/** PUT /events/{id} (marketplace session edit, 200). */
export const marketplaceEditBodySchema = z.object({
  date: apiDay,
  mentor: z.number().int().positive(),
  nombre: z.string().min(1).max(300),
  fecha_inicio: apiWallClock,
  fecha_fin: apiWallClock,
  usuario: z.number().int().positive(),
});
export type MarketplaceEditBody = z.infer<typeof marketplaceEditBodySchema>;
