// Who may do what with a session (core spec › Roles and permissions). Shared by every /calendario, /zoom_master, /entity,
// /acts, /archivos, /urls and /usuario/link handler: load the session, work out the caller's role,
// refuse with 404 (unknown) or 403 (known, not allowed).
//
// Roles, strongest first:
// - staff: an official (funcionario) of the session's institution. Manages it (edit, delete, links, acta).
// - mentor: the session's mentor or one of its extra mentors. Edits and deletes it, acta, attendance, links.
// - participant: the individual mentee, a sub_grupo member, or the marketplace buyer. Reads it, rates it
//   after it ends, joins the call once started, reads its files and adds files and URLs.
// Anyone else (another institution's administrator included) gets 403 on a session that exists.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import type { UserRow } from "../env";
import { forbidden, notFound } from "../http";

export type SessionRow = typeof sessions.$inferSelect;
export type SessionRole = "staff" | "mentor" | "participant";

const RANK: Record<SessionRole, number> = { participant: 1, mentor: 2, staff: 3 };

/** A session by numeric id or slug; 404 when there is none. */
export async function loadSession(db: Db, idOrSlug: string | number): Promise<SessionRow> {
  const key = String(idOrSlug);
  const where = /^[0-9]+$/.test(key) ? sql`id = ${Number(key)}` : sql`slug = ${key}`;
  const [row] = await db.select().from(sessions).where(where).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The caller's strongest role on a session, or null. */
export async function sessionRole(db: Db, session: SessionRow, user: UserRow): Promise<SessionRole | null> {
  const [relation] = await db.all<{ staff: number; mentor: number; participant: number }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM funcionarios WHERE user_id = ${user.id} AND entidad_id = ${session.entidad_id}) AS staff,
      (${session.mentor_id} = ${user.id}
        OR EXISTS (SELECT 1 FROM evento_mentores WHERE evento_id = ${session.id} AND user_id = ${user.id})) AS mentor,
      (${session.usuario_individual ?? null} IS ${user.id} OR ${session.comprador ?? null} IS ${user.id}
        OR EXISTS (SELECT 1 FROM evento_participantes WHERE evento_id = ${session.id} AND user_id = ${user.id})) AS participant
  `);
  if (relation?.staff) return "staff";
  if (relation?.mentor) return "mentor";
  if (relation?.participant) return "participant";
  return null;
}

/**
 * The session and the caller's role, refusing with 403 unless the role is at least `least`
 * ('participant' lets everyone involved in; 'mentor' the mentors and staff; 'staff' staff only).
 */
export async function requireSessionRole(
  db: Db,
  user: UserRow,
  idOrSlug: string | number,
  least: SessionRole,
): Promise<{ session: SessionRow; role: SessionRole }> {
  const session = await loadSession(db, idOrSlug);
  const role = await sessionRole(db, session, user);
  if (!role || RANK[role] < RANK[least]) throw forbidden();
  return { session, role };
}
