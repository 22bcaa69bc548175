// An entrepreneur books inside a mentor's availability (core spec › Validation rules "Mentee edit", core spec › The calls it makes POST
// /calendario/crear/evento/dispo). `inicio` is a free slot's start as the API gives it (Bogota wall-clock).
import { plainName, realDateTime, realDay, z } from "~/lib/validation";

const WALL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

export const bookingSchema = z.object({
  herramienta: z.number().int().positive(),
  mentor: z.number().int().positive(),
  fecha: realDay(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "common:form.invalidDate")),
  inicio: realDateTime(
    z.string({ required_error: "scheduling:booking.slotRequired" }).regex(WALL, "scheduling:booking.slotRequired"),
    "scheduling:booking.slotRequired",
  ),
  duracion: z.enum(["30", "60"], { errorMap: () => ({ message: "scheduling:booking.durationRequired" }) }),
  nombre: plainName(
    z
      .string({ required_error: "scheduling:booking.nameRequired" })
      .trim()
      .min(1, "scheduling:booking.nameRequired")
      .max(300),
  ),
});
export type BookingForm = z.input<typeof bookingSchema>;
