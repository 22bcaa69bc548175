// Authorization rows of the programs area (issue 4): the list, the create/edit form, the delete
// confirmation and the detail. The seed's program 1 is "Programa de Incubación 2026" of Incubadora Demo
// (emprendedor@ takes part, mentor@ mentors its tools), program 2 "Aceleración Digital" (mentor@ only).
// banco@demo.test (otherInstitution) gets the API's 403 on every program of Incubadora Demo.
// No row deletes or changes a seeded program: the mutations are invalid forms or unknown ids.
import { login, type Expected, type Role, type Row } from "./table";

/** Institution administrators only (each sees their own institution's programs). */
const admins = (path: string): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 403,
  mentor: 403,
  institution: 200,
  otherInstitution: 200,
});

/** Incubadora Demo's program: its administrator only; another institution's administrator gets 403. */
const demoProgramAdmin = (path: string): Record<Role, Expected> => ({ ...admins(path), otherInstitution: 403 });

export const programRows: Row[] = [
  { path: "/programs", expect: admins("/programs"), contains: "Buscar programas" },
  { path: "/programs?q=incub", expect: admins("/programs?q=incub") },
  { path: "/programs/programs/new", expect: admins("/programs/programs/new"), contains: "Registrar nuevo programa" },
  {
    path: "/programs/programs/new",
    method: "POST",
    body: { nombre: "", descripcion: "" },
    expect: { ...admins("/programs/programs/new"), institution: 400, otherInstitution: 400 },
  },
  {
    path: "/programs/programs/1",
    expect: {
      anonymous: login("/programs/programs/1"),
      entrepreneur: 200,
      mentor: 200,
      institution: 200,
      otherInstitution: 403,
    },
    contains: "Programa de Incubación 2026",
  },
  {
    // One entrepreneur's report (issue 33): institution users only; the API's 404 for an unknown person.
    path: "/programs/programs/1/emprendedor/999999/reporte",
    expect: {
      anonymous: login("/programs/programs/1/emprendedor/999999/reporte"),
      entrepreneur: 403,
      mentor: 403,
      institution: 404,
      otherInstitution: 404,
    },
  },
  {
    path: "/programs/programs/2?q=a",
    expect: {
      anonymous: login("/programs/programs/2?q=a"),
      entrepreneur: 403,
      mentor: 200,
      institution: 200,
      otherInstitution: 403,
    },
    contains: "Aceleración Digital",
  },
  {
    path: "/programs/programs/999999",
    expect: {
      anonymous: login("/programs/programs/999999"),
      entrepreneur: 404,
      mentor: 404,
      institution: 404,
      otherInstitution: 404,
    },
  },
  {
    path: "/programs/programs/1/edit",
    expect: demoProgramAdmin("/programs/programs/1/edit"),
    contains: "Editar programa",
  },
  {
    path: "/programs/programs/1/edit",
    method: "POST",
    body: { nombre: "", descripcion: "" },
    expect: { ...demoProgramAdmin("/programs/programs/1/edit"), institution: 400 },
  },
  {
    path: "/programs/programs/1/eliminar",
    expect: demoProgramAdmin("/programs/programs/1/eliminar"),
    contains: "¿Está seguro de que desea eliminar el programa Programa de Incubación 2026?",
  },
  {
    path: "/programs/programs/999999/eliminar",
    method: "POST",
    expect: {
      anonymous: login("/programs/programs/999999/eliminar"),
      entrepreneur: 403,
      mentor: 403,
      institution: 404,
      otherInstitution: 404,
    },
  },
];
