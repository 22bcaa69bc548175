// Authorization rows of the profile area (issue 10). mentor@ is a public mentor profile (any signed-in user
// sees it, banco@ included); emprendedor@'s profile is seen by her institution's people and 404 for banco@
// (another institution: existence is not revealed). Only the owner edits (403 for whoever may see the
// profile). The route table's duplicates redirect to /user/{id}. No row changes seeded data: the posts are
// invalid forms, and no row posts a deactivation.
import { login, same, to, type Expected, type Role, type Row } from "./table";

const signedIn = (path: string, status: Expected): Record<Role, Expected> => ({
  ...same(status),
  anonymous: login(path),
});

/** The owner only; `others` for the rest (403 when they may see the profile). */
const ownerOnly = (
  path: string,
  owner: Exclude<Role, "anonymous">,
  ok: Expected,
  others: Partial<Record<Role, Expected>> = {},
) => ({
  ...signedIn(path, 403),
  [owner]: ok,
  ...others,
});

export const profileRows: Row[] = [
  { path: "/user/mentor", expect: signedIn("/user/mentor", 200), contains: "DISPONIBILIDAD" },
  {
    path: "/user/emprendedor",
    expect: { ...signedIn("/user/emprendedor", 200), otherInstitution: 404 },
    contains: "Laura Martínez",
  },
  { path: "/user/entidad", expect: { ...signedIn("/user/entidad", 200), otherInstitution: 404 } },
  { path: "/user/no-existe", expect: signedIn("/user/no-existe", 404) },
  { path: "/user/MENTOR", expect: { ...same(to("/user/mentor")), anonymous: login("/user/MENTOR") } },
  {
    path: "/user/mentor/edit",
    expect: ownerOnly("/user/mentor/edit", "mentor", 200),
    contains: "Editar perfil personal",
  },
  {
    path: "/user/emprendedor/edit",
    expect: ownerOnly("/user/emprendedor/edit", "entrepreneur", 200, { otherInstitution: 404 }),
  },
  {
    path: "/user/mentor/edit",
    method: "POST",
    body: { first_name: "" },
    expect: ownerOnly("/user/mentor/edit", "mentor", 400),
  },
  {
    path: "/user/mentor",
    method: "POST",
    body: { intent: "password", password: "" },
    expect: ownerOnly("/user/mentor", "mentor", 400),
  },
  {
    path: "/user/emprendedor",
    method: "POST",
    body: { intent: "sync", api_calendario: "gcalendar" },
    // The sync is for mentors: the entrepreneur owner is refused too.
    expect: signedIn("/user/emprendedor", 403),
  },
  {
    path: "/user/mentor/desactivar",
    expect: ownerOnly("/user/mentor/desactivar", "mentor", 200),
    contains: "¿Está seguro de que desea desactivar su cuenta?",
  },
  ...[
    "/users/mentor",
    "/users/users/mentor",
    "/confirmation/users/mentor",
    "/user/mentor/mentor",
    "/user/detail/mentor",
    "/user/user/detail/mentor",
    "/users/users/detail/mentor",
    "/mentors/mentors/mentor/data",
  ].map((path): Row => ({ path, expect: same(to("/user/mentor")) })),
  { path: "/mentors/mentors/mentor/edit", expect: same(to("/user/mentor/edit")) },
];
