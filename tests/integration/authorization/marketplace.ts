// Authorization rows of the marketplace (issue 14). The list and the payment result pages are open to
// everyone (visitors in the public frame); booking needs an individual user (entrepreneurs and mentors),
// so institution administrators get 403. `valeria.quintero` is the first seeded marketplace mentor.
// Editing a marketplace session (/editar-mentoria): nothing is seeded (bookings are made by the tests of
// ../marketplace-edit.test.ts, which cover the buyer, the mentor and others); here an unknown session, and a
// program session, which goes to its own /editar for whoever may see it.
import { login, same, slugOf, to, type Row } from "./table";

const BOOK = "/marketplace/valeria.quintero/reservar";
const buyersOnly = (path: string, buyers: number): Row["expect"] => ({
  anonymous: login(path),
  entrepreneur: buyers,
  mentor: buyers,
  institution: 403,
  otherInstitution: 403,
});

const EDIT_UNKNOWN = "/calendar/evento/no-existe/editar-mentoria";
const PROGRAM_EDIT = `/calendar/evento/${slugOf("financeNext")}/editar`;
const EDIT_PROGRAM = `/calendar/evento/${slugOf("financeNext")}/editar-mentoria`;
const signedIn = (path: string, status: number): Row["expect"] => ({
  anonymous: login(path),
  entrepreneur: status,
  mentor: status,
  institution: status,
  otherInstitution: status,
});

export const marketplaceRows: Row[] = [
  { path: "/marketplace", expect: same(200), contains: "Encuentra tu mentor" },
  { path: "/marketplace?sort=price&price=80&rating=3&skill=1&skill=2", expect: same(200) },
  // Unknown values are ignored rather than refused.
  { path: "/marketplace?sort=x&price=7&rating=9&skill=abc", expect: same(200) },
  { path: "/marketplace?page=2", expect: same(200) },
  { path: "/marketplace?page=99", expect: same(404) },
  // Closing the first-visit instructions (sets the cookie `f`) returns to the list.
  {
    path: "/marketplace",
    method: "POST",
    body: { back: "/marketplace?page=2" },
    expect: same(to("/marketplace?page=2")),
  },
  { path: "/marketplace", method: "POST", body: { back: "https://evil.test/" }, expect: same(to("/marketplace")) },
  { path: BOOK, expect: buyersOnly(BOOK, 200), contains: "Reservar con Valeria Quintero" },
  { path: `${BOOK}?fecha=2099-01-05`, expect: buyersOnly(`${BOOK}?fecha=2099-01-05`, 200) },
  { path: "/marketplace/no-existe/reservar", expect: buyersOnly("/marketplace/no-existe/reservar", 404) },
  { path: BOOK, method: "POST", expect: buyersOnly(BOOK, 400) },
  {
    path: "/sesion-programada",
    expect: same(200),
    contains: "Felicidades! Tu mentoría ha sido programada exitosamente",
  },
  { path: "/sesion-no", expect: same(200), contains: "Error al procesar el pago, vuelve a intentarlo" },
  { path: EDIT_UNKNOWN, expect: signedIn(EDIT_UNKNOWN, 404) },
  { path: EDIT_UNKNOWN, method: "POST", expect: signedIn(EDIT_UNKNOWN, 404) },
  {
    path: EDIT_PROGRAM,
    expect: {
      anonymous: login(EDIT_PROGRAM),
      entrepreneur: to(PROGRAM_EDIT),
      mentor: to(PROGRAM_EDIT),
      institution: to(PROGRAM_EDIT),
      otherInstitution: 403,
    },
  },
];
