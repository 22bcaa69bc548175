// Authorization rows of issue 15: the public pages and the help centre (everyone), the legacy /table,
// /checkbox and /rating (signed in), and the forum (signed-in users; deletes for authors only).
// On the table's fresh database the forum's seeded posts are ids 1 (by mentor@), 2 (by emprendedor@) and
// 3 (by entidad@); comment 1 (by emprendedor@) is on post 1.
import { login, same, to, type Row } from "./table";

const home = {
  entrepreneur: to("/user"),
  mentor: to("/user"),
  institution: to("/institution"),
  otherInstitution: to("/institution"),
};

const everyone = (path: string, contains: string): Row => ({ path, expect: same(200), contains });
const signedIn = (path: string, status: number, contains?: string): Row => ({
  path,
  expect: { ...same(status), anonymous: login(path) },
  ...(contains ? { contains } : {}),
});

export const publicRows: Row[] = [
  everyone("/software-para-aceleradoras", "Software para incubadoras y aceleradoras"),
  everyone("/escuela-juntas", "Escuela de Juntas Directivas"),
  everyone("/bootcamp", "Bootcamp para startups"),
  everyone("/juntas-asesoras", "Juntas asesoras para startups"),
  everyone("/gracias", "Ya tenemos tus datos de contacto"),
  everyone("/gracias-escuela-juntas", "Escuela de Juntas Directivas"),
  everyone("/gracias-juntas-asesoras", "Recibimos tus datos de contacto"),
  everyone("/terminos-y-condiciones", "Conoce nuestros términos y condiciones"),
  everyone("/politica-privacidad", "Política de privacidad"),
  everyone("/accesibilidad", "Declaración de accesibilidad"),
  everyone("/centro-soporte", "Cómo podemos ayudarte?"),
  everyone("/centro-soporte?q=zzqxw", "No se encontraron artículos para tu búsqueda"),
  everyone("/videos-soporte", "Videos de soporte"),
  // A contact form with nothing in it: 400 with the messages for everyone (nothing stored).
  { path: "/juntas-asesoras", method: "POST", body: { intent: "contacto" }, expect: same(400) },
  { path: "/table", expect: { anonymous: login("/table"), ...home } },
  { path: "/checkbox", expect: { anonymous: login("/checkbox"), ...home } },
  { path: "/rating", expect: { anonymous: login("/rating"), ...home } },
];

export const forumRows: Row[] = [
  signedIn("/posts", 200, "Foro"),
  signedIn("/posts?page=2", 404),
  signedIn("/posts/1", 200, "¡Bienvenidos al foro!"),
  signedIn("/posts/999999", 404),
  {
    path: "/posts/1/eliminar",
    expect: { ...same(403), anonymous: login("/posts/1/eliminar"), mentor: 200 },
    contains: "¿Seguro que quieres eliminar tu post?",
  },
  {
    path: "/posts/1/comentarios/1/eliminar",
    expect: { ...same(403), anonymous: login("/posts/1/comentarios/1/eliminar"), entrepreneur: 200 },
  },
  {
    path: "/posts/1/comentarios/999/eliminar",
    expect: { ...same(404), anonymous: login("/posts/1/comentarios/999/eliminar") },
  },
  // An empty post: the spec's message (400) for every signed-in user.
  {
    path: "/posts",
    method: "POST",
    body: { intent: "crear", contenido: "" },
    expect: { ...same(400), anonymous: login("/posts") },
  },
];
