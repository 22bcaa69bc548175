// Authorization rows of the files area (issue 5). Seeded sessions: see local-api/seeds/sessions.ts; there,
// session 1 is mentor@'s with emprendedor@ (Incubadora Demo: entidad@ is staff, banco@ gets 403), and
// mentor@demo.test mentors sessions emprendedor@demo.test takes part in, so the mentor may read and add to her
// profile's documents; Incubadora Demo's administrator (entidad@) may too, as staff of her institution;
// banco@demo.test (another institution) gets the API's 403. No row changes seeded data: the posts are invalid
// forms or name unknown documents.
import { login, type Expected, type Role, type Row } from "./table";

const signedIn = (path: string, status: Expected): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: status,
  mentor: status,
  institution: status,
  otherInstitution: status,
});

/** emprendedor@'s profile: herself, her mentor and her institution's staff; not another institution. */
const entrepreneurProfile = (path: string, status: Expected = 200): Record<Role, Expected> => ({
  ...signedIn(path, status),
  otherInstitution: 403,
});

const PROFILE = "/files/user/emprendedor";
// Session 1 of the seed: "Mentoría financiera · Emprendedor Demo" (mentor@ with emprendedor@), by id.
const SESSION = "/calendar/event/files/1";
const NO_SESSION = "/calendar/event/files/no-existe";

export const filesRows: Row[] = [
  { path: PROFILE, expect: entrepreneurProfile(PROFILE), contains: "Subir archivos" },
  { path: `${PROFILE}/archivos/nuevo`, expect: entrepreneurProfile(`${PROFILE}/archivos/nuevo`), contains: "Archivo" },
  { path: `${PROFILE}/urls/nueva`, expect: entrepreneurProfile(`${PROFILE}/urls/nueva`), contains: "URL" },
  {
    path: `${PROFILE}/urls/nueva`,
    method: "POST",
    body: { nombre: "", url: "javascript:alert(1)" },
    expect: entrepreneurProfile(`${PROFILE}/urls/nueva`, 400),
  },
  {
    path: `${PROFILE}/archivos/no-existe/eliminar`,
    expect: entrepreneurProfile(`${PROFILE}/archivos/no-existe/eliminar`, 404),
  },
  {
    path: `${PROFILE}/urls/no-existe/eliminar`,
    method: "POST",
    expect: entrepreneurProfile(`${PROFILE}/urls/no-existe/eliminar`, 404),
  },
  {
    path: "/files/user/mentor",
    expect: { ...signedIn("/files/user/mentor", 200), entrepreneur: 403, otherInstitution: 403 },
  },
  { path: "/files/user/no-existe", expect: signedIn("/files/user/no-existe", 404) },
  { path: "/user/files", expect: signedIn("/user/files", 200), contains: "Mis documentos" },
  { path: "/files/download/no-existe", expect: signedIn("/files/download/no-existe", 404) },
  { path: SESSION, expect: entrepreneurProfile(SESSION), contains: "Mentoría financiera · Emprendedor Demo" },
  { path: `${SESSION}/archivos/nuevo`, expect: entrepreneurProfile(`${SESSION}/archivos/nuevo`) },
  {
    path: `${SESSION}/urls/nueva`,
    method: "POST",
    body: { nombre: "x", url: "ftp://example.org" },
    expect: entrepreneurProfile(`${SESSION}/urls/nueva`, 400),
  },
  {
    path: `${SESSION}/archivos/no-existe/eliminar`,
    expect: entrepreneurProfile(`${SESSION}/archivos/no-existe/eliminar`, 404),
  },
  { path: NO_SESSION, expect: signedIn(NO_SESSION, 404) },
  { path: `${NO_SESSION}/archivos/nuevo`, expect: signedIn(`${NO_SESSION}/archivos/nuevo`, 404) },
  {
    path: `${NO_SESSION}/urls/nueva`,
    method: "POST",
    body: { nombre: "x", url: "https://example.org" },
    expect: signedIn(`${NO_SESSION}/urls/nueva`, 404),
  },
  { path: `${NO_SESSION}/archivos/x/eliminar`, expect: signedIn(`${NO_SESSION}/archivos/x/eliminar`, 404) },
  { path: `${NO_SESSION}/urls/x/eliminar`, expect: signedIn(`${NO_SESSION}/urls/x/eliminar`, 404) },
];
