// The profile forms' browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays out of
// the first load of the profile page. The actions run the same schemas.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { profileSchemaFor, type ProfileForm } from "./profile-edit.schema";
import { passwordChangeSchema } from "./profile-password.schema";

/** One submission type for both schemas (the entrepreneur's has no mentor-only fields). */
export function validateProfile(formData: FormData, mentor: boolean): Submission<ProfileForm> {
  return parseWithZod(formData, { schema: profileSchemaFor(mentor) }) as Submission<ProfileForm>;
}

export function validatePassword(formData: FormData) {
  return parseWithZod(formData, { schema: passwordChangeSchema });
}
