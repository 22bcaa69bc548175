// The three kinds of people an institution invites, and where each one's screens live (client-safe).
export type PeopleKind = "funcionario" | "emprendedor" | "mentor";

/** The list each kind's dialogs open over (and go back to). */
export const LIST_PATH: Record<PeopleKind, string> = {
  funcionario: "/funcionarios",
  emprendedor: "/user/users",
  mentor: "/mentors",
};

/** Invite one person (a dialog over the list with JS, a page without). */
export const INVITE_PATH: Record<PeopleKind, string> = {
  funcionario: "/funcionarios/new",
  emprendedor: "/users/new",
  mentor: "/mentors/new",
};

/** Bulk invite by file (spec 001 §1 route table). */
export const BULK_PATH: Record<PeopleKind, string> = {
  funcionario: "/funcionarios/funcionarios/file/new",
  emprendedor: "/users/file/new",
  mentor: "/mentors/file/new",
};

/** The kind whose screens a path belongs to. */
export function kindOfPath(pathname: string): PeopleKind {
  if (pathname.startsWith("/funcionarios")) return "funcionario";
  if (pathname.startsWith("/mentors")) return "mentor";
  return "emprendedor";
}

/** The e-mail field of each kind's invite form: the API's own body field name. */
export const EMAIL_FIELD = { funcionario: "funcionario", emprendedor: "emprendedor", mentor: "mentor" } as const;
