// The join page's browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays out
// of the page's first load. The action runs the same schema on the server.
import { parseWithZod } from "@conform-to/zod";
import { guestSchema } from "./join.schema";

export function validateGuest(formData: FormData) {
  return parseWithZod(formData, { schema: guestSchema });
}
