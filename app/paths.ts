// Every URL the app links or redirects to, one name each, in the order of app/routes.ts (which maps them to
// their route modules). Spec URLs are the spec's, exactly; the others are this app's (docs/architecture.md).
// No imports but types: components, schemas and server code all use it.
import type { ActivityFilter } from "~/api/contract/workplan-constants";

const seg = encodeURIComponent;

// Public pages, sign-in and the shell's own resources.
export const homePath = "/";
export const loginPath = "/login";
export const signUpPath = "/sign-up";
export const changePasswordPath = "/change_password";
export const emailConfirmationPath = "/email-confirmacion";
export const salesforceErrorPath = "/salesforce/error";
export const ecosystemPath = "/software-para-aceleradoras";
export const schoolPath = "/escuela-juntas";
export const bootcampPath = "/bootcamp";
export const boardsPath = "/juntas-asesoras";
export const thanksPath = "/gracias";
export const schoolThanksPath = "/gracias-escuela-juntas";
export const boardsThanksPath = "/gracias-juntas-asesoras";
export const termsPath = "/terminos-y-condiciones";
export const privacyPath = "/politica-privacidad";
export const accessibilityPath = "/accesibilidad";
export const helpCentrePath = "/centro-soporte";
export const helpVideosPath = "/videos-soporte";
export const languagePath = "/idioma";
export const devOutboxPath = "/dev/correos";

// Homes of the signed-in user, the institution and its people.
export const userHomePath = "/user";
export const institutionPath = "/institution";
export const editInstitutionPath = `${institutionPath}/edit`;
export const institutionIntegrationPath = `${institutionPath}/integraciones`;
export const supportPath = "/soporte";
export const staffPath = "/funcionarios";
export const entrepreneursPath = "/user/users";
/** `/users` itself redirects to entrepreneursPath; its dialogs (invite, bulk, deactivate) live under it. */
export const entrepreneurDialogsPath = "/users";
export const mentorsPath = "/mentors";
/** The list each kind's dialogs open over (and go back to). */
export const PEOPLE_LIST_PATH = {
  funcionario: staffPath,
  emprendedor: entrepreneursPath,
  mentor: mentorsPath,
} as const;
/** Invite one person (a dialog over the list with JS, a page without). */
export const INVITE_PATH = {
  funcionario: `${staffPath}/new`,
  emprendedor: `${entrepreneurDialogsPath}/new`,
  mentor: `${mentorsPath}/new`,
} as const;
/** Bulk invite by file (second spec › What the product does and for whom route table). */
export const BULK_INVITE_PATH = {
  funcionario: `${staffPath}/funcionarios/file/new`,
  emprendedor: `${entrepreneurDialogsPath}/file/new`,
  mentor: `${mentorsPath}/file/new`,
} as const;
export const deactivateUserPath = (username: string) => `${entrepreneurDialogsPath}/${seg(username)}/desactivar`;
export const mentorReviewsPath = (username: string) => `${mentorsPath}/${seg(username)}/resenas`;
export const removeMentorPath = (username: string) => `${mentorsPath}/${seg(username)}/eliminar`;

// Programs and their tools (mentorships).
export const programsPath = "/programs";
export const newProgramPath = "/programs/programs/new";
export const programPath = (id: number) => `/programs/programs/${id}`;
export const editProgramPath = (id: number) => `${programPath(id)}/edit`;
export const deleteProgramPath = (id: number) => `${programPath(id)}/eliminar`;
export const toolsPath = (programId: number) => `/programs/programs/mentorships/${programId}`;
export const newToolPath = (programId: number) => `/programs/programs/mentorships/new/${programId}`;
export const editToolPath = (programId: number, toolId: number) => `${toolsPath(programId)}/${toolId}/edit`;
export const deleteToolPath = (programId: number, toolId: number) => `${toolsPath(programId)}/${toolId}/eliminar`;
export const toolPath = (toolId: number) => `/programs/programs/mentorships/mentorships/${toolId}/data`;
export const toolMentorPath = (toolId: number, username: string) =>
  `/programs/programs/mentorships/mentorships/${toolId}/mentors/${seg(username)}/data`;

// The calendar (spec URLs: /calendar, /calendar/event/files/{slug}, /files/user/{username}, /user/files,
// /link/{uuid}, /video/{id}; the others are this app's, docs/decisions/007-sessions.md).
export const calendarPath = "/calendar";
/** The page of the day view and the agenda (issue 31), beside `vista` and `fecha`. */
export const CALENDAR_PAGE_PARAM = "pagina";
/** The calendar at a view and date: `vista` mes | semana | dia | agenda, `fecha` YYYY-MM-DD (both optional). */
export function calendarViewPath(params: { vista?: string; fecha?: string; pagina?: string } = {}): string {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  const query = search.toString();
  return query ? `${calendarPath}?${query}` : calendarPath;
}
export const sessionPath = (slug: string) => `/calendar/evento/${seg(slug)}`;
export const feedSettingsPath = "/calendar/feed";
export const feedUrlPath = (token: string) => `/ical/${seg(token)}`;
// Scheduling.
export const newSessionPath = "/calendar/nuevo";
export const editSessionPath = (slug: string) => `${sessionPath(slug)}/editar`;
export const deleteSessionPath = (slug: string) => `${sessionPath(slug)}/eliminar`;
/** An entrepreneur books a session of a program's tool (not the marketplace's booking). */
export const bookSessionPath = "/calendar/reservar";
export const cancelSessionPath = (slug: string) => `${sessionPath(slug)}/cancelar`;
export const moveSessionPath = (slug: string) => `${sessionPath(slug)}/mover`;
export const availabilityPath = "/calendar/disponibilidad";
export const newAvailabilityPath = `${availabilityPath}/nueva`;
export const editAvailabilityPath = (id: number) => `${availabilityPath}/${id}/editar`;
export const deleteAvailabilityPath = (id: number) => `${availabilityPath}/${id}/eliminar`;
// Actions on one session.
export const ratePath = (slug: string) => `${sessionPath(slug)}/calificar`;
export const actaPath = (slug: string) => `${sessionPath(slug)}/acta`;
export const attendancePath = (slug: string) => `${sessionPath(slug)}/asistencia`;
export const mentorAbsencePath = (slug: string) => `${sessionPath(slug)}/mentor-ausente`;
export const registrationLinkPath = (slug: string) => `${sessionPath(slug)}/link`;
export const startCallPath = (slug: string) => `${sessionPath(slug)}/iniciar`;
/** Editing a marketplace session (beside the program sessions' /editar). */
export const marketplaceSessionEditPath = (slug: string) => `${sessionPath(slug)}/editar-mentoria`;
export const transcriptPath = (slug: string) => `${sessionPath(slug)}/transcripcion`;
/** The session's attendance as CSV (not the company's report). */
export const sessionReportPath = (slug: string) => `${sessionPath(slug)}/reporte`;
export const icsPath = (slug: string) => `${sessionPath(slug)}/ics`;
export const videoPath = (id: number) => `/video/${id}`;
export const joinPath = (uuid: string) => `/link/${seg(uuid)}`;
// Files.
export const sessionFilesPath = (slug: string) => `/calendar/event/files/${seg(slug)}`;
export const userFilesPath = (username: string) => `/files/user/${seg(username)}`;
export const myDocumentsPath = "/user/files";
/** Under a files page (`sessionFilesPath` or `userFilesPath`): upload a file, add a URL, delete either. */
export const newFilePath = (filesPage: string) => `${filesPage}/archivos/nuevo`;
export const newUrlPath = (filesPage: string) => `${filesPage}/urls/nueva`;
export const deleteDocumentPath = (filesPage: string, kind: "file" | "url", slug: string) =>
  `${filesPage}/${kind === "file" ? "archivos" : "urls"}/${seg(slug)}/eliminar`;
/** A session or profile file's bytes, passed on from the API (signed-in, same permission as its list). */
export const fileDownloadPath = (slug: string) => `/files/download/${seg(slug)}`;

// Billing.
export const invoicesPath = "/facturacion";
export const invoicePath = (id: number) => `${invoicesPath}/${id}`;

// Work plans (second spec › Screens and routes: `/plan/{username}/{programId}`; the rest this app's).
export function planPath(username: string, programId: number, filter?: ActivityFilter): string {
  const base = `/plan/${seg(username)}/${programId}`;
  return filter && filter !== "todas" ? `${base}?filtro=${filter}` : base;
}
export const newPlanPath = (username: string, programId: number) => `${planPath(username, programId)}/crear`;
export const editPlanPath = (username: string, programId: number) => `${planPath(username, programId)}/editar`;
export const deletePlanPath = (username: string, programId: number) => `${planPath(username, programId)}/eliminar`;
export const newActivityPath = (username: string, programId: number) =>
  `${planPath(username, programId)}/actividades/nueva`;
export const activityPath = (username: string, programId: number, activityId: number) =>
  `${planPath(username, programId)}/actividades/${activityId}`;
export const editActivityPath = (username: string, programId: number, activityId: number) =>
  `${activityPath(username, programId, activityId)}/editar`;

// Forum.
export const postsPath = "/posts";
export const postPath = (id: number) => `${postsPath}/${id}`;
export const deletePostPath = (id: number) => `${postPath(id)}/eliminar`;
export const deleteCommentPath = (postId: number, commentId: number) =>
  `${postPath(postId)}/comentarios/${commentId}/eliminar`;

// Profiles: every link that names a person goes through profilePath; the route table's duplicates redirect here.
export const profilePath = (username: string) => `/user/${seg(username)}`;
export const editProfilePath = (username: string) => `${profilePath(username)}/edit`;
export const deactivateProfilePath = (username: string) => `${profilePath(username)}/desactivar`;

// Marketplace (second spec: /marketplace, /sesion-programada, /sesion-no; the booking page is this app's).
export const marketplacePath = "/marketplace";
/** Booking a marketplace mentor (not a program session: bookSessionPath). */
export const marketplaceBookingPath = (username: string) => `${marketplacePath}/${seg(username)}/reservar`;
export const paymentApprovedPath = "/sesion-programada";

// Companies (second spec: /empresa, /empresa/{id}, /dashboard, /dashboard/{id}; forms and confirmations this app's).
export const myCompaniesPath = "/empresa";
export const newCompanyPath = "/empresa/nueva";
export const companyPath = (id: number) => `/empresa/${id}`;
export const editCompanyPath = (id: number) => `${companyPath(id)}/editar`;
export const deleteCompanyPath = (id: number) => `${companyPath(id)}/eliminar`;
export const newPartnerPath = (id: number) => `${companyPath(id)}/equipo/nuevo`;
export const removeMemberPath = (id: number, userId: number) => `${companyPath(id)}/equipo/${userId}/quitar`;
export const newIndicatorPath = (id: number) => `${companyPath(id)}/indicadores/nuevo`;
export const indicatorPath = (companyId: number, indicatorId: number) =>
  `${companyPath(companyId)}/indicadores/${indicatorId}`;
export const deleteIndicatorPath = (companyId: number, indicatorId: number) =>
  `${indicatorPath(companyId, indicatorId)}/eliminar`;
export const indicatorValuesPath = (companyId: number, indicatorId: number) =>
  `${indicatorPath(companyId, indicatorId)}/valores`;
export const myDashboardPath = "/dashboard";
export const dashboardPath = (id: number) => `/dashboard/${id}`;
/** The company's report download (not a session's: sessionReportPath). */
export const companyReportPath = (id: number) => `${dashboardPath(id)}/reporte`;

// Reports.
export const reportsPath = "/reports";
export const programPanelPath = "/reports/resumen-entidad-por-programa";
/** Core spec › Screens and routes: the mentor's 'Mi dashboard'. */
export const mentorDashboardPath = (username: string) =>
  `/user/dashboard/${seg(username)}/reports/resumen-por-programa`;
