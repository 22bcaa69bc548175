// Authorization rows of the tools area (issue 4). The table runs on a fresh seed: program 1 is Incubadora Demo's
// "Programa de Incubación 2026" (tools 1-3: "Mentoría financiera" and "Taller de ventas" mentored by
// mentor@demo.test, "Comité de seguimiento"; emprendedor@demo.test takes part), program 2 "Aceleración Digital"
// (tools 4-5; mentor@demo.test mentors tool 5, emprendedor@demo.test is not in it). banco@demo.test administers
// another institution: the API refuses it (403) everywhere here. Nothing here changes or deletes seeded tools.
import { login, type Expected, type Role, type Row } from "./table";

/** Whoever takes part in program 1 (its officials, entrepreneurs and mentors of its tools). */
const program1 = (path: string): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 200,
  mentor: 200,
  institution: 200,
  otherInstitution: 403,
});

/** Program 2: emprendedor@demo.test does not take part in it. */
const program2 = (path: string): Record<Role, Expected> => ({ ...program1(path), entrepreneur: 403 });

/** The institution's administrators of the program only; mentors and entrepreneurs are refused by role. */
const admins = (path: string, institution: Expected = 200): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 403,
  mentor: 403,
  institution,
  otherInstitution: 403,
});

/** Unknown ids: 404 for every signed-in role. */
const unknown = (path: string): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 404,
  mentor: 404,
  institution: 404,
  otherInstitution: 404,
});

const LIST = "/programs/programs/mentorships";
const TOOL = "/programs/programs/mentorships/mentorships";

export const toolRows: Row[] = [
  { path: `${LIST}/1`, expect: program1(`${LIST}/1`), contains: "Mentoría financiera" },
  { path: `${LIST}/2`, expect: program2(`${LIST}/2`), contains: "Webinar de marketing digital" },
  { path: `${LIST}/999999`, expect: unknown(`${LIST}/999999`) },
  { path: `${LIST}/new/1`, expect: admins(`${LIST}/new/1`), contains: "Nueva herramienta" },
  { path: `${LIST}/new/999999`, expect: { ...unknown(`${LIST}/new/999999`), entrepreneur: 403, mentor: 403 } },
  // Invalid bodies: the administrator gets the form back; nobody else reaches the API.
  { path: `${LIST}/new/1`, method: "POST", body: { nombre: "" }, expect: admins(`${LIST}/new/1`, 400) },
  { path: `${LIST}/1/1/edit`, expect: admins(`${LIST}/1/1/edit`), contains: "Editar herramienta" },
  // Tool 1 is not a tool of program 2.
  { path: `${LIST}/2/1/edit`, expect: admins(`${LIST}/2/1/edit`, 404) },
  { path: `${LIST}/1/1/edit`, method: "POST", body: { nombre: "" }, expect: admins(`${LIST}/1/1/edit`, 400) },
  { path: `${LIST}/1/1/eliminar`, expect: admins(`${LIST}/1/1/eliminar`), contains: "¿Está seguro" },
  // Not destructive: the deletes themselves are in tools.test.ts.
  { path: `${LIST}/1/999999/eliminar`, method: "POST", expect: admins(`${LIST}/1/999999/eliminar`, 404) },
  { path: `${TOOL}/1/data`, expect: program1(`${TOOL}/1/data`), contains: "Mentoría financiera" },
  { path: `${TOOL}/4/data`, expect: program2(`${TOOL}/4/data`), contains: "Webinar de marketing digital" },
  { path: `${TOOL}/999999/data`, expect: unknown(`${TOOL}/999999/data`) },
  {
    path: `${TOOL}/1/mentors/mentor/data`,
    expect: program1(`${TOOL}/1/mentors/mentor/data`),
    contains: "Mentoría financiera",
  },
  // emprendedor is not a mentor of tool 1.
  {
    path: `${TOOL}/1/mentors/emprendedor/data`,
    expect: { ...program1(`${TOOL}/1/mentors/emprendedor/data`), entrepreneur: 404, mentor: 404, institution: 404 },
  },
];
