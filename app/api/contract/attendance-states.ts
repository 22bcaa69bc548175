// Issue 29 §3 (defined here): a participant's attendance in three states. `asistencia` (the spec's boolean) stays:
// true for `asistio`, false for `no_asistio` and `cancelo` (canceló a tiempo), null when not recorded. A module of
// its own, without zod, so a page's view can list the states without loading the contract's schemas.
export const ATTENDANCE_STATES = ["asistio", "no_asistio", "cancelo"] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];
