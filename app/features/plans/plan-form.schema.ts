// The plan's goal (second spec › Validation rules "Plan description"; second spec › The calls it makes POST /workplan/workplan/, PUT
// /workplan/workplan/{programId}/), shared by the browser and the action.
import { freeText, z } from "~/lib/validation";

export const planFormSchema = z.object({
  description: freeText(
    z
      .string({ required_error: "plans:plan.descriptionRequired" })
      .trim()
      .min(1, "plans:plan.descriptionRequired")
      .max(2000),
  ),
});
export type PlanForm = z.infer<typeof planFormSchema>;
