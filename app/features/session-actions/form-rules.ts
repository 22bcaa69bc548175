// The session-action forms' browser-side rules, loaded after hydration (see ~/lib/use-lazy-module): zod
// stays out of these pages' first load. The actions run the same schemas on the server.
import { parseWithZod } from "@conform-to/zod";
import { actaFormSchema } from "./acta.schema";
import { attendanceSchema } from "./attendance.schema";
import { linkSchema } from "./link.schema";
import { rateSchema } from "./rate.schema";

export function validateRate(formData: FormData) {
  return parseWithZod(formData, { schema: rateSchema });
}

export function validateActa(formData: FormData) {
  return parseWithZod(formData, { schema: actaFormSchema });
}

export function validateAttendance(formData: FormData) {
  return parseWithZod(formData, { schema: attendanceSchema });
}

export function validateLink(formData: FormData) {
  return parseWithZod(formData, { schema: linkSchema });
}
