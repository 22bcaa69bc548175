// Authorization rows of the institution area (issue 3). `/institution` itself is a core row.
// An administrator only ever reaches their own institution (the pages take no institution id), so
// banco@demo.test gets the same pages about Banco Aliado; the API refuses other ids (local-api tests).
import { login, same, type Row } from "./table";

const institutionOnly = (path: string) => ({
  anonymous: login(path),
  entrepreneur: 403,
  mentor: 403,
  institution: 200,
  otherInstitution: 200,
});

export const institutionRows: Row[] = [
  { path: "/institution/edit", expect: institutionOnly("/institution/edit"), contains: "Editar entidad" },
  {
    path: "/institution/integraciones",
    expect: institutionOnly("/institution/integraciones"),
    contains: "Requerimientos de integración",
  },
  { path: "/integraciones", expect: institutionOnly("/integraciones"), contains: "Requerimientos de integración" },
  { path: "/institutions/new", expect: institutionOnly("/institutions/new"), contains: "Registro Empresas" },
  { path: "/soporte", expect: { ...same(200), anonymous: login("/soporte") }, contains: "Agrega un ticket" },
  // Empty posts: the form comes back with its messages (400) for those allowed, nothing reaches the API.
  {
    path: "/institution/edit",
    method: "POST",
    expect: { ...institutionOnly("/institution/edit"), institution: 400, otherInstitution: 400 },
  },
  {
    path: "/integraciones",
    method: "POST",
    expect: { ...institutionOnly("/integraciones"), institution: 400, otherInstitution: 400 },
  },
  {
    path: "/institutions/new",
    method: "POST",
    expect: { ...institutionOnly("/institutions/new"), institution: 400, otherInstitution: 400 },
  },
  { path: "/soporte", method: "POST", expect: { ...same(400), anonymous: login("/soporte") } },
];
