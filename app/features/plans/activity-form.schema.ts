// Create and edit an activity (second spec › Entities and their fields "Activity"; POST /workplan/activities/, PUT
// /workplan/activities/{id}/, defined here): name, description, mentor among the program's, dates.
import { freeText, realDay, z } from "~/lib/validation";

const date = realDay(
  z
    .string({ required_error: "plans:activity.dateRequired" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "plans:activity.dateInvalid"),
  "plans:activity.dateInvalid",
);

export const activityFormSchema = z
  .object({
    name: freeText(
      z.string({ required_error: "plans:activity.nameRequired" }).trim().min(1, "plans:activity.nameRequired").max(200),
    ),
    description: freeText(z.string().trim().max(2000)).optional(),
    // The mentor's id; empty: no mentor.
    mentor: z.number().int().positive().optional(),
    start: date,
    end: date,
  })
  .refine((value) => value.end >= value.start, { path: ["end"], message: "plans:activity.endBeforeStart" });
export type ActivityForm = z.infer<typeof activityFormSchema>;
