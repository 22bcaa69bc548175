// What the signed-in user is to a session, as the app decides which actions to show (core spec › Roles and permissions). The API
// decides again on every call; this only hides what would be refused.
import type { ApiSession } from "~/api/contract/calendario";
import type { ApiUser } from "~/api/contract/usuario";

export type SessionRole = "staff" | "mentor" | "participant";

export function sessionRoleOf(user: ApiUser, session: ApiSession): SessionRole | null {
  if (session.entidad !== null && user.entidad_entidad.some((e) => e.id === session.entidad)) return "staff";
  if (session.mentor === user.id || session.mentores.some((m) => m.id === user.id)) return "mentor";
  if (
    session.usuario_individual === user.id ||
    session.comprador === user.id ||
    session.sub_grupo.some((p) => p.id === user.id)
  ) {
    return "participant";
  }
  return null;
}

/** The name shown for a session's topic: its tema, or 'Sesión de avance' (core spec › Business constants and limits) when it has none. */
export function hasOwnTopic(session: Pick<ApiSession, "tema">): session is { tema: string } {
  return session.tema !== null && session.tema.trim() !== "";
}

/**
 * A marketplace mentoring its buyer has paid (estado 'pagado'): nobody deletes it from the platform, since the
 * buyer would lose what they paid for; a cancellation and its refund go through support (second spec › Business constants and limits, the
 * terms' refund rule). The API refuses the delete as well.
 */
export function isPaidMarketplace(session: Pick<ApiSession, "marketplace" | "estado">): boolean {
  return session.marketplace && session.estado !== "";
}

/** Whether the session has ended at `now` (ms): only then can its participants rate it (core spec › Roles and permissions). */
export function hasEnded(session: Pick<ApiSession, "fin">, now: number): boolean {
  const end = Date.parse(session.fin);
  return Number.isFinite(end) && end <= now;
}
