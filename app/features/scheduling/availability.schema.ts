// Mentor availability (core spec › Entities and their fields "Availability", core spec › Validation rules "Availability": start and end hour required; core spec › The calls it makes
// {scheduler}/mentor_availability). One to three ranges of `HH:mm` on 30-minute steps, in the user's zone.
import { realDay, z } from "~/lib/validation";

const HOUR = /^([01]\d|2[0-3]):(00|30)$/;
// An end may be midnight at the end of the day.
const END_HOUR = /^(([01]\d|2[0-3]):(00|30)|24:00)$/;

const hour = (message: string) => z.string({ required_error: message }).regex(HOUR, message);
const endHour = (message: string) => z.string({ required_error: message }).regex(END_HOUR, message);

export const availabilitySchema = z
  .object({
    fecha: realDay(
      z
        .string({ required_error: "scheduling:availability.dateRequired" })
        .regex(/^\d{4}-\d{2}-\d{2}$/, "scheduling:availability.dateRequired"),
    ),
    semanal: z.boolean().optional(),
    inicio1: hour("scheduling:availability.startRequired"),
    fin1: endHour("scheduling:availability.endRequired"),
    inicio2: hour("scheduling:availability.startRequired").optional(),
    fin2: endHour("scheduling:availability.endRequired").optional(),
    inicio3: hour("scheduling:availability.startRequired").optional(),
    fin3: endHour("scheduling:availability.endRequired").optional(),
  })
  .superRefine((v, ctx) => {
    for (const n of [1, 2, 3] as const) {
      const start = v[`inicio${n}`];
      const end = v[`fin${n}`];
      // A second or third range needs both hours once one of them is chosen.
      if (start && !end) {
        ctx.addIssue({ code: "custom", path: [`fin${n}`], message: "scheduling:availability.endRequired" });
      } else if (end && !start) {
        ctx.addIssue({ code: "custom", path: [`inicio${n}`], message: "scheduling:availability.startRequired" });
      } else if (start && end && end <= start) {
        ctx.addIssue({ code: "custom", path: [`fin${n}`], message: "scheduling:availability.endAfterStart" });
      }
    }
  });
export type AvailabilityForm = z.input<typeof availabilitySchema>;

/** The ranges of a valid form, in order. */
export function rangesOf(value: z.output<typeof availabilitySchema>) {
  return ([1, 2, 3] as const).flatMap((n) => {
    const start = value[`inicio${n}`];
    const end = value[`fin${n}`];
    return start && end ? [{ start_hour: start, end_hour: end }] : [];
  });
}
