// Attendance of a session (core spec › Entities and their fields "Attendee"; PUT /calendario/evento/{slug}/asistencia/emprendedor): each
// participant's state (issue 29 §3: asistió, no asistió, canceló a tiempo) and an optional acta file. Browser
// and server.
import { ATTENDANCE_STATES, SESSION_FILE_MAX_BYTES, SESSION_FILE_TYPES } from "~/api/contract/calendario";
import { z } from "~/lib/validation";

/** The file input's `accept` (sent by the loader: the contract module carries zod). */
export const ACCEPTED_FILE_TYPES = SESSION_FILE_TYPES.join(",");

export const attendanceSchema = z.object({
  participantes: z
    .array(
      z.object({
        id: z.number().int().positive("common:form.invalid"),
        estado: z.enum(ATTENDANCE_STATES, { errorMap: () => ({ message: "session:attendance.stateRequired" }) }),
      }),
    )
    .max(500)
    .optional(),
  // The API checks the bytes again; here the browser's type and the size.
  acta: z
    .instanceof(File)
    .refine((file) => (SESSION_FILE_TYPES as readonly string[]).includes(file.type), "session:attendance.fileType")
    .refine((file) => file.size <= SESSION_FILE_MAX_BYTES, "session:attendance.fileSize")
    .optional(),
});
export type AttendanceForm = z.infer<typeof attendanceSchema>;

/** The multipart body of the attendance call: `asistente` ids present, `cancelo` ids who cancelled in time. */
export function toAttendanceFormData(value: AttendanceForm): FormData {
  const form = new FormData();
  for (const { id, estado } of value.participantes ?? []) {
    if (estado === "asistio") form.append("asistente", String(id));
    else if (estado === "cancelo") form.append("cancelo", String(id));
  }
  if (value.acta) form.set("acta", value.acta, value.acta.name);
  return form;
}
