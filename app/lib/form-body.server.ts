// Reading a form post in an action: a body that is not a form reads as an empty one (the schema then reports
// the missing fields), and a create form's one-time key (app/lib/once-key.ts) goes to the API calls this
// request makes, as `Idempotency-Key`.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ONCE_FIELD, ONCE_KEY_PATTERN } from "./once-key";

export async function readForm(request: Request, context: AppLoadContext): Promise<FormData> {
  const form = await request.formData().catch(() => new FormData());
  const once = form.get(ONCE_FIELD);
  form.delete(ONCE_FIELD);
  if (typeof once === "string" && ONCE_KEY_PATTERN.test(once)) context.setOnceKey(once);
  return form;
}
