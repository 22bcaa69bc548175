// The booking and session-edit forms' browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays out of
// the page's first load. The action runs the same schema on the server.
import { parseWithZod } from "@conform-to/zod";
import { marketplaceBookingSchema } from "./booking.schema";
import { marketplaceSessionEditSchema } from "./session-edit.schema";

export function validateBooking(formData: FormData) {
  return parseWithZod(formData, { schema: marketplaceBookingSchema });
}

export function validateSessionEdit(formData: FormData) {
  return parseWithZod(formData, { schema: marketplaceSessionEditSchema });
}
