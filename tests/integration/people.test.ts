// The people screens without JavaScript: invite one, bulk invite by file, deactivate, read-only lists,
// the mentors list (core spec › Screens and routes, core spec › Validation rules, core spec › Error catalogue, core spec › Business constants and limits; second spec › Screens and routes, second spec › Validation rules).
import { describe, expect, test } from "vitest";
import {
  DEMO,
  fieldErrors,
  flashText,
  formErrors,
  mailsTo,
  textOf,
  uniqueEmail,
  useTestWorker,
  type Browser,
} from "./harness";

const worker = useTestWorker();

const TOO_LARGE = "El archivo es muy grande, por favor seleccione un archivo con menos de 15 líneas";

/** A multipart post with one file in `file_users`, as the no-JS form sends it. */
function postFile(b: Browser, path: string, text: string, name = "lista.csv"): Promise<Response> {
  const form = new FormData();
  form.set("file_users", new File([text], name, { type: "text/csv" }));
  return b.request(path, { method: "POST", body: form });
}

async function usernameOf(email: string): Promise<string> {
  const [row] = await worker.sql<{ username: string }>("SELECT username FROM usuarios WHERE email = ?", email);
  if (!row) throw new Error(`no user ${email}`);
  return row.username;
}

describe("staff (/funcionarios)", () => {
  test("lists the staff with their state and offers the invite, bulk invite and back links", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get("/funcionarios")).text();
    const text = textOf(html);
    expect(text).toContain("Funcionarios");
    expect(text).toContain("entidad@demo.test");
    expect(html).toContain('href="/funcionarios/new"');
    expect(html).toContain('href="/funcionarios/funcionarios/file/new"');
    expect(html).toContain('href="/institution"');
  });

  test("invites one staff member: flash, e-mail in the outbox, listed as pending", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const email = uniqueEmail("funcionario");
    const response = await b.formPost("/funcionarios/new", {
      first_name: "Nora",
      last_name: "Funcionaria",
      funcionario: email.toUpperCase(),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/funcionarios");
    const list = await (await b.follow(response)).text();
    expect(flashText(list)).toContain(
      "Usuario creado correctamente: Se ha enviado un correo electrónico al invitado para que complete su perfil",
    );
    expect((await mailsTo(b, email)).length).toBeGreaterThan(0);
  });

  test("checks the fields with the spec's messages and keeps what was typed", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.formPost("/funcionarios/new", { first_name: "Ana", last_name: "", funcionario: "no" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "funcionario")).toEqual(["Por favor ingrese un email válido!"]);
    expect(fieldErrors(html, "last_name").length).toBe(1);
    expect(html).toContain('value="Ana"');
  });
});

describe("entrepreneurs (/user/users, /users)", () => {
  test("/users redirects to /user/users keeping the query; the title is the entrepreneur term", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const redirect = await b.get("/users?q=laura");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/user/users?q=laura");
    const html = await (await b.follow(redirect)).text();
    expect(html).toMatch(/<h1[^>]*>Emprendedores<\/h1>/);
    expect(textOf(html)).toContain("Laura");
    expect(html).toContain('href="/users/new"');
    expect(html).toContain('href="/users/emprendedor/desactivar"');
  });

  test("invites one entrepreneur with the spec's success message", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const email = uniqueEmail("emprendedor");
    const response = await b.formPost("/users/new", { first_name: "Eva", last_name: "Nueva", emprendedor: email });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/user/users");
    expect(flashText(await (await b.follow(response)).text())).toContain(
      "Te enviaremos un correo con el status de invitaciones",
    );
    expect((await mailsTo(b, email)).length).toBeGreaterThan(0);
  });

  test("entrepreneurs of the institution see the list read-only", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const response = await b.get("/user/users");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Emprendedores<\/h1>/);
    expect(html).not.toContain('href="/users/new"');
    expect(html).not.toContain('href="/users/file/new"');
    expect(html).not.toContain("/desactivar");
    expect((await b.get("/users/new")).status).toBe(403);
  });

  test("deactivates a freshly invited entrepreneur after a confirmation step", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const email = uniqueEmail("baja");
    expect(
      (await b.formPost("/users/new", { first_name: "Baja", last_name: "Prueba", emprendedor: email })).status,
    ).toBe(302);
    const username = await usernameOf(email);
    const confirm = await b.get(`/users/${username}/desactivar`);
    expect(confirm.status).toBe(200);
    const page = textOf(await confirm.text());
    expect(page).toContain("¿Está seguro de que desea eliminar a Baja Prueba?");

    // Another institution's administrator cannot deactivate Incubadora Demo's people.
    const banco = await worker.browserAs(DEMO.otherInstitution);
    expect((await banco.formPost(`/users/${username}/desactivar`, {})).status).toBe(404);

    const done = await b.formPost(`/users/${username}/desactivar`, {});
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/user/users");
    expect(flashText(await (await b.follow(done)).text())).toContain("Usuario eliminado correctamente");
    const [row] = await worker.sql<{ is_active: number }>("SELECT is_active FROM usuarios WHERE email = ?", email);
    expect(row?.is_active).toBe(0);
  });
});

describe("bulk invite by file", () => {
  test("invites the valid lines, reports the bad ones, and the result survives a reload", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const good1 = uniqueEmail("lista");
    const good2 = uniqueEmail("lista");
    const file = [
      "email;nombre;apellido",
      `${good1.toUpperCase()};Uno;Lista`,
      "sin-arroba;Dos;Lista",
      `${good2};Tres`,
      `${good2};Tres;Lista`,
    ].join("\n");
    const response = await postFile(b, "/users/file/new", file);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/users/file/new?resultado=1");
    const html = await (await b.follow(response)).text();
    const text = textOf(html);
    expect(flashText(html)).toContain("Te enviaremos un correo con el status de invitaciones");
    expect(text).toContain(good1);
    expect(text).toContain(good2);
    expect(text).toContain("sin-arroba;Dos;Lista");
    expect(text).toContain("El email no es válido");
    expect(text).toContain("La línea no tiene los 3 campos");
    expect((await mailsTo(b, good1)).length).toBeGreaterThan(0);
    expect((await mailsTo(b, good2)).length).toBeGreaterThan(0);
    // A reload shows the same result and sends nothing again.
    const before = await worker.outboxCount();
    const again = textOf(await (await b.get("/users/file/new?resultado=1")).text());
    expect(again).toContain(good1);
    expect(await worker.outboxCount()).toBe(before);
  });

  test("refuses a file of more than 15 lines with the spec's message, without calling the API", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const lines = ["email;nombre;apellido"];
    // 16 lines in the file, header included.
    for (let i = 0; i < 15; i++) lines.push(`${uniqueEmail("grande")};N${i};Apellido`);
    const before = await worker.outboxCount();
    for (const path of ["/users/file/new", "/funcionarios/funcionarios/file/new", "/mentors/file/new"]) {
      const response = await postFile(b, path, lines.join("\n"));
      expect(response.status, path).toBe(400);
      expect(fieldErrors(await response.text(), "file_users"), path).toEqual([TOO_LARGE]);
    }
    expect(await worker.outboxCount()).toBe(before);
  });

  test("a missing file gets the required message", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.request("/mentors/file/new", { method: "POST", body: new FormData() });
    expect(response.status).toBe(400);
    expect(fieldErrors(await response.text(), "file_users")).toEqual([
      "Por favor cargue un archivo con la lista de mentores!",
    ]);
  });

  test("staff bulk invite works the same way", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const email = uniqueEmail("staff-lista");
    const response = await postFile(
      b,
      "/funcionarios/funcionarios/file/new",
      `email;nombre;apellido\n${email};Fu;Lista`,
    );
    expect(response.status).toBe(302);
    const text = textOf(await (await b.follow(response)).text());
    expect(text).toContain(email);
    expect(text).toContain("Invitado");
  });

  test("/users/users/file/new redirects to /users/file/new", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.get("/users/users/file/new");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/users/file/new");
  });
});

/** Links to people's profiles on a page, the administrator's own 'Mi perfil' left out. */
function profileLinks(html: string): number {
  return (html.match(/href="\/user\/[^"/]+"/g) ?? []).filter((h) => h !== 'href="/user/entidad"').length;
}

describe("mentors (/mentors)", () => {
  test("cards link to the profile, show rating with 2 decimals, sessions, reviews and remove links", async () => {
    const b = await worker.browserAs(DEMO.institution);
    // The demo mentor, Carlos Rodríguez, is on page 2 (sorted by last name): found by name.
    const html = await (await b.get("/mentors?q=Carlos")).text();
    expect(html).toMatch(/<h1[^>]*>Mentores<\/h1>/);
    expect(html).toContain('href="/user/mentor"');
    expect(html).toContain('href="/mentors/mentor/resenas"');
    expect(html).toContain('href="/mentors/mentor/eliminar"');
    expect(textOf(html)).toMatch(/Calificación: \d\.\d\d de 5/);
    expect(textOf(html)).toMatch(/Sesiones: \d+/);
  });

  test("paginates 15 per page and searches by name", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const first = await (await b.get("/mentors")).text();
    expect(profileLinks(first)).toBe(15);
    expect(first).toContain('href="/mentors?page=2"');
    const second = await b.get("/mentors?page=2");
    expect(second.status).toBe(200);
    expect(profileLinks(await second.text())).toBeGreaterThan(0);

    const [mentor] = await worker.sql<{ first_name: string }>(
      "SELECT first_name FROM usuarios WHERE email = ?",
      DEMO.mentor,
    );
    const search = await (await b.get(`/mentors?q=${encodeURIComponent(mentor!.first_name)}`)).text();
    expect(search).toContain('href="/user/mentor"');
    expect(profileLinks(search)).toBeLessThan(15);
  });

  test("the reviews dialog lists the mentor's reviews", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.get("/mentors/mentor/resenas");
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain("Reseñas");
    expect(text).toMatch(/\d de 5/);
  });

  test("invites one mentor with the spec's messages", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const invalid = await b.formPost("/mentors/new", { first_name: "", last_name: "", mentor: "x" });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(fieldErrors(html, "first_name")).toEqual(["Por favor ingrese el nombre del mentor!"]);
    expect(fieldErrors(html, "last_name")).toEqual(["Por favor ingrese el apellido del mentor!"]);
    expect(fieldErrors(html, "mentor")).toEqual(["Por favor ingrese un email válido!"]);
    expect(formErrors(html)).toEqual([]);

    const email = uniqueEmail("mentor");
    const ok = await b.formPost("/mentors/new", { first_name: "Mía", last_name: "Mentora", mentor: email });
    expect(ok.status).toBe(302);
    expect(flashText(await (await b.follow(ok)).text())).toContain("Usuario creado correctamente");
  });
});
