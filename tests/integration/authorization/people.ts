// Authorization rows of the people area (issue 3): staff, entrepreneurs, mentors and their dialogs.
// banco@demo.test (otherInstitution) sees its own lists, but never Incubadora Demo's people by name.
import { login, same, to, type Expected, type Role, type Row } from "./table";

/** Institution administrators only (each sees their own institution). */
const admins = (path: string): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 403,
  mentor: 403,
  institution: 200,
  otherInstitution: 200,
});

/** A person of Incubadora Demo by username: its administrator only; another institution's gets 404. */
const demoPerson = (path: string): Record<Role, Expected> => ({ ...admins(path), otherInstitution: 404 });

export const peopleRows: Row[] = [
  { path: "/funcionarios", expect: admins("/funcionarios"), contains: "Funcionarios" },
  // A page past the end goes back to page 1.
  {
    path: "/funcionarios?page=99",
    expect: {
      ...admins("/funcionarios?page=99"),
      institution: to("/funcionarios"),
      otherInstitution: to("/funcionarios"),
    },
  },
  { path: "/funcionarios/new", expect: admins("/funcionarios/new"), contains: "Invitar funcionario" },
  {
    path: "/funcionarios/new",
    method: "POST",
    body: { first_name: "", last_name: "", funcionario: "no-es-email" },
    expect: { ...admins("/funcionarios/new"), institution: 400, otherInstitution: 400 },
  },
  {
    path: "/funcionarios/funcionarios/file/new",
    expect: admins("/funcionarios/funcionarios/file/new"),
    contains: "email;nombre;apellido",
  },
  {
    path: "/user/users",
    expect: { ...admins("/user/users"), entrepreneur: 200 },
    contains: "Emprendedores",
  },
  { path: "/user/users?q=ana", expect: { ...admins("/user/users?q=ana"), entrepreneur: 200 } },
  {
    path: "/user/users?q=ana&page=99",
    expect: { ...same(to("/user/users?q=ana")), anonymous: login("/user/users?q=ana&page=99"), mentor: 403 },
  },
  { path: "/users", expect: same(to("/user/users")) },
  { path: "/users?page=2&q=a", expect: same(to("/user/users?page=2&q=a")) },
  { path: "/users/new", expect: admins("/users/new"), contains: "Invitar emprendedor" },
  { path: "/users/file/new", expect: admins("/users/file/new"), contains: "Invitar emprendedores" },
  { path: "/users/users/file/new", expect: same(to("/users/file/new")) },
  {
    path: "/users/emprendedor/desactivar",
    expect: demoPerson("/users/emprendedor/desactivar"),
    contains: "¿Está seguro de que desea eliminar a",
  },
  {
    path: "/users/nadie-existe/desactivar",
    expect: { ...demoPerson("/users/nadie-existe/desactivar"), institution: 404 },
  },
  // A mentor is not an entrepreneur: no deactivation page for them here.
  { path: "/users/mentor/desactivar", expect: { ...demoPerson("/users/mentor/desactivar"), institution: 404 } },
  // Not destructive: the administrator's own deactivation (and banco@'s refused one) are in people.test.ts.
  {
    path: "/users/nadie-existe/desactivar",
    method: "POST",
    expect: { ...demoPerson("/users/nadie-existe/desactivar"), institution: 404 },
  },
  { path: "/mentors", expect: admins("/mentors"), contains: "Mentores" },
  { path: "/mentors?q=a", expect: admins("/mentors?q=a") },
  {
    path: "/mentors?page=99",
    expect: { ...admins("/mentors?page=99"), institution: to("/mentors"), otherInstitution: to("/mentors") },
  },
  { path: "/mentors/new", expect: admins("/mentors/new"), contains: "Invitar mentor" },
  { path: "/mentors/file/new", expect: admins("/mentors/file/new"), contains: "Invitar mentores" },
  { path: "/mentors/mentor/resenas", expect: demoPerson("/mentors/mentor/resenas"), contains: "Reseñas" },
  { path: "/mentors/emprendedor/resenas", expect: { ...demoPerson("/mentors/emprendedor/resenas"), institution: 404 } },
  {
    path: "/mentors/mentor/eliminar",
    expect: demoPerson("/mentors/mentor/eliminar"),
    contains: "¿Está seguro de que desea eliminar a",
  },
];
