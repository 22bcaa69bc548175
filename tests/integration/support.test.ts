// 'Agrega un ticket' (/soporte) without JavaScript, for every kind of signed-in user.
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, flashText, textOf, useTestWorker, type Browser } from "./harness";

const worker = useTestWorker();

async function multipartPost(b: Browser, path: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return b.request(path, {
    method: "POST",
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { "Content-Type": encoded.headers.get("content-type")! },
  });
}

describe("/soporte", () => {
  test.each([DEMO.entrepreneur, DEMO.mentor, DEMO.institution])("%s sends a ticket with a file", async (email) => {
    const b = await worker.browserAs(email);
    const page = await b.get("/soporte");
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain("Agrega un ticket");
    const solicitud = `No puedo subir mi acta (${email})`;
    const archivo = new File(["captura"], "captura.txt", { type: "text/plain" });
    const response = await multipartPost(b, "/soporte", { solicitud, archivo });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/soporte");
    expect(flashText(await (await b.follow(response)).text())).toContain(
      "Ticket enviado correctamente, pronto nos comunicaremos con usted",
    );
    const rows = await worker.sql("SELECT archivo_nombre FROM tickets_soporte WHERE solicitud = ?", solicitud);
    expect(rows).toEqual([{ archivo_nombre: "captura.txt" }]);
  });

  test("without a file (an empty file input) the ticket is sent too", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const solicitud = "Ticket sin archivo";
    const response = await multipartPost(b, "/soporte", { solicitud, archivo: new File([], "") });
    expect(response.status).toBe(302);
    expect(await worker.sql("SELECT archivo_key FROM tickets_soporte WHERE solicitud = ?", solicitud)).toEqual([
      { archivo_key: null },
    ]);
  });

  test("an empty request gets its message; a file over 5 MB is refused", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const empty = await multipartPost(b, "/soporte", { solicitud: "" });
    expect(empty.status).toBe(400);
    expect(fieldErrors(await empty.text(), "solicitud")).toEqual(["Por favor escriba su solicitud"]);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "grande.bin");
    const response = await multipartPost(b, "/soporte", { solicitud: "Archivo grande", archivo: big });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "archivo")).toEqual(["El archivo no puede pesar más de 5 MB"]);
    expect(html).toContain("Archivo grande"); // the request text is kept
  });
});
