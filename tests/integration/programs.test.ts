// The program screens without JavaScript (issue 4; core spec › Screens and routes "Programs and tools", core spec › Validation rules "Program create",
// core spec › Error catalogue; second spec › Screens and routes "Program detail", "Programs list (institution)", second spec › Validation rules, second spec › Error catalogue, second spec › Business constants and limits): the list and its search,
// create with an image and two entrepreneurs, the name rule, edit, delete with confirmation, what mentors
// and entrepreneurs see and are refused, and the /user home cards.
import { describe, expect, test } from "vitest";
import {
  createAccount,
  DEMO,
  fieldErrors,
  flashText,
  input,
  tags,
  textOf,
  useTestWorker,
  type Browser,
  shownErrors,
} from "./harness";

const worker = useTestWorker();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const INCUBATION = "Programa de Incubación 2026";
const ACCELERATION = "Aceleración Digital";

/** A no-JS multipart form post (what a browser sends for encType="multipart/form-data"). */
async function multipartPost(b: Browser, path: string, fields: Record<string, string | string[] | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return b.request(path, { method: "POST", body, headers: { "Content-Type": encoded.headers.get("content-type")! } });
}

let counter = 0;
function uniqueName(label: string): string {
  counter += 1;
  return `${label} ${counter} ${Math.random().toString(36).slice(2, 8)}`;
}

async function programIdByName(nombre: string): Promise<number | null> {
  const [row] = await worker.sql<{ id: number }>("SELECT id FROM programas WHERE nombre = ?", nombre);
  return row?.id ?? null;
}

/** The values of the checkboxes named `name` in the form. */
function checkboxValues(html: string, name: string): { value: string; checked: boolean }[] {
  return tags(html, "input")
    .filter((a) => a.type === "checkbox" && a.name === name)
    .map((a) => ({ value: a.value!, checked: "checked" in a }));
}

/** Creates a program as entidad@ through the no-JS form; returns its id and name. */
async function createProgram(b: Browser, fields: Record<string, string | string[] | File> = {}) {
  const nombre = uniqueName("Programa de prueba");
  const response = await multipartPost(b, "/programs/programs/new", { nombre, descripcion: "Descripción", ...fields });
  expect(response.status).toBe(302);
  const id = await programIdByName(nombre);
  expect(id).not.toBeNull();
  return { id: id!, nombre, response };
}

describe("programs list (/programs)", () => {
  test("title, create and back links, the seeded programs as cards linking to their detail", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get("/programs")).text();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Programas<\/h1>/);
    expect(text).toContain("Crear programa");
    expect(html).toContain('href="/programs/programs/new"');
    expect(html).toContain('href="/institution"');
    expect(text).toContain("Buscar programas");
    const incubation = await programIdByName(INCUBATION);
    expect(html).toContain(`href="/programs/programs/${incubation}"`);
    expect(text).toContain(ACCELERATION);
  });

  test("the search box (GET q) keeps the matching programs only, accents ignored", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const text = textOf(await (await b.get("/programs?q=aceleracion")).text());
    expect(text).toContain(ACCELERATION);
    expect(text).not.toContain(INCUBATION);
    const none = textOf(await (await b.get("/programs?q=zzzz-ninguno")).text());
    expect(none).toContain("Ningún programa coincide con la búsqueda");
  });

  test("another institution's administrator sees their own (empty) list, never Incubadora Demo's", async () => {
    const b = await worker.browserAs(DEMO.otherInstitution);
    const text = textOf(await (await b.get("/programs")).text());
    expect(text).not.toContain(INCUBATION);
    expect(text).toContain("Aún no hay programas disponibles");
  });
});

describe("create (/programs/programs/new)", () => {
  test("bad list values (emprendedor=-5, emprendedor=abc) show a message on the page, not a bare 400", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.formPost("/programs/programs/new", { nombre: "Lista mala", emprendedor: ["-5", "abc"] });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(shownErrors(html)).toContain("El valor de este campo no es válido");
  });

  test("'Registrar nuevo programa' over the list, with the institution's staff and entrepreneurs to choose", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get("/programs/programs/new")).text();
    const text = textOf(html);
    expect(text).toContain("Registrar nuevo programa");
    expect(text).toContain("Programas"); // the list under it
    expect(tags(html, "form").some((f) => f.enctype === "multipart/form-data")).toBe(true);
    expect(input(html, "img_programa")?.accept).toBe("image/jpeg,image/png");
    expect(checkboxValues(html, "funcionario").length).toBeGreaterThan(0);
    // Every entrepreneur of the institution, across the API's pages (the seed has more than 15).
    const entrepreneurs = checkboxValues(html, "emprendedor");
    const [row] = await worker.sql<{ n: number }>(
      `SELECT count(*) AS n FROM entidad_miembros
       WHERE rol = 'emprendedor' AND entidad_id = (SELECT id FROM entidades WHERE razon_social = 'Incubadora Demo')`,
    );
    expect(row!.n).toBeGreaterThan(15);
    expect(entrepreneurs.length).toBe(row!.n);
  });

  test("with an image and two entrepreneurs: flash, saved, found by the search, image shown", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const form = await (await b.get("/programs/programs/new")).text();
    const [first, second] = checkboxValues(form, "emprendedor").map((c) => c.value);
    const [staff] = checkboxValues(form, "funcionario").map((c) => c.value);
    const image = new File([PNG], "programa.png", { type: "image/png" });
    const { id, nombre, response } = await createProgram(b, {
      img_programa: image,
      emprendedor: [first!, second!],
      funcionario: [staff!],
    });
    expect(response.headers.get("Location")).toBe("/programs");
    const list = await (await b.follow(response)).text();
    expect(flashText(list)).toContain("El programa ha sido creado exitosamente");

    const members = await worker.sql<{ user_id: number }>(
      "SELECT user_id FROM programa_emprendedores WHERE programa_id = ? ORDER BY user_id",
      id,
    );
    expect(members.map((m) => String(m.user_id)).sort()).toEqual([first, second].sort());

    const found = await (await b.get(`/programs?q=${encodeURIComponent(nombre)}`)).text();
    expect(textOf(found)).toContain(nombre);
    expect(found).toContain(`href="/programs/programs/${id}"`);
    expect(textOf(found)).not.toContain(INCUBATION);

    const detail = await (await b.get(`/programs/programs/${id}`)).text();
    const img = tags(detail, "img").find((a) => a.alt === `Imagen del programa ${nombre}`);
    expect(img?.src).toMatch(/\/api\/media\/.+\.png\?size=256x192&format=jpeg$/);
    // Its two entrepreneurs are listed as cards with their work-plan links.
    expect((detail.match(/>Plan de trabajo</g) ?? []).length).toBe(2);
  });

  test("without a name: the spec's message, nothing created, the description kept", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const descripcion = uniqueName("Sin nombre");
    const response = await multipartPost(b, "/programs/programs/new", { nombre: "", descripcion });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "nombre")).toEqual(["Por favor ingrese el nombre del programa!"]);
    expect(html).toContain(descripcion);
    const [row] = await worker.sql<{ n: number }>(
      "SELECT count(*) AS n FROM programas WHERE descripcion = ?",
      descripcion,
    );
    expect(row?.n).toBe(0);
  });

  test("an image that is not jpeg or png is refused", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], "x.gif", { type: "image/gif" });
    const response = await multipartPost(b, "/programs/programs/new", { nombre: uniqueName("Gif"), img_programa: gif });
    expect(response.status).toBe(400);
    expect(fieldErrors(await response.text(), "img_programa")).toEqual(["La imagen debe ser JPG o PNG"]);
  });
});

describe("edit and delete", () => {
  test("edit: the form comes filled in, saves, flashes and goes back to the detail", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const form = await (await b.get("/programs/programs/new")).text();
    const [first] = checkboxValues(form, "emprendedor").map((c) => c.value);
    const { id, nombre } = await createProgram(b, { emprendedor: [first!] });
    const detail = await (await b.get(`/programs/programs/${id}`)).text();
    expect(detail).toContain(`href="/programs/programs/${id}/edit"`);

    const edit = await (await b.get(`/programs/programs/${id}/edit`)).text();
    expect(textOf(edit)).toContain("Editar programa");
    expect(input(edit, "nombre")?.value).toBe(nombre);
    expect(
      checkboxValues(edit, "emprendedor")
        .filter((c) => c.checked)
        .map((c) => c.value),
    ).toEqual([first]);

    const renamed = `${nombre} editado`;
    const saved = await multipartPost(b, `/programs/programs/${id}/edit`, { nombre: renamed, descripcion: "Nueva" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/programs/programs/${id}`);
    const page = await (await b.follow(saved)).text();
    expect(flashText(page)).toContain("El programa ha sido editado exitosamente");
    expect(textOf(page)).toContain(renamed);
    const members = await worker.sql("SELECT user_id FROM programa_emprendedores WHERE programa_id = ?", id);
    expect(members).toEqual([]);
  });

  test("delete asks first, then deletes: flash, gone from the list, the detail a 404", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const { id, nombre } = await createProgram(b);
    const confirm = await (await b.get(`/programs/programs/${id}/eliminar`)).text();
    expect(textOf(confirm)).toContain(`¿Está seguro de que desea eliminar el programa ${nombre}?`);
    expect(await programIdByName(nombre)).toBe(id); // asking changes nothing

    const deleted = await b.formPost(`/programs/programs/${id}/eliminar`, {});
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/programs");
    const list = await (await b.follow(deleted)).text();
    expect(flashText(list)).toContain("Programa eliminado correctamente");
    expect(textOf(list)).not.toContain(nombre);
    expect(await programIdByName(nombre)).toBeNull();
    expect((await b.get(`/programs/programs/${id}`)).status).toBe(404);
  });
});

describe("mentors and entrepreneurs", () => {
  test("the entrepreneur sees the detail without Editar, and their work-plan area", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const id = await programIdByName(INCUBATION);
    const html = await (await b.get(`/programs/programs/${id}`)).text();
    const text = textOf(html);
    expect(text).toContain(INCUBATION);
    expect(text).toContain("Calendario");
    expect(html).toContain('href="/calendar"');
    expect(html).toContain(`href="/programs/programs/mentorships/${id}"`);
    // The seeded sessions: of the four past ones of the program the entrepreneur takes part in, three attended
    // (4.5 hours); the API's figures, shown with two decimals.
    expect(text).toContain("Porcentaje de asistencia 75.00 %");
    expect(text).toContain("Horas recibidas 4.50");
    expect(text).not.toContain("Editar");
    expect(html).not.toContain(`/programs/programs/${id}/edit`);
    expect(html).not.toContain(`/programs/programs/${id}/eliminar`);
    // The seeded work plan (issue 11): its goal and progress, and the way to it.
    expect(text).not.toContain("No tiene un plan de trabajo registrado");
    const [me] = await worker.sql<{ username: string }>(
      "SELECT username FROM usuarios WHERE email = ?",
      DEMO.entrepreneur,
    );
    expect(html).toContain(`href="/plan/${me!.username}/${id}"`);
    expect(text).toContain("Ver plan de trabajo");
    // No list of the other entrepreneurs for an entrepreneur.
    expect(textOf(html)).not.toContain("Ver perfil");
  });

  test("the mentor sees mentor cards and the entrepreneur cards with their links, without Editar", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const id = await programIdByName(INCUBATION);
    const html = await (await b.get(`/programs/programs/${id}`)).text();
    const text = textOf(html);
    expect(text).not.toContain("Editar");
    // Mentor cards and entrepreneur cards lead to the profiles (issue 10).
    expect(html).toContain('<a data-discover="true" href="/user/mentor">Carlos Rodríguez</a>');
    expect(html).toMatch(/aria-label="Ver perfil de [^"]+"[^>]*href="\/user\/[^"/]+"/);
    expect(html).toMatch(new RegExp(`href="/plan/[^"/]+/${id}"`));
    expect(text).toMatch(/Progreso: \d+ %/);
    expect(text).not.toContain("No tiene un plan de trabajo registrado");
    // The search keeps the matching entrepreneurs only.
    const [person] = await worker.sql<{ first_name: string; username: string }>(
      `SELECT u.first_name, u.username FROM programa_emprendedores pe JOIN usuarios u ON u.id = pe.user_id
       WHERE pe.programa_id = ? ORDER BY u.id LIMIT 1`,
      id,
    );
    const found = await (await b.get(`/programs/programs/${id}?q=${encodeURIComponent(person!.username)}`)).text();
    expect((found.match(/>Ver perfil</g) ?? []).length).toBe(1);
    const none = textOf(await (await b.get(`/programs/programs/${id}?q=zzzz-nadie`)).text());
    expect(none).toContain("coincide con la búsqueda");
  });

  test("an entrepreneur's card offers the institution their report (.xlsx); mentors get no link", async () => {
    const id = await programIdByName(INCUBATION);
    const [person] = await worker.sql<{ id: number; first_name: string; last_name: string }>(
      "SELECT id, first_name, last_name FROM usuarios WHERE email = ?",
      DEMO.entrepreneur,
    );
    const href = `/programs/programs/${id}/emprendedor/${person!.id}/reporte`;
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get(`/programs/programs/${id}`)).text();
    const link = tags(html, "a").find((a) => a.href === href);
    expect(link?.["aria-label"]).toBe(`Descargar el reporte de ${person!.first_name} ${person!.last_name}`);
    const report = await b.get(href);
    expect(report.status).toBe(200);
    expect(report.headers.get("Content-Type")).toContain("spreadsheetml");
    expect(report.headers.get("Content-Disposition")).toMatch(/^attachment; filename="reporte-emprendedor-/);
    expect(new Uint8Array(await report.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    const mentor = await worker.browserAs(DEMO.mentor);
    expect(await (await mentor.get(`/programs/programs/${id}`)).text()).not.toContain("/reporte");
    expect((await mentor.get(href)).status).toBe(403);
    expect((await (await worker.browserAs(DEMO.otherInstitution)).get(href)).status).toBe(403);
  });

  test("edit and delete are refused by the server to mentors, entrepreneurs and another institution", async () => {
    const admin = await worker.browserAs(DEMO.institution);
    const { id, nombre } = await createProgram(admin);
    for (const email of [DEMO.mentor, DEMO.entrepreneur, DEMO.otherInstitution]) {
      const b = await worker.browserAs(email);
      const edited = await multipartPost(b, `/programs/programs/${id}/edit`, { nombre: "Tomado" });
      expect(edited.status, email).toBe(403);
      const deleted = await b.formPost(`/programs/programs/${id}/eliminar`, {});
      expect(deleted.status, email).toBe(403);
      expect((await b.get(`/programs/programs/${id}/edit`)).status, email).toBe(403);
    }
    expect(await programIdByName(nombre)).toBe(id);
  });
});

describe("/user home", () => {
  test("a mentor sees the programs they mentor in as cards linking to the detail", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const html = await (await b.get("/user")).text();
    const text = textOf(html);
    expect(text).toContain(INCUBATION);
    expect(text).toContain(ACCELERATION);
    expect(html).toContain(`href="/programs/programs/${await programIdByName(INCUBATION)}"`);
  });

  test("an entrepreneur sees only the programs they belong to", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const text = textOf(await (await b.get("/user")).text());
    expect(text).toContain(INCUBATION);
    expect(text).not.toContain(ACCELERATION);
  });

  test("a new entrepreneur without programs gets 'Aún no hay programas disponibles'", async () => {
    const account = await createAccount(worker, "client");
    const b = await worker.browserAs(account.email, account.password);
    const text = textOf(await (await b.get("/user")).text());
    expect(text).toContain("Aún no hay programas disponibles");
  });
});
