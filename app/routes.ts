// Every URL of the spec's route table → its route module. Later issues add their areas here.
import { index, layout, route, type RouteConfig } from "@remix-run/route-config";

export const routes: RouteConfig = [
  // Resource routes (no UI).
  route("logout", "features/auth/logout.route.tsx"),
  route("idioma", "features/shell/language.route.tsx"),

  // Issue 5, public resources: the private calendar feed (iCalendar).
  route("ical/:token", "features/session-media/feed.route.tsx"),

  // Sign-in, sign-up and recovery: the auth shell (back arrow, logo, greeting).
  layout("features/auth/auth-layout.tsx", [
    route("login", "features/auth/login.route.tsx"),
    route("sign-up", "features/auth/sign-up.route.tsx"),
    route("change_password", "features/auth/change-password.route.tsx"),
    route("email-confirmacion", "features/auth/message.route.tsx", { id: "email-confirmacion" }),
    route("registro-exitoso", "features/auth/message.route.tsx", { id: "registro-exitoso" }),
    route("confirmation_mail", "features/auth/message.route.tsx", { id: "confirmation-mail" }),
    route("user_confirmation/:id", "features/auth/user-confirmation.route.tsx"),
    route("salesforce", "features/auth/salesforce.route.tsx", { id: "salesforce-index" }),
    route("salesforce/:id", "features/auth/salesforce.route.tsx", { id: "salesforce-confirm" }),
    route("salesforce/error", "features/auth/salesforce-error.route.tsx"),
    // Issue 5, session area: the public join page /link/{uuid}.
    route("link/:uuid", "features/join/join.route.tsx"),
  ]),

  // Issue 15, public pages: home, landing pages, thank-you pages, legal, help centre; no JavaScript.
  layout("features/public/public-layout.tsx", [
    index("features/public/home.route.tsx"),
    route("software-para-aceleradoras", "features/public/ecosystem.route.tsx"),
    route("escuela-juntas", "features/public/school.route.tsx"),
    route("bootcamp", "features/public/bootcamp.route.tsx"),
    route("juntas-asesoras", "features/public/boards.route.tsx"),
    route("gracias", "features/public/thanks.route.tsx", { id: "thanks" }),
    route("gracias-escuela-juntas", "features/public/thanks.route.tsx", { id: "thanks-school" }),
    route("gracias-juntas-asesoras", "features/public/thanks.route.tsx", { id: "thanks-boards" }),
    route("terminos-y-condiciones", "features/public/legal.route.tsx", { id: "terms" }),
    route("politica-privacidad", "features/public/legal.route.tsx", { id: "privacy" }),
    // Issue 30 §4: the accessibility statement.
    route("accesibilidad", "features/public/accessibility.route.tsx"),
    route("centro-soporte", "features/help/help.route.tsx"),
    route("videos-soporte", "features/help/videos.route.tsx"),
  ]),
  route("table", "features/public/legacy-redirect.route.tsx", { id: "legacy-table" }),
  route("checkbox", "features/public/legacy-redirect.route.tsx", { id: "legacy-checkbox" }),
  route("rating", "features/public/legacy-redirect.route.tsx", { id: "legacy-rating" }),

  // The application shell: side menu per user type, top bar, footer.
  layout("features/shell/app-layout.tsx", [
    route("user", "features/profiles/user-home.route.tsx"),
    // Issue 3, institution area: home, edit, registration, support, integration.
    route("institution", "features/institution/institution-home.route.tsx", [
      route("edit", "features/institution/institution-edit.route.tsx"),
      route("integraciones", "features/institution/integration.route.tsx", { id: "institution-integration-dialog" }),
    ]),
    route("integraciones", "features/institution/integration.route.tsx", { id: "integration-page" }),
    route("institutions/new", "features/institution/institution-register.route.tsx"),
    route("soporte", "features/support/support.route.tsx"),

    // Issue 3, people area: staff, entrepreneurs, mentors, invitations.
    route("funcionarios", "features/people/staff.route.tsx", [
      route("new", "features/people/invite.route.tsx", { id: "invite-staff" }),
      route("funcionarios/file/new", "features/people/bulk-invite.route.tsx", { id: "bulk-staff" }),
    ]),
    route("user/users", "features/people/entrepreneurs.route.tsx", { id: "entrepreneurs" }),
    // `/users` itself redirects to /user/users; its dialogs render over the same list.
    route("users", "features/people/entrepreneurs.route.tsx", { id: "entrepreneurs-dialogs" }, [
      route("new", "features/people/invite.route.tsx", { id: "invite-entrepreneur" }),
      route("file/new", "features/people/bulk-invite.route.tsx", { id: "bulk-entrepreneurs" }),
      route(":username/desactivar", "features/people/deactivate.route.tsx"),
    ]),
    route("users/users/file/new", "features/people/bulk-redirect.route.tsx"),
    route("mentors", "features/people/mentors.route.tsx", [
      route("new", "features/people/invite.route.tsx", { id: "invite-mentor" }),
      route("file/new", "features/people/bulk-invite.route.tsx", { id: "bulk-mentors" }),
      route(":username/resenas", "features/people/mentor-reviews.route.tsx"),
      route(":username/eliminar", "features/people/mentor-remove.route.tsx"),
    ]),

    // Issue 4, programs area: list, create/edit, detail; /user home cards are in features/profiles.
    route("programs", "features/programs/programs.route.tsx", [
      route("programs/new", "features/programs/program-form.route.tsx", { id: "program-new" }),
    ]),
    // Edit and delete open as dialogs over the program's detail (pages without JS).
    route("programs/programs/:id", "features/programs/program-detail.route.tsx", [
      route("edit", "features/programs/program-form.route.tsx", { id: "program-edit" }),
      route("eliminar", "features/programs/program-delete.route.tsx"),
    ]),
    // Issue 33: one entrepreneur's report (.xlsx) from their card in the program page.
    route("programs/programs/:id/emprendedor/:userId/reporte", "features/programs/entrepreneur-report.route.tsx"),

    // Issue 4, tools area: tools of a program, create/edit/delete, tool detail.
    route("programs/programs/mentorships/:programId", "features/tools/tools.route.tsx", [
      route(":toolId/edit", "features/tools/tool-edit.route.tsx"),
      route(":toolId/eliminar", "features/tools/tool-delete.route.tsx"),
    ]),
    route("programs/programs/mentorships/new/:programId", "features/tools/tool-new.route.tsx"),
    route("programs/programs/mentorships/mentorships/:id/data", "features/tools/tool-detail.route.tsx"),
    route(
      "programs/programs/mentorships/mentorships/:id/mentors/:username/data",
      "features/tools/tool-mentor.route.tsx",
    ),

    // Issue 5, calendar area: 'Mi Calendario' (month, week, day, agenda), 'Detalles del evento', feeds.
    // The scheduling and session areas add their dialogs as children of /calendar, each under its comment.
    route("calendar", "features/calendar/calendar.route.tsx", [
      // Issue 5, calendar area children.
      route("evento/:slug", "features/calendar/session-details.route.tsx", { id: "session-details" }),

      // Issue 5, scheduling area children: session create, edit, delete; booking.
      route("nuevo", "features/scheduling/session-new.route.tsx"),
      route("evento/:slug/editar", "features/scheduling/session-edit.route.tsx"),
      route("evento/:slug/eliminar", "features/scheduling/session-delete.route.tsx"),
      route("reservar", "features/scheduling/booking.route.tsx"),
      // Issue 29 §2: cancel (or withdraw from a group session) and move, under the notice period.
      route("evento/:slug/cancelar", "features/scheduling/session-cancel.route.tsx"),
      route("evento/:slug/mover", "features/scheduling/session-move.route.tsx"),

      // Issue 5, session area children: rating, acta, attendance, registration link, starting the call.
      route("evento/:slug/calificar", "features/session-actions/rate.route.tsx"),
      route("evento/:slug/acta", "features/session-actions/acta.route.tsx"),
      route("evento/:slug/asistencia", "features/session-actions/attendance.route.tsx"),
      // Issue 29 §3: 'El mentor no asistió', by a participant or staff.
      route("evento/:slug/mentor-ausente", "features/session-actions/mentor-absence.route.tsx"),
      route("evento/:slug/link", "features/session-actions/link.route.tsx"),
      route("evento/:slug/iniciar", "features/session-actions/start-call.route.tsx"),
      route("feed", "features/session-media/feed-settings.route.tsx"),

      // Issue 14, marketplace: editing a marketplace session (its buyer or mentor); /editar redirects here.
      route("evento/:slug/editar-mentoria", "features/marketplace/session-edit.route.tsx"),
    ]),

    // Issue 5, scheduling area: mentor availability.
    route("calendar/disponibilidad", "features/scheduling/availability.route.tsx", [
      route("nueva", "features/scheduling/availability-form.route.tsx", { id: "availability-new" }),
      route(":id/editar", "features/scheduling/availability-form.route.tsx", { id: "availability-edit" }),
      route(":id/eliminar", "features/scheduling/availability-delete.route.tsx"),
    ]),

    // Issue 5, session area: recording, transcript and report downloads, .ics.
    route("calendar/evento/:slug/transcripcion", "features/session-media/transcript.route.tsx"),
    route("calendar/evento/:slug/reporte", "features/session-media/report.route.tsx"),
    route("calendar/evento/:slug/ics", "features/session-media/ics.route.tsx"),
    route("video/:id", "features/session-media/video.route.tsx"),

    // Issue 5, files area: session files and URLs, user files, 'Mis documentos'.
    route("calendar/event/files/:slug", "features/files/session-files.route.tsx", [
      route("archivos/nuevo", "features/files/file-new.route.tsx", { id: "session-file-new" }),
      route("urls/nueva", "features/files/url-new.route.tsx", { id: "session-url-new" }),
      route("archivos/:fileSlug/eliminar", "features/files/document-delete.route.tsx", { id: "session-file-delete" }),
      route("urls/:urlSlug/eliminar", "features/files/document-delete.route.tsx", { id: "session-url-delete" }),
    ]),
    route("files/user/:username", "features/files/user-files.route.tsx", [
      route("archivos/nuevo", "features/files/file-new.route.tsx", { id: "user-file-new" }),
      route("urls/nueva", "features/files/url-new.route.tsx", { id: "user-url-new" }),
      route("archivos/:fileSlug/eliminar", "features/files/document-delete.route.tsx", { id: "user-file-delete" }),
      route("urls/:urlSlug/eliminar", "features/files/document-delete.route.tsx", { id: "user-url-delete" }),
    ]),
    route("user/files", "features/files/my-documents.route.tsx"),
    route("files/download/:slug", "features/files/file-download.route.tsx"),

    // Issue 3, billing area.
    route("facturacion", "features/billing/invoices.route.tsx", [
      route(":id", "features/billing/invoice-details.route.tsx"),
    ]),

    // Issue 11, plans area: an entrepreneur's work plan in a program, its dialogs, and one activity's page.
    route("plan/:username/:programId", "features/plans/plan.route.tsx", [
      route("crear", "features/plans/plan-form.route.tsx", { id: "plan-new" }),
      route("editar", "features/plans/plan-form.route.tsx", { id: "plan-edit" }),
      route("eliminar", "features/plans/plan-delete.route.tsx"),
      route("actividades/nueva", "features/plans/activity-form.route.tsx", { id: "activity-new" }),
      route("actividades/:activityId/editar", "features/plans/activity-form.route.tsx", { id: "activity-edit" }),
    ]),
    route("plan/:username/:programId/actividades/:activityId", "features/plans/activity.route.tsx"),
    // Issue 15, forum: posts, a post with its comments, deleting one's own post or comment.
    route("posts", "features/forum/posts.route.tsx"),
    route("posts/:id", "features/forum/post.route.tsx", [
      route("eliminar", "features/forum/post-delete.route.tsx"),
      route("comentarios/:commentId/eliminar", "features/forum/comment-delete.route.tsx"),
    ]),
    // Issue 10, profiles: the profile page with its edit and deactivation dialogs; the route table's duplicates redirect.
    route("user/:username", "features/profiles/profile.route.tsx", [
      route("edit", "features/profiles/profile-edit.route.tsx"),
      route("desactivar", "features/profiles/profile-deactivate.route.tsx"),
    ]),
    route("users/:id", "features/profiles/profile-redirect.route.tsx", { id: "profile-redirect-users" }),
    route("users/users/:id", "features/profiles/profile-redirect.route.tsx", { id: "profile-redirect-users-users" }),
    route("confirmation/users/:id", "features/profiles/profile-redirect.route.tsx", {
      id: "profile-redirect-confirmation",
    }),
    route("user/mentor/:id", "features/profiles/profile-redirect.route.tsx", { id: "profile-redirect-mentor" }),
    route("user/detail/:id", "features/profiles/profile-redirect.route.tsx", { id: "profile-redirect-detail" }),
    route("user/user/detail/:id", "features/profiles/profile-redirect.route.tsx", {
      id: "profile-redirect-user-detail",
    }),
    route("users/users/detail/:id", "features/profiles/profile-redirect.route.tsx", {
      id: "profile-redirect-users-detail",
    }),
    route("mentors/mentors/:id/data", "features/profiles/profile-redirect.route.tsx", {
      id: "profile-redirect-mentor-data",
    }),
    route("mentors/mentors/:id/edit", "features/profiles/profile-redirect.route.tsx", {
      id: "profile-redirect-mentor-edit",
    }),
    // Issue 14, marketplace: the mentor list (public frame for visitors), booking, the payment's result pages.
    route("marketplace", "features/marketplace/marketplace.route.tsx"),
    route("marketplace/:username/reservar", "features/marketplace/booking.route.tsx"),
    route("sesion-programada", "features/marketplace/payment-result.route.tsx", { id: "payment-approved" }),
    route("sesion-no", "features/marketplace/payment-result.route.tsx", { id: "payment-declined" }),
    // Issue 12, company: the company page with its forms and confirmations, 'Mi dashboard', the report.
    route("empresa", "features/company/company-mine.route.tsx"),
    route("empresa/nueva", "features/company/company-form.route.tsx", { id: "company-new" }),
    route("empresa/:id", "features/company/company.route.tsx", [
      route("editar", "features/company/company-form.route.tsx", { id: "company-edit" }),
      route("eliminar", "features/company/company-delete.route.tsx"),
      route("equipo/nuevo", "features/company/partner-new.route.tsx"),
      route("equipo/:userId/quitar", "features/company/member-remove.route.tsx"),
      route("indicadores/nuevo", "features/company/indicator-new.route.tsx"),
      route("indicadores/:indicatorId/eliminar", "features/company/indicator-delete.route.tsx"),
      route("indicadores/:indicatorId/valores", "features/company/values.route.tsx"),
    ]),
    route("dashboard", "features/company/dashboard.route.tsx", { id: "dashboard-mine" }),
    route("dashboard/:id", "features/company/dashboard.route.tsx", { id: "dashboard-company" }),
    route("dashboard/:id/reporte", "features/company/report.route.tsx"),

    // Issue 13, reports: the institution's control panel, its exports, the mentor's 'Mi dashboard'.
    route("reports", "features/reports/reports-index.route.tsx"),
    route("reports/resumen-entidad-por-programa", "features/reports/program-panel.route.tsx"),
    route("reports/resumen-entidad-por-programa/descargar/:tipo", "features/reports/export.route.tsx"),
    route("user/dashboard/:username/reports/resumen-por-programa", "features/reports/mentor-dashboard.route.tsx"),

    route("500", "features/shell/error-500.route.tsx"),
    route("dev/correos", "features/shell/dev-outbox.route.tsx"),
    route("*", "features/shell/not-found.route.tsx"),
  ]),
];

export default routes;
