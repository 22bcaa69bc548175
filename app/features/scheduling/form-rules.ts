// The scheduling forms' browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays
// out of these pages' first load. The actions run the same schemas on the server.
import { parseWithZod } from "@conform-to/zod";
import { availabilitySchema } from "./availability.schema";
import { bookingSchema } from "./booking.schema";
import { mentorEditSchema, sessionCreateSchema, sessionEditSchema } from "./session.schema";

export function validateSession(formData: FormData, mode: "create" | "edit") {
  const schema = mode === "create" ? sessionCreateSchema : sessionEditSchema;
  // A mentee typed by name is found by the server, which checks 'mentee required' then: stand in for it here.
  if (String(formData.get("sub_grupo_nuevos") ?? "").trim() && !formData.get("usuario_individual")) {
    const copy = new FormData();
    for (const [name, value] of formData) copy.append(name, value);
    copy.set("usuario_individual", "1");
    return parseWithZod(copy, { schema });
  }
  return parseWithZod(formData, { schema });
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
