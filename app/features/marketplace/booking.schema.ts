// The marketplace booking form (second spec › States and transitions "Booking", second spec › Validation rules "Booking"), browser and server. `inicio` and `fin`
// are a free slot's start and a later slot's end as the API gives them (Bogota wall-clock); areas, the note
// to the mentor and the coupon are optional. `intent` 'preview' shows the price, 'pay' books.
import { freeText, realDateTime, realDay, z } from "~/lib/validation";

const WALL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

export const marketplaceBookingSchema = z
  .object({
    intent: z.enum(["preview", "pay"]).default("pay"),
    fecha: realDay(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "common:form.invalidDate")),
    inicio: realDateTime(
      z
        .string({ required_error: "marketplace:booking.startRequired" })
        .regex(WALL, "marketplace:booking.startRequired"),
    ),
    fin: realDateTime(
      z.string({ required_error: "marketplace:booking.endRequired" }).regex(WALL, "marketplace:booking.endRequired"),
    ),
    tags: z.array(z.number().int().positive()).max(20).default([]),
    observaciones: freeText(z.string().trim().max(1000)).default(""),
    cupon: freeText(z.string().trim().max(50)).default(""),
  })
  .refine((v) => v.fin > v.inicio, { path: ["fin"], message: "marketplace:booking.endAfterStart" });
export type MarketplaceBookingForm = z.input<typeof marketplaceBookingSchema>;
