// Types and helpers of the authorization table (see ../authorization.test.ts for how to add a row).
// Each area keeps its rows in a file of this folder, so areas can be built side by side.

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
