// Support ticket 'Agrega un ticket' (core spec › The calls it makes POST /soporte/crear; second spec › Entities and their fields "Ticket"), browser and server.
import { SUPPORT_FILE_MAX_BYTES } from "~/api/contract/constants";
import { freeText, z } from "~/lib/validation";

export const supportSchema = z.object({
  solicitud: freeText(
    z.string({ required_error: "support:required" }).trim().min(1, "support:required").max(5000, "support:tooLong"),
  ),
  // Optional, any type, at most 5 MB (the API checks again).
  archivo: z
    .instanceof(File)
    .refine((file) => file.size <= SUPPORT_FILE_MAX_BYTES, "support:fileTooBig")
    .optional(),
});
export type SupportTicket = z.infer<typeof supportSchema>;

/** The multipart body of POST /soporte/crear. */
export function toSupportFormData(value: SupportTicket): FormData {
  const form = new FormData();
  form.set("solicitud", value.solicitud);
  if (value.archivo) form.set("archivo", value.archivo, value.archivo.name);
  return form;
}
