// 'Recordatorios de sesiones' on the owner's profile (issue 29 §1): e-mail reminders on or off, and the zone
// they are written in ('' = the session's institution's).
import { TIME_ZONES } from "~/api/contract/time-zones";
import { z } from "~/lib/validation";

export { REMINDERS_INTENT } from "./reminders-intent";

const zoneCodes = ["", ...TIME_ZONES.map((zone) => zone.code)] as [string, ...string[]];

export const remindersSchema = z.object({
  // A checkbox: "on" when checked, absent when not.
  recordatorios: z.boolean().optional(),
  zona_horaria: z.enum(zoneCodes).optional(),
});
