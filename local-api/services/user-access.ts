// Who may see which parts of a user's profile (GET /usuario/{id|username}).
//
// - The user: everything.
// - An official of an institution the user belongs to (as official or member): contact data too.
// - A member of an institution shared with the user whose secure_emails is off: contact data too.
// - Any other signed-in user: the public profile of an active mentor (the marketplace shows them);
//   other users' profiles are not found (404, so existence is not revealed).
// Private fields (api_calendario, is_new) are only ever shown to the user.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { UserRow } from "../env";

export type UserAccess = {
  /** May see the profile at all. */
  visible: boolean;
  /** May see email and telefono. */
  contact: boolean;
  /** May see api_calendario and the real is_new. */
  private: boolean;
};

export const SELF_ACCESS: UserAccess = { visible: true, contact: true, private: true };

type Relation = { official: number; shared: number; shared_open: number };

export async function accessToUser(db: Db, viewerId: number, target: UserRow): Promise<UserAccess> {
  if (viewerId === target.id) return SELF_ACCESS;
  const [relation] = await db.all<Relation>(sql`
    WITH target_institutions AS (
      SELECT entidad_id FROM funcionarios WHERE user_id = ${target.id}
      UNION SELECT entidad_id FROM entidad_miembros WHERE user_id = ${target.id}
    ),
    viewer_official AS (SELECT entidad_id FROM funcionarios WHERE user_id = ${viewerId}),
    viewer_institutions AS (
      SELECT entidad_id FROM viewer_official
      UNION SELECT entidad_id FROM entidad_miembros WHERE user_id = ${viewerId}
    )
    SELECT
      EXISTS (SELECT 1 FROM target_institutions JOIN viewer_official USING (entidad_id)) AS official,
      EXISTS (SELECT 1 FROM target_institutions JOIN viewer_institutions USING (entidad_id)) AS shared,
      EXISTS (
        SELECT 1 FROM target_institutions
        JOIN viewer_institutions USING (entidad_id)
        JOIN entidades ON entidades.id = target_institutions.entidad_id
        WHERE entidades.secure_emails = 0
      ) AS shared_open
  `);
  const official = Boolean(relation?.official);
  const shared = Boolean(relation?.shared);
  const contact = official || Boolean(relation?.shared_open);
  // Officials still see deactivated members (to manage them); others only see active users.
  const visible = official || (target.is_active && (target.mentor || shared));
  return { visible, contact: visible && contact, private: false };
}
