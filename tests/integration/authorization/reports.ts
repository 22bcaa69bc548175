// Authorization rows of the reports area (issue 13). Program 1 is "Programa de Incubación 2026" of Incubadora
// Demo: only its institution's administrator reads its control panel and exports; banco@ (another institution)
// gets the API's 403 for it, and its own (empty) panel. The mentor's 'Mi dashboard' is theirs alone.
import { login, same, to, type Expected, type Role, type Row } from "./table";

/** Institution administrators only. */
const admins = (path: string, other: Expected = 200): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 403,
  mentor: 403,
  institution: 200,
  otherInstitution: other,
});

const RANGE = "inicio=2020-01-01&fin=2100-12-31";
const exportOf = (kind: string) => `/reports/resumen-entidad-por-programa/descargar/${kind}?programa=1&${RANGE}`;
const mine = "/user/dashboard/mentor/reports/resumen-por-programa";

export const reportRows: Row[] = [
  {
    path: "/reports",
    expect: {
      ...same(403),
      anonymous: login("/reports"),
      institution: to("/reports/resumen-entidad-por-programa"),
      otherInstitution: to("/reports/resumen-entidad-por-programa"),
    },
  },
  {
    path: "/reports/resumen-entidad-por-programa",
    expect: admins("/reports/resumen-entidad-por-programa"),
    contains: "Tablero de control programas",
  },
  {
    path: "/reports/resumen-entidad-por-programa?programa=1",
    expect: admins("/reports/resumen-entidad-por-programa?programa=1", 403),
    contains: "Total de fundadores",
  },
  {
    path: `/reports/resumen-entidad-por-programa?programa=1&${RANGE}&mentor=2`,
    expect: admins(`/reports/resumen-entidad-por-programa?programa=1&${RANGE}&mentor=2`, 403),
    contains: "Reporte de encuestas",
  },
  ...["programa", "emprendedores", "encuestas"].map((kind) => ({
    path: exportOf(kind),
    expect: admins(exportOf(kind), 403),
  })),
  {
    path: "/reports/resumen-entidad-por-programa/descargar/otro?programa=1",
    expect: {
      ...admins("/reports/resumen-entidad-por-programa/descargar/otro?programa=1"),
      institution: 404,
      otherInstitution: 404,
    },
  },
  {
    path: "/reports/resumen-entidad-por-programa/descargar/programa?programa=1",
    expect: {
      ...admins("/reports/resumen-entidad-por-programa/descargar/programa?programa=1"),
      institution: to("/reports/resumen-entidad-por-programa?programa=1"),
      otherInstitution: to("/reports/resumen-entidad-por-programa?programa=1"),
    },
  },
  {
    path: mine,
    expect: { ...same(403), anonymous: login(mine), mentor: 200 },
    contains: "Mi dashboard",
  },
  {
    path: "/user/dashboard/emprendedor/reports/resumen-por-programa",
    expect: { ...same(403), anonymous: login("/user/dashboard/emprendedor/reports/resumen-por-programa") },
  },
];
