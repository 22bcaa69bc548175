// Authorization rows of the work-plan area (issue 11). The seed gives emprendedor@ (username "emprendedor")
// a plan in program 1 "Programa de Incubación 2026" whose activities are, in order: 1 done (mentor@),
// 2 recent (mentor@), 3 due soon (another mentor), 4 overdue (mentor@), 5 done (no mentor). emprendedor@ is
// not in program 2. banco@ (otherInstitution) gets the API's 403 on Incubadora Demo's program.
// No row changes the seeded plan: the posts are invalid forms, refusals, or a toggle to the current state.
import { login, type Expected, type Role, type Row } from "./table";

const PLAN = "/plan/emprendedor/1";

/** The plan's entrepreneur only: mentors and staff read the plan but may not change it. */
const ownerOnly = (path: string, owner: Expected = 200): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: owner,
  mentor: 403,
  institution: 403,
  otherInstitution: 403,
});

/** Readers of the plan: its entrepreneur, the program's mentors and its institution's staff. */
const readers = (path: string): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 200,
  mentor: 200,
  institution: 200,
  otherInstitution: 403,
});

export const planRows: Row[] = [
  { path: PLAN, expect: readers(PLAN), contains: "Definir la propuesta de valor" },
  { path: `${PLAN}?filtro=por_vencer`, expect: readers(`${PLAN}?filtro=por_vencer`) },
  { path: `${PLAN}?filtro=otro`, expect: readers(`${PLAN}?filtro=otro`) },
  {
    // emprendedor@ takes no part in program 2: the API refuses them the program; others find no such plan.
    path: "/plan/emprendedor/2",
    expect: {
      anonymous: login("/plan/emprendedor/2"),
      entrepreneur: 403,
      mentor: 404,
      institution: 404,
      otherInstitution: 403,
    },
  },
  {
    path: "/plan/emprendedor/999999",
    expect: { ...ownerOnly("/plan/emprendedor/999999", 404), mentor: 404, institution: 404, otherInstitution: 404 },
  },
  {
    path: "/plan/no-existe/1",
    expect: { ...readers("/plan/no-existe/1"), entrepreneur: 403, mentor: 404, institution: 404 },
  },
  // The plan exists: 'Crear' sends its entrepreneur to 'Editar'.
  { path: `${PLAN}/crear`, expect: ownerOnly(`${PLAN}/crear`, { status: 302, location: `${PLAN}/editar` }) },
  { path: `${PLAN}/editar`, expect: ownerOnly(`${PLAN}/editar`), contains: "Editar plan de trabajo" },
  {
    path: `${PLAN}/editar`,
    method: "POST",
    body: { description: "" },
    expect: ownerOnly(`${PLAN}/editar`, 400),
  },
  { path: `${PLAN}/eliminar`, expect: ownerOnly(`${PLAN}/eliminar`), contains: "Eliminar plan de trabajo" },
  { path: `${PLAN}/actividades/nueva`, expect: ownerOnly(`${PLAN}/actividades/nueva`), contains: "Nueva actividad" },
  {
    path: `${PLAN}/actividades/nueva`,
    method: "POST",
    body: { name: "", start: "2026-01-01", end: "2026-01-02" },
    expect: ownerOnly(`${PLAN}/actividades/nueva`, 400),
  },
  // Activity 1 is mentor@'s: they edit it; activity 3 is another mentor's.
  {
    path: `${PLAN}/actividades/1/editar`,
    expect: { ...ownerOnly(`${PLAN}/actividades/1/editar`), mentor: 200 },
    contains: "Editar actividad",
  },
  { path: `${PLAN}/actividades/3/editar`, expect: ownerOnly(`${PLAN}/actividades/3/editar`) },
  {
    path: `${PLAN}/actividades/999999/editar`,
    expect: { ...ownerOnly(`${PLAN}/actividades/999999/editar`, 404), mentor: 404, institution: 404 },
  },
  { path: `${PLAN}/actividades/1`, expect: readers(`${PLAN}/actividades/1`), contains: "Propuesta aprobada" },
  {
    path: `${PLAN}/actividades/999999`,
    expect: { ...readers(`${PLAN}/actividades/999999`), entrepreneur: 404, mentor: 404, institution: 404 },
  },
  // A forged toggle of activity 3 (to its current state, pending): only its entrepreneur may.
  {
    path: PLAN,
    method: "POST",
    body: { intent: "toggle", activity: "3" },
    expect: ownerOnly(PLAN, { status: 302, location: PLAN }),
  },
  {
    path: `${PLAN}/actividades/1`,
    method: "POST",
    body: { title: "" },
    expect: { ...ownerOnly(`${PLAN}/actividades/1`, 400), mentor: 400 },
  },
  {
    path: `${PLAN}/actividades/3`,
    method: "POST",
    body: { title: "" },
    expect: { ...ownerOnly(`${PLAN}/actividades/3`, 400) },
  },
];
