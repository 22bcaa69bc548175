// 'Calificar sesión' (core spec › Roles and permissions rating, core spec › The calls it makes POST /calendario/evento/calificar/{slug}, core spec › Error catalogue "Rating"), browser and server.
import { freeText, z } from "~/lib/validation";
import { GOAL_CHOICES } from "./session-actions";

export const rateSchema = z.object({
  // Score 1 to 5 (core spec › Business constants and limits), the stars.
  puntaje: z
    .number({ required_error: "session:rate.scoreRequired", invalid_type_error: "session:rate.scoreRequired" })
    .int("session:rate.scoreRequired")
    .min(1, "session:rate.scoreRequired")
    .max(5, "session:rate.scoreRequired"),
  goal_reached: z.enum(GOAL_CHOICES, { errorMap: () => ({ message: "session:rate.goalRequired" }) }),
  comentario: freeText(
    z
      .string({ required_error: "session:rate.commentRequired" })
      .trim()
      .min(1, "session:rate.commentRequired")
      .max(2000),
  ),
});
export type RateForm = z.infer<typeof rateSchema>;
