// Authorization rows of the company area (issue 12). On a fresh seed, company 1 is emprendedor@demo.test's
// "EcoEmpaques S.A.S." (indicators 1-4): its institution (entidad@, Incubadora Demo) and mentor@ (a mentor of
// a tool of the program emprendedor@ takes part in) read it; banco@ (another institution) gets the API's
// 403. Only the entrepreneur edits. No row changes seeded data: the mutations are invalid forms.
import { login, same, to, type Expected, type Role, type Row } from "./table";

/** Every reader of company 1; another institution 403. */
const readers = (path: string): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 200,
  mentor: 200,
  institution: 200,
  otherInstitution: 403,
});

/** The entrepreneur only (`ok` for them: 200 for a page, 400 for an invalid form); everyone else 403. */
const editor = (path: string, ok: Expected = 200): Record<Role, Expected> => ({
  ...same(403),
  anonymous: login(path),
  entrepreneur: ok,
});

export const companyRows: Row[] = [
  {
    path: "/empresa",
    expect: { ...same(200), anonymous: login("/empresa"), entrepreneur: to("/empresa/1") },
    contains: "No hay empresa registrada",
  },
  {
    path: "/empresa/nueva",
    expect: { ...same(403), anonymous: login("/empresa/nueva"), entrepreneur: to("/empresa/1") },
  },
  { path: "/empresa/1", expect: readers("/empresa/1"), contains: "EcoEmpaques S.A.S." },
  { path: "/empresa/1?editar=1", expect: readers("/empresa/1?editar=1"), contains: "Tasa de devoluciones" },
  { path: "/empresa/1", method: "POST", body: { indicator: "1" }, expect: editor("/empresa/1", 400) },
  {
    path: "/empresa/999999",
    expect: { ...same(404), anonymous: login("/empresa/999999") },
  },
  { path: "/empresa/1/editar", expect: editor("/empresa/1/editar"), contains: "Editar empresa" },
  { path: "/empresa/1/editar", method: "POST", body: { name: "" }, expect: editor("/empresa/1/editar", 400) },
  { path: "/empresa/1/eliminar", expect: editor("/empresa/1/eliminar"), contains: "Eliminar empresa" },
  { path: "/empresa/1/equipo/nuevo", expect: editor("/empresa/1/equipo/nuevo"), contains: "Agregar persona" },
  {
    path: "/empresa/1/equipo/nuevo",
    method: "POST",
    body: { first_name: "" },
    expect: editor("/empresa/1/equipo/nuevo", 400),
  },
  { path: "/empresa/1/equipo/999999/quitar", expect: editor("/empresa/1/equipo/999999/quitar", 404) },
  { path: "/empresa/1/indicadores/nuevo", expect: editor("/empresa/1/indicadores/nuevo"), contains: "Crear indicador" },
  {
    path: "/empresa/1/indicadores/nuevo",
    method: "POST",
    body: { name: "" },
    expect: editor("/empresa/1/indicadores/nuevo", 400),
  },
  { path: "/empresa/1/indicadores/1/eliminar", expect: editor("/empresa/1/indicadores/1/eliminar") },
  { path: "/empresa/1/indicadores/1/valores", expect: readers("/empresa/1/indicadores/1/valores") },
  {
    path: "/empresa/1/indicadores/1/valores",
    method: "POST",
    body: { intent: "create" },
    expect: editor("/empresa/1/indicadores/1/valores", 400),
  },
  { path: "/dashboard", expect: { ...same(200), anonymous: login("/dashboard") }, contains: "dashboard" },
  { path: "/dashboard/1", expect: readers("/dashboard/1"), contains: "Ventas semanales" },
  {
    path: "/dashboard/1/reporte",
    expect: { ...readers("/dashboard/1/reporte"), mentor: 403 },
  },
];
