// The kind of a user (core spec › What the product does and for whom) and where each kind lands after signing in (core spec › States and transitions).
import type { ApiUser } from "~/api/contract/usuario";

export type UserType = "institution" | "mentor" | "entrepreneur";

export function userTypeOf(user: ApiUser): UserType {
  if (user.entidad_entidad.length > 0) return "institution";
  if (user.mentor) return "mentor";
  return "entrepreneur";
}

/** Institutions → /institution; new users → /marketplace; others → /user. */
export function homePathFor(user: ApiUser, isNew = false): string {
  if (userTypeOf(user) === "institution") return "/institution";
  return isNew ? "/marketplace" : "/user";
}
