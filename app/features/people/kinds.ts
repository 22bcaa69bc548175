// The three kinds of people an institution invites, and where each one's screens live (client-safe).
import { mentorsPath, staffPath } from "~/paths";

export type PeopleKind = "funcionario" | "emprendedor" | "mentor";

/** The kind whose screens a path belongs to. */
export function kindOfPath(pathname: string): PeopleKind {
  if (pathname.startsWith(staffPath)) return "funcionario";
  if (pathname.startsWith(mentorsPath)) return "mentor";
  return "emprendedor";
}

/** The e-mail field of each kind's invite form: the API's own body field name. */
export const EMAIL_FIELD = { funcionario: "funcionario", emprendedor: "emprendedor", mentor: "mentor" } as const;
