// The password-change panel (core spec › States and transitions "The password-change panel", core spec › Validation rules "Password change"; core spec › The calls it makes PUT
// /usuario/password): current, new (the sign-up policy) and its confirmation.
import { meetsPasswordPolicy } from "~/lib/password-policy";
import { z } from "~/lib/validation";

export const passwordChangeSchema = z
  .object({
    password: z.string({ required_error: "profiles:password.currentRequired" }).max(128),
    new_password: z
      .string({ required_error: "profiles:password.newRequired" })
      .max(128, "profiles:password.policy")
      .refine(meetsPasswordPolicy, "profiles:password.policy"),
    confirm_password: z.string({ required_error: "profiles:password.confirmRequired" }).max(128),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    message: "profiles:password.mismatch",
  });

/** Calendar sync (core spec › States and transitions "Calendar sync choices"): Google or manual, exclusive. */
export const syncSchema = z.object({
  api_calendario: z.enum(["gcalendar", "manual"], { errorMap: () => ({ message: "profiles:sync.required" }) }),
});
