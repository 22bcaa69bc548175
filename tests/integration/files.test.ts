// The files area without JavaScript (issue 5; core spec › Screens and routes "Calendar, files, minutes", core spec › Validation rules "Attachments", core spec › The calls it makes
// "Files and URLs", core spec › Error catalogue): a session's files and URLs (upload, type and size checks, URL schemes, delete with
// confirmation, who may delete what), a user's profile files, 'Mis documentos' and the download route.
// The test makes its own session of Incubadora Demo (mentor@ mentors it, emprendedor@ takes part) so it
// depends on no seeded session.
import { beforeAll, describe, expect, test } from "vitest";
import { DEMO, fieldErrors, flashText, formErrors, tags, textOf, useTestWorker, type Browser } from "./harness";

const worker = useTestWorker();

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** A no-JS multipart form post (what a browser sends for encType="multipart/form-data"). */
async function multipartPost(b: Browser, path: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return b.request(path, { method: "POST", body, headers: { "Content-Type": encoded.headers.get("content-type")! } });
}

const SESSION_NAME = "Sesión de archivos (integración)";
const SLUG = `archivos-integracion-${Math.random().toString(36).slice(2, 8)}`;
const PAGE = `/calendar/event/files/${SLUG}`;

async function page(b: Browser, path: string): Promise<string> {
  const response = await b.get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The rows of the documents table, as text. */
function rowTexts(html: string): string[] {
  return [...html.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => textOf(m[1]!)).slice(1);
}

/** The href of the first link whose text is exactly `text`. */
function linkTo(html: string, text: string): string | undefined {
  for (const m of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    if (textOf(m[2]!) === text) return /href="([^"]*)"/.exec(m[1]!)?.[1]?.replace(/&amp;/g, "&");
  }
  return undefined;
}

let mentor: Browser;
let entrepreneur: Browser;
let institution: Browser;
let other: Browser;

beforeAll(async () => {
  mentor = await worker.browserAs(DEMO.mentor);
  entrepreneur = await worker.browserAs(DEMO.entrepreneur);
  institution = await worker.browserAs(DEMO.institution);
  other = await worker.browserAs(DEMO.otherInstitution);
  await worker.sql(
    `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, programa_id, entidad_id, asistentes_max)
     VALUES (?, ?, 'Grupal', '2026-03-02 09:00', '2026-03-02 10:00',
       (SELECT id FROM usuarios WHERE email = ?),
       (SELECT id FROM programas WHERE nombre = 'Programa de Incubación 2026'),
       (SELECT id FROM entidades WHERE razon_social = 'Incubadora Demo'), 10)`,
    SLUG,
    SESSION_NAME,
    DEMO.mentor,
  );
  await worker.sql(
    `INSERT INTO evento_participantes (evento_id, user_id) VALUES ((SELECT id FROM eventos WHERE slug = ?), (SELECT id FROM usuarios WHERE email = ?))`,
    SLUG,
    DEMO.entrepreneur,
  );
}, 120_000);

describe("a session's files and URLs", () => {
  test("the page names the session, offers the uploads and 'Volver', and is empty at first", async () => {
    const html = await page(mentor, PAGE);
    expect(textOf(html)).toContain(`Archivos de ${SESSION_NAME}`);
    expect(linkTo(html, "Subir archivos")).toBe(`${PAGE}/archivos/nuevo`);
    expect(linkTo(html, "Subir URLs")).toBe(`${PAGE}/urls/nueva`);
    expect(linkTo(html, "Volver")).toBe(`/calendar/evento/${SLUG}`);
    expect(textOf(html)).toContain("Aún no hay archivos ni URLs");
  });

  test("a file upload is checked: required, accepted types, at most 10 MB", async () => {
    const form = await page(mentor, `${PAGE}/archivos/nuevo`);
    expect(tags(form, "form").some((f) => f.enctype === "multipart/form-data")).toBe(true);
    const empty = await multipartPost(mentor, `${PAGE}/archivos/nuevo`, { name: "" });
    expect(empty.status).toBe(400);
    expect(fieldErrors(await empty.text(), "file")).toEqual(["Debe seleccionar al menos un archivo"]);
    const html = new File(["<script>alert(1)</script>"], "pagina.html", { type: "text/html" });
    const wrongType = await multipartPost(mentor, `${PAGE}/archivos/nuevo`, { name: "Página", file: html });
    expect(wrongType.status).toBe(400);
    expect(fieldErrors(await wrongType.text(), "file")).toEqual(["Este tipo de archivo no está permitido"]);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "grande.pdf", { type: "application/pdf" });
    const tooBig = await multipartPost(mentor, `${PAGE}/archivos/nuevo`, { name: "", file: big });
    expect(tooBig.status).toBe(400);
    expect(fieldErrors(await tooBig.text(), "file")).toEqual(["El archivo no puede pesar más de 10 MB"]);
  });

  test("a PDF whose bytes are of no accepted type is refused by the API, and the form says so", async () => {
    const fake = new File([new Uint8Array([0x00, 0xff, 0x13, 0x37, 0x00, 0x01, 0xfe])], "falso.pdf", {
      type: "application/pdf",
    });
    const response = await multipartPost(mentor, `${PAGE}/archivos/nuevo`, { name: "Falso", file: fake });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect([...fieldErrors(html, "file"), ...formErrors(html)].join(" ")).toMatch(/Tipo de archivo no permitido/);
    // The name typed stays; the file does not come back.
    expect(html).toContain('value="Falso"');
  });

  test("the mentor uploads a file and a URL; they are listed, downloadable and open in a new tab", async () => {
    const pdf = new File([PDF], "agenda.pdf", { type: "application/pdf" });
    const saved = await multipartPost(mentor, `${PAGE}/archivos/nuevo`, { name: "Agenda de la sesión", file: pdf });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(PAGE);
    const after = await mentor.follow(saved);
    const html = await after.text();
    expect(flashText(html)).toContain("Archivo cargado correctamente");
    const row = rowTexts(html).find((r) => r.includes("Agenda de la sesión"));
    expect(row).toMatch(/Archivo/);
    expect(row).toMatch(/Carlos/);

    const download = linkTo(html, "Agenda de la sesión")!;
    expect(download).toMatch(/^\/files\/download\//);
    const bytes = await mentor.get(download);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get("Content-Type")).toBe("application/pdf");
    expect(bytes.headers.get("Content-Disposition")).toMatch(/^attachment/);
    expect(bytes.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(PDF);
    // The participant may read it too; another institution's administrator may not; signed out, to login.
    expect((await entrepreneur.get(download)).status).toBe(200);
    expect((await other.get(download)).status).toBe(403);
    expect((await worker.browser().get(download)).status).toBe(302);
    expect((await mentor.get("/files/download/no-existe")).status).toBe(404);

    const url = await mentor.formPost(`${PAGE}/urls/nueva`, { nombre: "Guía", url: "https://example.org/guia" });
    expect(url.status).toBe(302);
    const list = await (await mentor.follow(url)).text();
    expect(flashText(list)).toContain("Url cargada correctamente");
    const link = tags(list, "a").find((a) => a.href === "https://example.org/guia");
    expect(link?.target).toBe("_blank");
    expect(link?.rel).toContain("noopener");
    expect(rowTexts(list).find((r) => r.includes("Guía"))).toMatch(/URL/);
  });

  test("URLs: required with the spec's message, http and https only", async () => {
    const empty = await mentor.formPost(`${PAGE}/urls/nueva`, { nombre: "", url: "" });
    expect(empty.status).toBe(400);
    expect(fieldErrors(await empty.text(), "url")).toEqual(["Debe ingresar al menos una url"]);
    for (const bad of ["javascript:alert(1)", "ftp://example.org/x", "data:text/html,hola"]) {
      const response = await mentor.formPost(`${PAGE}/urls/nueva`, { nombre: "Mala", url: bad });
      expect(response.status, bad).toBe(400);
      expect(fieldErrors(await response.text(), "url")).toEqual(["La url debe empezar por http:// o https://"]);
    }
  });

  test("a participant adds a URL, deletes their own, and cannot delete the mentor's file", async () => {
    const added = await entrepreneur.formPost(`${PAGE}/urls/nueva`, { nombre: "", url: "http://example.net/mio" });
    expect(added.status).toBe(302);
    const html = await page(entrepreneur, PAGE);
    // Only their own URL has 'Eliminar'; the name defaulted to the URL.
    const mine = tags(html, "a").find((a) => a["aria-label"] === "Eliminar http://example.net/mio");
    expect(mine?.href).toMatch(new RegExp(`^${PAGE}/urls/[^/]+/eliminar$`));
    expect(tags(html, "a").some((a) => a["aria-label"] === "Eliminar Agenda de la sesión")).toBe(false);

    const mentorHtml = await page(mentor, PAGE);
    const fileDelete = tags(mentorHtml, "a").find((a) => a["aria-label"] === "Eliminar Agenda de la sesión")!.href!;
    expect((await entrepreneur.get(fileDelete)).status).toBe(403);
    expect((await entrepreneur.formPost(fileDelete, {})).status).toBe(403);

    const confirm = await page(entrepreneur, mine!.href!);
    expect(textOf(confirm)).toContain("¿Seguro que deseas eliminar la URL «http://example.net/mio»?");
    const deleted = await entrepreneur.formPost(mine!.href!, {});
    expect(deleted.status).toBe(302);
    const after = await (await entrepreneur.follow(deleted)).text();
    expect(flashText(after)).toContain("URL eliminado correctamente");
    expect(textOf(after)).not.toContain("http://example.net/mio");
  });

  test("staff of the session's institution read it; another institution's administrator gets 403 on the page, the forms and the posts", async () => {
    // The session's institution's administrator reads it (staff); another institution's may not.
    expect((await institution.get(PAGE)).status).toBe(200);
    expect((await other.get(PAGE)).status).toBe(403);
    expect((await other.get(`${PAGE}/archivos/nuevo`)).status).toBe(403);
    expect((await other.formPost(`${PAGE}/urls/nueva`, { nombre: "x", url: "https://example.org" })).status).toBe(403);
    expect((await mentor.get("/calendar/event/files/no-existe")).status).toBe(404);
  });

  test("the mentor deletes the file after confirming it", async () => {
    const html = await page(mentor, PAGE);
    const href = tags(html, "a").find((a) => a["aria-label"] === "Eliminar Agenda de la sesión")!.href!;
    expect(textOf(await page(mentor, href))).toContain("¿Seguro que deseas eliminar el archivo «Agenda de la sesión»?");
    const deleted = await mentor.formPost(href, {});
    expect(deleted.status).toBe(302);
    const after = await (await mentor.follow(deleted)).text();
    expect(flashText(after)).toContain("Archivo eliminado correctamente");
    expect((await mentor.get(href)).status).toBe(404);
  });
});

describe("a user's profile files and 'Mis documentos'", () => {
  test("'Mis archivos' for oneself: upload a PNG and a URL, then delete them", async () => {
    const me = "/files/user/" + encodeURIComponent(await usernameOf(DEMO.entrepreneur));
    const html = await page(entrepreneur, me);
    expect(textOf(html)).toContain("Mis archivos");
    const png = new File([PNG], "logo.png", { type: "image/png" });
    const saved = await multipartPost(entrepreneur, `${me}/archivos/nuevo`, { name: "", file: png });
    expect(saved.status).toBe(302);
    const list = await (await entrepreneur.follow(saved)).text();
    expect(flashText(list)).toContain("Archivo cargado correctamente");
    expect(rowTexts(list).some((r) => r.includes("logo.png"))).toBe(true);
    const href = tags(list, "a").find((a) => a["aria-label"] === "Eliminar logo.png")!.href!;
    const deleted = await entrepreneur.formPost(href, {});
    expect(flashText(await (await entrepreneur.follow(deleted)).text())).toContain("Archivo eliminado correctamente");
  });

  test("a mentor sees 'Documentos' plus the entity word on a mentee's profile and may upload to it", async () => {
    const path = "/files/user/" + encodeURIComponent(await usernameOf(DEMO.entrepreneur));
    const html = await page(mentor, path);
    expect(textOf(html)).toContain("Documentos Emprendedor");
    const saved = await mentor.formPost(`${path}/urls/nueva`, {
      nombre: "Lectura",
      url: "https://example.org/lectura",
    });
    expect(saved.status).toBe(302);
    expect(flashText(await (await mentor.follow(saved)).text())).toContain("Se subió exitosamente la url");
    expect(rowTexts(await page(entrepreneur, path)).some((r) => r.includes("Lectura"))).toBe(true);
    // Another institution's administrator may not read it.
    expect((await other.get(path)).status).toBe(403);
  });

  test("'Mis documentos' lists the user's session documents with their session", async () => {
    await mentor.formPost(`${PAGE}/urls/nueva`, { nombre: "Material extra", url: "https://example.org/extra" });
    const html = await page(entrepreneur, "/user/files");
    expect(textOf(html)).toContain("Mis documentos");
    const row = rowTexts(html).find((r) => r.includes("Material extra"));
    expect(row).toContain(SESSION_NAME);
    expect(linkTo(html, "Mis archivos")).toMatch(/^\/files\/user\//);
    expect(linkTo(html, SESSION_NAME)).toMatch(/^\/calendar\/event\/files\//);
  });
});

async function usernameOf(email: string): Promise<string> {
  const [row] = await worker.sql<{ username: string }>("SELECT username FROM usuarios WHERE email = ?", email);
  return row!.username;
}
