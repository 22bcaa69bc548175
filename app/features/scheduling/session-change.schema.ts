// Issue 29 §2: the cancel (or withdraw) and move forms, browser and server. `inicio` is a free slot's start as
// the API gives it (Bogota wall-clock); `fecha` is the day in the user's zone whose slots the page offers.
import { freeText, realDateTime, realDay, z } from "~/lib/validation";

const WALL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

export const cancelSchema = z.object({
  motivo: freeText(z.string().trim().max(500)).optional(),
});
export type CancelForm = z.input<typeof cancelSchema>;

export const moveSchema = z.object({
  fecha: realDay(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "common:form.invalidDate")),
  inicio: realDateTime(
    z.string({ required_error: "scheduling:change.slotRequired" }).regex(WALL, "scheduling:change.slotRequired"),
    "scheduling:change.slotRequired",
  ),
});
export type MoveForm = z.input<typeof moveSchema>;
