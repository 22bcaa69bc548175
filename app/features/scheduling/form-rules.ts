// The scheduling forms' browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays
// out of these pages' first load. The actions run the same schemas on the server.
import { parseWithZod } from "@conform-to/zod";
import { availabilitySchema } from "./availability.schema";
import { bookingSchema } from "./booking.schema";
import { mentorEditSchema, sessionCreateSchema, sessionEditSchema } from "./session.schema";

export function validateSession(formData: FormData, mode: "create" | "edit") {
  return parseWithZod(formData, { schema: mode === "create" ? sessionCreateSchema : sessionEditSchema });
}

export function validateMentorEdit(formData: FormData) {
  return parseWithZod(formData, { schema: mentorEditSchema });
}

export function validateBooking(formData: FormData) {
  return parseWithZod(formData, { schema: bookingSchema });
}

export function validateAvailability(formData: FormData) {
  return parseWithZod(formData, { schema: availabilitySchema });
}
