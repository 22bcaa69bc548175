// 'Registrar acta' / 'Editar acta' (core spec › Entities and their fields "Acta", core spec › Error catalogue "Acta"; POST /acts/acts/, PUT /acts/acts/{id}/),
// browser and server. Start and end are `datetime-local` values in the user's zone.
import { freeText, realDateTime, z } from "~/lib/validation";

const localDateTime = realDateTime(
  z
    .string({ required_error: "common:form.required" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "session:acta.dateInvalid"),
  "session:acta.dateInvalid",
);

export const actaFormSchema = z
  .object({
    summary: freeText(
      z
        .string({ required_error: "session:acta.summaryRequired" })
        .trim()
        .min(1, "session:acta.summaryRequired")
        .max(10000),
    ),
    start_date: localDateTime,
    end_date: localDateTime,
    // The ids of the checked assistants (repeated `assistants` fields).
    assistants: z
      .array(z.number().int().positive("common:form.invalid"), { required_error: "session:acta.assistantsRequired" })
      .min(1, "session:acta.assistantsRequired")
      .max(500),
    // Issue 11: the ids of the work-plan activities the session worked on (repeated `activities` fields).
    activities: z.array(z.number().int().positive()).max(500).optional(),
  })
  .refine((value) => value.end_date > value.start_date, {
    path: ["end_date"],
    message: "session:acta.endBeforeStart",
  });
export type ActaForm = z.infer<typeof actaFormSchema>;
