// The institution's terms and secure_emails on the people screens (core spec › What the product does and for whom, issue 3 "Edit
// institution"). Its own Worker: the institution is changed directly in the database.
import { beforeAll, expect, test } from "vitest";
import { DEMO, textOf, useTestWorker } from "./harness";

const worker = useTestWorker();

beforeAll(async () => {
  // Seeded on the first request; then the terms and secure_emails are set as the edit form would.
  await (await worker.browserAs(DEMO.institution)).get("/institution");
  await worker.sql(
    "UPDATE entidades SET mentor_tipo = 'Consultor', emprendedor_tipo = 'Empresario', secure_emails = 1 WHERE razon_social = 'Incubadora Demo'",
  );
});

test("titles and buttons use the institution's terms", async () => {
  const b = await worker.browserAs(DEMO.institution);
  const mentors = await (await b.get("/mentors")).text();
  expect(mentors).toMatch(/<h1[^>]*>Consultores<\/h1>/);
  expect(textOf(mentors)).toContain("Nuevo consultor");
  expect(textOf(mentors)).toContain("Cargar lista de consultores");
  expect(mentors).toContain("<title>Consultores</title>");
  const users = await (await b.get("/user/users")).text();
  expect(users).toMatch(/<h1[^>]*>Empresarios<\/h1>/);
  expect(textOf(users)).toContain("Nuevo empresario");
  expect(textOf(await (await b.get("/mentors/new")).text())).toContain("Invitar consultor");
});

test("secure_emails hides the e-mails in the lists", async () => {
  const b = await worker.browserAs(DEMO.institution);
  const users = await (await b.get("/user/users")).text();
  expect(textOf(users)).not.toContain(DEMO.entrepreneur);
  expect(users).not.toContain(">Correo electrónico<");
  const reader = await worker.browserAs(DEMO.entrepreneur);
  const readOnly = await (await reader.get("/user/users")).text();
  expect(readOnly).toMatch(/<h1[^>]*>Empresarios<\/h1>/);
  expect(textOf(readOnly)).not.toMatch(/@demo\.test/);
});
