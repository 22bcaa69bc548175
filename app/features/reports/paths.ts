// URLs of the reports area (no imports: used by components too).
export const PANEL_PATH = "/reports/resumen-entidad-por-programa";

/** Spec 000 §2: the mentor's 'Mi dashboard'. */
export function mentorDashboardPath(username: string): string {
  return `/user/dashboard/${encodeURIComponent(username)}/reports/resumen-por-programa`;
}
