// The plan's goal (spec 001 §5 "Plan description"; §7 POST /workplan/workplan/, PUT
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
