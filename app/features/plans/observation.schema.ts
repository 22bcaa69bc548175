// An observation on an activity (second spec › Entities and their fields "Observation", second spec › Validation rules "Observation title"; POST
// /workplan/observations/): title required, text optional.
import { freeText, z } from "~/lib/validation";

export const observationFormSchema = z.object({
  title: freeText(
    z
      .string({ required_error: "plans:observation.titleRequired" })
      .trim()
      .min(1, "plans:observation.titleRequired")
      .max(200),
  ),
  text: freeText(z.string().trim().max(5000)).optional(),
});
export type ObservationForm = z.infer<typeof observationFormSchema>;
