// Types and helpers of the authorization table (see ../authorization.test.ts for how to add a row).
// Each area keeps its rows in a file of this folder, so areas can be built side by side.
import { SEED_SESSION_NAMES } from "../../../local-api/seeds/session-names";

export type Role = "anonymous" | "entrepreneur" | "mentor" | "institution" | "otherInstitution";
export const ROLES: readonly Role[] = ["anonymous", "entrepreneur", "mentor", "institution", "otherInstitution"];

export type Expected = number | { status: 302; location: string };
export type Row = {
  path: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: Record<string, string>;
  fresh?: boolean;
  contains?: string;
  expect: Record<Role, Expected>;
};

/** A 302 to exactly this Location. */
export const to = (location: string): Expected => ({ status: 302, location });
/** The redirect a signed-out visitor gets for a protected page. */
export const login = (path: string): Expected =>
  to(path === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(path)}`);
/** The same expectation for every role. */
export const same = (e: Expected): Record<Role, Expected> => ({
  anonymous: e,
  entrepreneur: e,
  mentor: e,
  institution: e,
  otherInstitution: e,
});
/** Signed-out visitors only (login, sign-up): signed-in users go to their home. */
export const visitorsOnly: Record<Role, Expected> = {
  anonymous: 200,
  entrepreneur: to("/user"),
  mentor: to("/user"),
  institution: to("/institution"),
  otherInstitution: to("/institution"),
};

type SeedSession = keyof typeof SEED_SESSION_NAMES;

/** A seeded session's slug in a row's path: the seed's slugs are random, so the test reads it from the database. */
export const slugOf = (session: SeedSession) => `{slug:${session}}`;
/** A seeded session's numeric id in a row's path (as `slugOf`). */
export const idOf = (session: SeedSession) => `{id:${session}}`;

// The placeholders, as written and as percent-encoded inside a `login(path)` redirect.
const PLACEHOLDER = /\{(slug|id):(\w+)\}|%7B(slug|id)%3A(\w+)%7D/g;

/** `text` with every `slugOf`/`idOf` placeholder replaced by the seeded session's slug or id. */
export async function resolveSeeded(
  text: string,
  lookup: (name: string) => Promise<{ slug: string; id: number }>,
): Promise<string> {
  const found = [...text.matchAll(PLACEHOLDER)];
  let out = text;
  for (const match of found) {
    const kind = match[1] ?? match[3];
    const key = (match[2] ?? match[4]) as SeedSession;
    const name = SEED_SESSION_NAMES[key];
    if (!name) throw new Error(`no seeded session '${key}'`);
    const session = await lookup(name);
    out = out.replace(match[0], kind === "slug" ? session.slug : String(session.id));
  }
  return out;
}
