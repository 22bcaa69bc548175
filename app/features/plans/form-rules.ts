// The work-plan forms' browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays
// out of the first load of the pages the forms open over. The actions run the same schemas.
import { parseWithZod } from "@conform-to/zod";
import { activityFormSchema } from "./activity-form.schema";
import { observationFormSchema } from "./observation.schema";
import { planFormSchema } from "./plan-form.schema";

export function validatePlan(formData: FormData) {
  return parseWithZod(formData, { schema: planFormSchema });
}

export function validateActivity(formData: FormData) {
  return parseWithZod(formData, { schema: activityFormSchema });
}

export function validateObservation(formData: FormData) {
  return parseWithZod(formData, { schema: observationFormSchema });
}
