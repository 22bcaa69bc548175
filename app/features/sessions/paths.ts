// Every URL of issue 5's screens, in one place: the calendar, scheduling, session actions and files areas
// link to each other through these. Spec URLs: /calendar, /calendar/event/files/{slug}, /files/user/{username},
// /user/files, /link/{uuid}, /video/{id}; the others are defined here (docs/decisions/007-sessions.md).
const seg = encodeURIComponent;

export const calendarPath = "/calendar";
/** The calendar at a view and date: `vista` mes | semana | dia | agenda, `fecha` YYYY-MM-DD (both optional). */
/** The page of the day view and the agenda (issue 31), beside `vista` and `fecha`. */
export const CALENDAR_PAGE_PARAM = "pagina";

export function calendarViewPath(params: { vista?: string; fecha?: string; pagina?: string } = {}): string {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  const query = search.toString();
  return query ? `${calendarPath}?${query}` : calendarPath;
}

// Calendar area: 'Detalles del evento' and the private feed.
export const sessionPath = (slug: string) => `/calendar/evento/${seg(slug)}`;
export const feedSettingsPath = "/calendar/feed";
export const feedUrlPath = (token: string) => `/ical/${seg(token)}`;

// Scheduling area.
export const newSessionPath = "/calendar/nuevo";
export const editSessionPath = (slug: string) => `${sessionPath(slug)}/editar`;
export const deleteSessionPath = (slug: string) => `${sessionPath(slug)}/eliminar`;
export const bookingPath = "/calendar/reservar";
// Issue 29 §2: cancel (or, in a group session, withdraw) and move.
export const cancelSessionPath = (slug: string) => `${sessionPath(slug)}/cancelar`;
export const moveSessionPath = (slug: string) => `${sessionPath(slug)}/mover`;
export const availabilityPath = "/calendar/disponibilidad";
export const newAvailabilityPath = `${availabilityPath}/nueva`;
export const editAvailabilityPath = (id: number) => `${availabilityPath}/${id}/editar`;
export const deleteAvailabilityPath = (id: number) => `${availabilityPath}/${id}/eliminar`;

// Session area: actions of one session.
export const ratePath = (slug: string) => `${sessionPath(slug)}/calificar`;
export const actaPath = (slug: string) => `${sessionPath(slug)}/acta`;
export const attendancePath = (slug: string) => `${sessionPath(slug)}/asistencia`;
export const mentorAbsencePath = (slug: string) => `${sessionPath(slug)}/mentor-ausente`;
export const registrationLinkPath = (slug: string) => `${sessionPath(slug)}/link`;
export const startCallPath = (slug: string) => `${sessionPath(slug)}/iniciar`;
export const transcriptPath = (slug: string) => `${sessionPath(slug)}/transcripcion`;
export const reportPath = (slug: string) => `${sessionPath(slug)}/reporte`;
export const icsPath = (slug: string) => `${sessionPath(slug)}/ics`;
export const videoPath = (id: number) => `/video/${id}`;
export const joinPath = (uuid: string) => `/link/${seg(uuid)}`;

// Files area.
export const sessionFilesPath = (slug: string) => `/calendar/event/files/${seg(slug)}`;
export const userFilesPath = (username: string) => `/files/user/${seg(username)}`;
export const myDocumentsPath = "/user/files";
/** A session or profile file's bytes, passed on from the API (signed-in, same permission as its list). */
export const fileDownloadPath = (slug: string) => `/files/download/${seg(slug)}`;
