// The institution's terms and secure_emails on the program screens (core spec › What the product does and for whom: with Consultor /
// Empresario the screens say so). Its own Worker: the institution is changed directly in the database.
import { beforeAll, expect, test } from "vitest";
import { DEMO, textOf, useTestWorker } from "./harness";

const worker = useTestWorker();
let programId = 0;

beforeAll(async () => {
  // Seeded on the first request; then the terms and secure_emails are set as the edit form would.
  await (await worker.browserAs(DEMO.institution)).get("/institution");
  await worker.sql(
    "UPDATE entidades SET mentor_tipo = 'Consultor', emprendedor_tipo = 'Empresario', secure_emails = 1 WHERE razon_social = 'Incubadora Demo'",
  );
  const [row] = await worker.sql<{ id: number }>(
    "SELECT id FROM programas WHERE nombre = 'Programa de Incubación 2026'",
  );
  programId = row!.id;
});

test("the program form and detail use the institution's terms; the form hides the e-mails", async () => {
  const b = await worker.browserAs(DEMO.institution);
  const form = textOf(await (await b.get("/programs/programs/new")).text());
  expect(form).toContain("Empresarios que participan");
  expect(form).not.toContain("Emprendedores que participan");
  expect(form).not.toContain(DEMO.entrepreneur);

  const detail = await (await b.get(`/programs/programs/${programId}`)).text();
  expect(detail).toMatch(/<h2[^>]*>Empresarios<\/h2>/);
  expect(detail).toMatch(/<h2[^>]*>Consultores<\/h2>/);
  expect(textOf(detail)).toContain("Buscar empresarios");
});

test("a mentor sees the program's entrepreneurs without their e-mails", async () => {
  const b = await worker.browserAs(DEMO.mentor);
  const detail = textOf(await (await b.get(`/programs/programs/${programId}`)).text());
  expect(detail).toContain("Laura Martínez");
  expect(detail).not.toContain(DEMO.entrepreneur);
});

test("the mentor's home says the institution's word for mentor", async () => {
  const b = await worker.browserAs(DEMO.mentor);
  expect(textOf(await (await b.get("/user")).text())).toContain("Programas en los que soy consultor");
});
