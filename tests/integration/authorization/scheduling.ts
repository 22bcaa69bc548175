// Authorization rows of the scheduling area (issue 5). Seeded sessions: see local-api/seeds/sessions.ts. Slugs
// are random, so session rows use an unknown slug (the API answers 404 to everyone signed in); the integration
// tests of tests/integration/scheduling.test.ts cover real sessions (staff, mentor, participant, another
// institution). Nothing here creates or changes data: posts are empty and come back with their errors.
import { login, type Expected, type Role, type Row } from "./table";

/** Institution administrators (each of their own institution); mentors and entrepreneurs are refused by role. */
const staff = (path: string, ok: Expected = 200): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 403,
  mentor: 403,
  institution: ok,
  otherInstitution: ok,
});
const mentors = (path: string, ok: Expected = 200): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 403,
  mentor: ok,
  institution: 403,
  otherInstitution: 403,
});
const entrepreneurs = (path: string, ok: Expected = 200): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: ok,
  mentor: 403,
  institution: 403,
  otherInstitution: 403,
});
const unknown = (path: string): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 404,
  mentor: 404,
  institution: 404,
  otherInstitution: 404,
});

const NO_SESSION = "/calendar/evento/no-existe";
const AV = "/calendar/disponibilidad";

export const schedulingRows: Row[] = [
  { path: "/calendar/nuevo", expect: staff("/calendar/nuevo"), contains: "Nueva sesión" },
  { path: "/calendar/nuevo", method: "POST", body: { tipo: "Grupal" }, expect: staff("/calendar/nuevo", 400) },
  { path: `${NO_SESSION}/editar`, expect: unknown(`${NO_SESSION}/editar`) },
  { path: `${NO_SESSION}/editar`, method: "POST", expect: unknown(`${NO_SESSION}/editar`) },
  { path: `${NO_SESSION}/eliminar`, expect: unknown(`${NO_SESSION}/eliminar`) },
  { path: `${NO_SESSION}/eliminar`, method: "POST", expect: unknown(`${NO_SESSION}/eliminar`) },
  { path: "/calendar/reservar", expect: entrepreneurs("/calendar/reservar"), contains: "Reservar sesión" },
  { path: "/calendar/reservar", method: "POST", expect: entrepreneurs("/calendar/reservar", 400) },
  { path: AV, expect: mentors(AV), contains: "Mi disponibilidad" },
  { path: `${AV}/nueva`, expect: mentors(`${AV}/nueva`), contains: "Nueva disponibilidad" },
  { path: `${AV}/nueva`, method: "POST", expect: mentors(`${AV}/nueva`, 400) },
  { path: `${AV}/999999/editar`, expect: mentors(`${AV}/999999/editar`, 404) },
  { path: `${AV}/999999/editar`, method: "POST", expect: mentors(`${AV}/999999/editar`, 404) },
  { path: `${AV}/999999/eliminar`, expect: mentors(`${AV}/999999/eliminar`, 404) },
  { path: `${AV}/999999/eliminar`, method: "POST", expect: mentors(`${AV}/999999/eliminar`, 404) },
];
