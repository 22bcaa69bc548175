// URLs of the work-plan screens (spec 001 §2: `/plan/{username}/{programId}`; the rest defined here).
import type { ActivityFilter } from "~/api/contract/workplan-constants";

export function planPath(username: string, programId: number, filter?: ActivityFilter): string {
  const base = `/plan/${encodeURIComponent(username)}/${programId}`;
  return filter && filter !== "todas" ? `${base}?filtro=${filter}` : base;
}

export function activityPath(username: string, programId: number, activityId: number): string {
  return `${planPath(username, programId)}/actividades/${activityId}`;
}
