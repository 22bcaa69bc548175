// The institution's terms on the tool screens (core spec › What the product does and for whom; issue 4): with Consultor the tools say
// Consultor(es) where they name mentors, messages included. Its own Worker: the institution is changed
// directly in the database, as the edit form would.
import { beforeAll, expect, test } from "vitest";
import { DEMO, fieldErrors, textOf, useTestWorker } from "./harness";

const worker = useTestWorker();
let programId = 0;

beforeAll(async () => {
  await (await worker.browserAs(DEMO.institution)).get("/institution");
  await worker.sql("UPDATE entidades SET mentor_tipo = 'Consultor' WHERE razon_social = 'Incubadora Demo'");
  const [row] = await worker.sql<{ id: number }>(
    "SELECT id FROM programas WHERE nombre = 'Programa de Incubación 2026' ORDER BY id LIMIT 1",
  );
  programId = row!.id;
});

test("the cards, the form and its mentor message use the institution's word", async () => {
  const b = await worker.browserAs(DEMO.institution);
  const list = textOf(await (await b.get(`/programs/programs/mentorships/${programId}`)).text());
  expect(list).toContain("Consultores:");
  expect(list).not.toContain("Mentores:");
  const form = await b.get(`/programs/programs/mentorships/new/${programId}`);
  expect(textOf(await form.text())).toContain("Consultores");
  const refused = await b.formPost(`/programs/programs/mentorships/new/${programId}`, {
    nombre: "Sin consultores",
    tipo: "Taller",
    descripcion: "x",
  });
  expect(refused.status).toBe(400);
  expect(fieldErrors(await refused.text(), "mentor")).toEqual(["Por favor seleccione al menos un consultor"]);
});

test("the tool detail names its consultants", async () => {
  const b = await worker.browserAs(DEMO.mentor);
  const [tool] = await worker.sql<{ id: number }>("SELECT id FROM mentorias WHERE nombre = 'Mentoría financiera'");
  const html = await (await b.get(`/programs/programs/mentorships/mentorships/${tool!.id}/data`)).text();
  expect(html).toMatch(/<h2[^>]*>Consultores<\/h2>/);
});
