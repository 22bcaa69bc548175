// The API failing on a program write (docs/house-rules.md#bars): the form comes back with the Spanish message and what the
// user typed, and the create is sent exactly once. The Worker under test points API_URL at a proxy to a
// second Worker's local API, which passes everything through except the writes this file breaks.
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO, formErrors, input, startWorker, t, textOf, type TestWorker } from "./harness";
import { startApiProxy, type ApiProxy } from "./api-proxy";

/** "METHOD /path" prefixes the proxy answers with a 500 instead of passing on. */
const FAILING = ["POST /programa/crear", "PUT /programa/actualizar/"];
const calls = new Map<string, number>();

let real: TestWorker;
let failing: TestWorker;
let proxy: ApiProxy;

beforeAll(async () => {
  real = await startWorker();
  proxy = await startApiProxy(real, (req, url) => {
    const key = `${req.method} ${url.pathname}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    return FAILING.some((prefix) => key.startsWith(prefix)) ? { status: 500, body: { detail: "Traceback" } } : null;
  });
  failing = await startWorker({ apiUrl: proxy.url });
}, 60_000);

afterAll(async () => {
  await failing?.stop();
  await real?.stop();
  await proxy?.close();
});

/** A browser of the failing Worker signed in as `email` (the token comes from the real local API). */
async function browserAs(email: string) {
  return failing.browser().setCookie(await real.mintSession(email));
}

test("create: the API's 500 gives the Spanish message, the values kept, the create sent once", async () => {
  const b = await browserAs(DEMO.institution);
  const page = await b.get("/programs/programs/new");
  expect(page.status).toBe(200);
  const before = calls.get("POST /programa/crear") ?? 0;
  const response = await b.formPost("/programs/programs/new", {
    nombre: "Programa sin conexión",
    descripcion: "Texto que no se pierde",
  });
  expect(response.status).toBe(503);
  expect((calls.get("POST /programa/crear") ?? 0) - before).toBe(1);
  const html = await response.text();
  expect(formErrors(html)).toEqual([t("common:form.unavailable")]);
  expect(input(html, "nombre")?.value).toBe("Programa sin conexión");
  expect(textOf(html)).toContain("Texto que no se pierde");
  expect(html).not.toContain("Traceback");
  const [row] = await real.sql<{ n: number }>(
    "SELECT count(*) AS n FROM programas WHERE nombre = ?",
    "Programa sin conexión",
  );
  expect(row?.n).toBe(0);
});

test("edit: the same, and the program unchanged", async () => {
  const b = await browserAs(DEMO.institution);
  const [program] = await real.sql<{ id: number; nombre: string }>(
    "SELECT id, nombre FROM programas WHERE nombre = 'Aceleración Digital'",
  );
  const response = await b.formPost(`/programs/programs/${program!.id}/edit`, { nombre: "Nombre nuevo" });
  expect(response.status).toBe(503);
  const html = await response.text();
  expect(formErrors(html)).toEqual([t("common:form.unavailable")]);
  expect(input(html, "nombre")?.value).toBe("Nombre nuevo");
  const [after] = await real.sql<{ nombre: string }>("SELECT nombre FROM programas WHERE id = ?", program!.id);
  expect(after?.nombre).toBe("Aceleración Digital");
});
