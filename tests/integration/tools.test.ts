// The tool screens without JavaScript (core spec › Screens and routes "Programs and tools", core spec › Validation rules "Tool create or edit", core spec › Roles and permissions, core spec › Error catalogue):
// an institution administrator creates, edits and deletes a tool; mentors and entrepreneurs only read, and
// the server refuses their writes. Tests share the database: each creates its own tools with unique names.
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, flashText, formErrors, textOf, useTestWorker, shownErrors } from "./harness";

const worker = useTestWorker();

const PROGRAM = "Programa de Incubación 2026";
const LIST = "/programs/programs/mentorships";
const TOOL = "/programs/programs/mentorships/mentorships";

let counter = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

async function one<T>(query: string, ...params: unknown[]): Promise<T> {
  const [row] = await worker.sql<T>(query, ...params);
  if (!row) throw new Error(`no row for ${query}`);
  return row;
}
const programId = async (nombre = PROGRAM) =>
  (await one<{ id: number }>("SELECT id FROM programas WHERE nombre = ? ORDER BY id LIMIT 1", nombre)).id;
const userId = async (email: string) =>
  (await one<{ id: number }>("SELECT id FROM usuarios WHERE email = ?", email)).id;
const toolIdOf = async (nombre: string) => {
  const rows = await worker.sql<{ id: number }>("SELECT id FROM mentorias WHERE nombre = ?", nombre);
  return rows[0]?.id ?? null;
};

/** Creates a tool through the form as entidad@demo.test and returns its id. */
async function createTool(nombre: string): Promise<{ pid: number; id: number }> {
  const b = await worker.browserAs(DEMO.institution);
  const pid = await programId();
  const mentor = String(await userId(DEMO.mentor));
  const response = await b.formPost(`${LIST}/new/${pid}`, {
    nombre,
    tipo: "Taller",
    descripcion: "Taller de prueba",
    mentor,
  });
  expect(response.status).toBe(302);
  const id = await toolIdOf(nombre);
  if (!id) throw new Error("tool not created");
  return { pid, id };
}

describe("bad list values", () => {
  test("mentor=-5 and mentor=abc show a message under the mentors' list, not a bare 400", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.formPost(`${LIST}/new/${await programId()}`, {
      nombre: uniqueName("Lista mala"),
      tipo: "Taller",
      mentor: ["-5", "abc"],
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "mentor")).toContain("El valor de este campo no es válido");
    expect(shownErrors(html)).toContain("El valor de este campo no es válido");
  });
});

describe("institution administrator", () => {
  test("the tools page lists the program's tools with View detail, edit, delete, 'Nueva herramienta' and Volver", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const pid = await programId();
    const response = await b.get(`${LIST}/${pid}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Herramientas");
    expect(text).toContain(PROGRAM);
    for (const name of ["Mentoría financiera", "Taller de ventas", "Comité de seguimiento"])
      expect(text).toContain(name);
    expect(text).toContain("Ver detalle");
    expect(text).toContain("Nueva herramienta");
    expect(html).toContain(`href="${LIST}/new/${pid}"`);
    expect(html).toContain(`href="/programs/programs/${pid}"`);
    const financial = await toolIdOf("Mentoría financiera");
    expect(html).toContain(`href="${TOOL}/${financial}/data"`);
    expect(html).toContain(`href="${LIST}/${pid}/${financial}/edit"`);
    expect(html).toContain(`href="${LIST}/${pid}/${financial}/eliminar"`);
    // Type and mentors' names on the card.
    expect(text).toContain("Mentoría");
    expect(text).toMatch(/Mentores: [^\n]*\w/);
  });

  test("a program without tools shows the spec's empty state", async () => {
    const entidad = await one<{ entidad_id: number }>("SELECT entidad_id FROM programas WHERE nombre = ?", PROGRAM);
    const nombre = uniqueName("Programa vacío");
    await worker.sql(
      "INSERT INTO programas (entidad_id, nombre, descripcion) VALUES (?, ?, '')",
      entidad.entidad_id,
      nombre,
    );
    const pid = await programId(nombre);
    const b = await worker.browserAs(DEMO.institution);
    const text = textOf(await (await b.get(`${LIST}/${pid}`)).text());
    expect(text).toContain("Este programa no tiene tipos de mentorias aún");
  });

  test("the create form offers the types and the institution's mentors; its rules give the spec's messages", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const pid = await programId();
    const page = await b.get(`${LIST}/new/${pid}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const tipo of [
      "Taller",
      "Mentoría",
      "Webinar",
      "Webcast",
      "Podcast",
      "Asesoría/Consultoría",
      "Comité directivo/Junta Asesora",
    ]) {
      expect(html).toContain(`value="${tipo}"`);
    }
    const mentor = String(await userId(DEMO.mentor));
    expect(html).toMatch(
      new RegExp(`<input[^>]*name="mentor"[^>]*value="${mentor}"|<input[^>]*value="${mentor}"[^>]*name="mentor"`),
    );

    const nombre = uniqueName("Sin mentores");
    const empty = await b.formPost(`${LIST}/new/${pid}`, { nombre, tipo: "", descripcion: "Algo" });
    expect(empty.status).toBe(400);
    const errors = await empty.text();
    expect(fieldErrors(errors, "mentor")).toEqual(["Por favor seleccione al menos un mentor"]);
    expect(fieldErrors(errors, "tipo")).toEqual(["Por favor seleccione el tipo de herramienta!"]);
    expect(errors).toContain(`value="${nombre}"`);
    expect(await toolIdOf(nombre)).toBeNull();

    const blank = await (
      await b.formPost(`${LIST}/new/${pid}`, { nombre: "", tipo: "Taller", descripcion: "", mentor })
    ).text();
    expect(fieldErrors(blank, "nombre").length).toBe(1);
    expect(fieldErrors(blank, "descripcion").length).toBe(1);
  });

  test("a create the API rejects shows the server's error and keeps the values", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const pid = await programId();
    // An entrepreneur is not one of the institution's mentors.
    const nombre = uniqueName("Mentor equivocado");
    const response = await b.formPost(`${LIST}/new/${pid}`, {
      nombre,
      tipo: "Mentoría",
      descripcion: "x",
      mentor: String(await userId(DEMO.entrepreneur)),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "mentor").length).toBe(1);
    expect(html).toContain(`value="${nombre}"`);
    expect(await toolIdOf(nombre)).toBeNull();
  });

  test("creates a Taller with one mentor, edits it and deletes it after a confirmation", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const pid = await programId();
    const mentor = String(await userId(DEMO.mentor));
    const nombre = uniqueName("Taller de pitch");

    const created = await b.formPost(`${LIST}/new/${pid}`, {
      nombre,
      tipo: "Taller",
      descripcion: "Preparar el pitch para inversionistas",
      mentor,
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`${LIST}/${pid}`);
    const list = await (await b.follow(created)).text();
    expect(flashText(list)).toContain("Herramienta creada exitosamente");
    expect(textOf(list)).toContain(nombre);
    const id = (await toolIdOf(nombre))!;
    expect(id).toBeTruthy();
    const mentors = await worker.sql<{ user_id: number }>(
      "SELECT user_id FROM mentoria_mentores WHERE mentoria_id = ?",
      id,
    );
    expect(mentors.map((m) => String(m.user_id))).toEqual([mentor]);

    // Detail page: name, type, description, program link, mentor card, sessions' empty state.
    const detail = await (await b.get(`${TOOL}/${id}/data`)).text();
    const detailText = textOf(detail);
    expect(detailText).toContain(nombre);
    expect(detailText).toContain("Taller");
    expect(detailText).toContain("Preparar el pitch para inversionistas");
    expect(detail).toContain(`href="/programs/programs/${pid}"`);
    expect(detail).toContain(`href="${TOOL}/${id}/mentors/mentor/data"`);
    expect(detailText).toContain("Esta herramienta aún no tiene sesiones");

    // Edit: the form comes with the values; the change is saved.
    const editPath = `${LIST}/${pid}/${id}/edit`;
    const form = await (await b.get(editPath)).text();
    expect(form).toContain(`value="${nombre}"`);
    expect(form).toMatch(
      new RegExp(`<input[^>]*value="${mentor}"[^>]*checked|<input[^>]*checked[^>]*value="${mentor}"`),
    );
    const renamed = `${nombre} (editado)`;
    const edited = await b.formPost(editPath, {
      nombre: renamed,
      tipo: "Webinar",
      descripcion: "Nueva descripción",
      mentor,
    });
    expect(edited.status).toBe(302);
    expect(edited.headers.get("Location")).toBe(`${LIST}/${pid}`);
    const afterEdit = await (await b.follow(edited)).text();
    expect(flashText(afterEdit)).toContain("La herramienta ha sido editado exitosamente");
    expect(textOf(afterEdit)).toContain(renamed);
    expect((await one<{ tipo: string }>("SELECT tipo FROM mentorias WHERE id = ?", id)).tipo).toBe("Webinar");

    // Delete: a confirmation step, then the flash.
    const deletePath = `${LIST}/${pid}/${id}/eliminar`;
    const confirm = textOf(await (await b.get(deletePath)).text());
    expect(confirm).toContain("¿Está seguro");
    expect(confirm).toContain(renamed);
    const deleted = await b.formPost(deletePath, {});
    expect(deleted.status).toBe(302);
    const afterDelete = await (await b.follow(deleted)).text();
    expect(flashText(afterDelete)).toContain("Mentoría eliminada correctamente");
    expect(await toolIdOf(renamed)).toBeNull();
  });

  test("an edit the API rejects keeps the values and says so", async () => {
    const { pid, id } = await createTool(uniqueName("Rechazo"));
    const b = await worker.browserAs(DEMO.institution);
    // An entrepreneur is not a mentor of the institution: the API refuses the body.
    const entrepreneur = String(await userId(DEMO.entrepreneur));
    const response = await b.formPost(`${LIST}/${pid}/${id}/edit`, {
      nombre: "Cambio rechazado",
      tipo: "Taller",
      descripcion: "x",
      mentor: entrepreneur,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(formErrors(html)).toContain("Error al crear la herramienta, por favor intente nuevamente");
    expect(html).toContain('value="Cambio rechazado"');
  });

  test("another institution's administrator gets 403 on the pages and the writes", async () => {
    const { pid, id } = await createTool(uniqueName("Ajena"));
    const banco = await worker.browserAs(DEMO.otherInstitution);
    expect((await banco.get(`${LIST}/${pid}`)).status).toBe(403);
    expect((await banco.get(`${TOOL}/${id}/data`)).status).toBe(403);
    expect((await banco.formPost(`${LIST}/${pid}/${id}/eliminar`, {})).status).toBe(403);
    expect(
      (await banco.formPost(`${LIST}/${pid}/${id}/edit`, { nombre: "x", tipo: "Taller", descripcion: "x" })).status,
    ).toBe(403);
    expect(await toolIdOf("x")).toBeNull();
    const still = await worker.sql("SELECT id FROM mentorias WHERE id = ?", id);
    expect(still.length).toBe(1);
  });
});

describe.each([
  ["mentor", DEMO.mentor],
  ["entrepreneur", DEMO.entrepreneur],
])("%s of the program", (_role, email) => {
  test("sees the tools with View detail only", async () => {
    const b = await worker.browserAs(email);
    const pid = await programId();
    const response = await b.get(`${LIST}/${pid}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Mentoría financiera");
    expect(text).toContain("Ver detalle");
    expect(text).not.toContain("Nueva herramienta");
    expect(html).not.toMatch(/\/(edit|eliminar)"/);
    expect(html).not.toContain(`${LIST}/new/`);
  });

  test("the server refuses the create, edit and delete actions", async () => {
    const { pid, id } = await createTool(uniqueName("Protegida"));
    const b = await worker.browserAs(email);
    const mentor = String(await userId(DEMO.mentor));
    const body = { nombre: "Intrusa", tipo: "Taller", descripcion: "x", mentor };
    expect((await b.get(`${LIST}/new/${pid}`)).status).toBe(403);
    expect((await b.formPost(`${LIST}/new/${pid}`, body)).status).toBe(403);
    expect((await b.formPost(`${LIST}/${pid}/${id}/edit`, body)).status).toBe(403);
    expect((await b.formPost(`${LIST}/${pid}/${id}/eliminar`, {})).status).toBe(403);
    expect(await toolIdOf("Intrusa")).toBeNull();
    expect((await worker.sql("SELECT id FROM mentorias WHERE id = ?", id)).length).toBe(1);
  });

  test("reads a tool's detail and its mentor's page; a person who is not its mentor is a 404", async () => {
    const b = await worker.browserAs(email);
    const id = (await toolIdOf("Mentoría financiera"))!;
    const detail = await b.get(`${TOOL}/${id}/data`);
    expect(detail.status).toBe(200);
    expect(textOf(await detail.text())).toContain("Mentoría financiera");
    const mentorPage = await b.get(`${TOOL}/${id}/mentors/mentor/data`);
    expect(mentorPage.status).toBe(200);
    const html = await mentorPage.text();
    expect(textOf(html)).toContain("Mentoría financiera");
    expect(html).toContain(`href="${TOOL}/${id}/data"`);
    expect((await b.get(`${TOOL}/${id}/mentors/emprendedor/data`)).status).toBe(404);
  });
});
