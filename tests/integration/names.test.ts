// Names with control characters or bidirectional overrides get a Spanish field error on the page and are
// never sent to the API; names are sent in NFC (issue 18 §4). The app's forms, fuzzed through the Worker.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, uniqueEmail, useTestWorker } from "./harness";

const worker = useTestWorker();
const MESSAGE = "No se permiten caracteres de control ni marcas de dirección del texto";

const unsafeChar = fc.oneof(
  fc.integer({ min: 0x01, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom("\u0000", "\u200e", "\u200f", "\u202a", "\u202d", "\u202e", "\u2066", "\u2069", "\ufffd"),
);

describe("names on the forms", () => {
  test("an invitation with a NUL, an RLO or any control in a name: 400 with the field's message (fuzzed)", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const before = await worker.sql<{ n: number }>("SELECT count(*) AS n FROM usuarios");
    await fc.assert(
      fc.asyncProperty(unsafeChar, fc.constantFrom("first_name", "last_name"), async (bad, field) => {
        const fields = { first_name: "Eva", last_name: "Nueva", emprendedor: uniqueEmail("ctl"), [field]: `a${bad}b` };
        const response = await b.formPost("/users/new", fields);
        expect(response.status).toBe(400);
        expect(fieldErrors(await response.text(), field)).toEqual([MESSAGE]);
      }),
      { numRuns: 12 },
    );
    // Invalid UTF-8 in the body arrives as U+FFFD: refused the same way.
    const raw = await b.request("/users/new", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `first_name=a%FFb&last_name=Nueva&emprendedor=${encodeURIComponent(uniqueEmail("utf"))}`,
    });
    expect(raw.status).toBe(400);
    expect(fieldErrors(await raw.text(), "first_name")).toEqual([MESSAGE]);
    const after = await worker.sql<{ n: number }>("SELECT count(*) AS n FROM usuarios");
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  test("program, tool and session names refuse a right-to-left override", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const program = await b.formPost("/programs/programs/new", { nombre: "Programa \u202Eetnelav" });
    expect(program.status).toBe(400);
    expect(fieldErrors(await program.text(), "nombre")).toEqual([MESSAGE]);
    const [row] = await worker.sql<{ id: number }>("SELECT id FROM programas ORDER BY id LIMIT 1");
    const tool = await b.formPost(`/programs/programs/mentorships/new/${row!.id}`, {
      nombre: "Taller\u0007",
      tipo: "Taller",
      descripcion: "x",
    });
    expect(tool.status).toBe(400);
    expect(fieldErrors(await tool.text(), "nombre")).toEqual([MESSAGE]);
    const session = await b.formPost("/calendar/nuevo", { nombre: "Sesión\u2066", tipo: "Grupal" });
    expect(session.status).toBe(400);
    expect(fieldErrors(await session.text(), "nombre")).toEqual([MESSAGE]);
  });

  test("a name typed in decomposed form is stored in NFC", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const email = uniqueEmail("nfc");
    const response = await b.formPost("/users/new", {
      first_name: "Jose\u0301",
      last_name: "Nu\u0301n\u0303ez",
      emprendedor: email,
    });
    expect(response.status).toBe(302);
    const [row] = await worker.sql<{ first_name: string; last_name: string }>(
      "SELECT first_name, last_name FROM usuarios WHERE email = ?",
      email,
    );
    expect(row).toEqual({ first_name: "José", last_name: "Núñez" });
  });
});
