// Pure rules of the session-action screens, shared by their loaders and actions (and unit-tested).
import type { ApiRegistrationLink, ApiSession } from "~/api/contract/calendario";

/**
 * Hosts the call may open on: the local API's Jitsi Meet rooms and the existing API's Zoom meetings.
 * The start action redirects only to an https URL of one of them, so the API can never send the user
 * anywhere else.
 */
export const MEETING_HOSTS = ["meet.jit.si", "zoom.us"] as const;

export function isMeetingUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return MEETING_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** Places left on a registration link (never below zero). */
export function placesLeft(link: Pick<ApiRegistrationLink, "maximo_usuarios" | "inscritos">): number {
  return Math.max(0, link.maximo_usuarios - link.inscritos);
}

/** The rating form's answers to 'Se cumplió el objetivo de la sesión'. */
export const GOAL_CHOICES = ["si", "no"] as const;

export type Person = { id: number; name: string };

/** Who may be an acta's assistant: the session's participants, then its mentors, each once. */
export function assistantOptions(
  session: Pick<
    ApiSession,
    "sub_grupo" | "usuario_individual" | "nombre_usuario_individual" | "mentor" | "nombre_mentor" | "mentores"
  >,
): Person[] {
  const people: Person[] = [];
  const add = (id: number | null, name: string | null) => {
    if (id !== null && !people.some((p) => p.id === id)) people.push({ id, name: (name ?? "").trim() || `#${id}` });
  };
  for (const p of session.sub_grupo) add(p.id, `${p.first_name} ${p.last_name}`);
  add(session.usuario_individual, session.nombre_usuario_individual);
  add(session.mentor, session.nombre_mentor);
  for (const m of session.mentores) add(m.id, `${m.first_name} ${m.last_name}`);
  return people;
}

/** The address to share: the API's `url` when it is an http(s) one, else the app's join page on `origin`. */
export function shareUrl(link: Pick<ApiRegistrationLink, "url" | "uuid">, origin: string, joinPath: string): string {
  return /^https?:\/\//i.test(link.url) ? link.url : new URL(joinPath, origin).href;
}
