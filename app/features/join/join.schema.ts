// The guest registration form of the join page (/link/{uuid}), shared by the browser and the action.
import { plainName, z } from "~/lib/validation";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const guestSchema = z.object({
  nombre: plainName(
    z.string({ required_error: "session:join.nameRequired" }).trim().min(1, "session:join.nameRequired").max(200),
  ),
  email: z
    .string({ required_error: "session:join.emailInvalid" })
    .trim()
    .max(254, "session:join.emailInvalid")
    .refine((v) => EMAIL_PATTERN.test(v), "session:join.emailInvalid"),
});
export type GuestRegistration = z.infer<typeof guestSchema>;
