import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { integrationResponseSchema, supportTicketResponseSchema } from "../../app/api/contract/entidad";
import { type Harness, createHarness } from "../testing/harness";

let h: Harness;
let admin: string;
let mentor: string;
let entrepreneur: string;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login("entidad@demo.test", "Demo1234!");
  mentor = await h.login("mentor@demo.test", "Demo1234!");
  entrepreneur = await h.login("emprendedor@demo.test", "Demo1234!");
});
afterAll(() => h.dispose());

async function postTicket(token: string | undefined, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers = new Headers(token ? { authorization: `Token ${token}` } : {});
  const response = await h.app.fetch(
    new Request("http://local/soporte/crear", { method: "POST", headers, body: form }),
    h.env,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /soporte/crear", () => {
  test("any signed-in user sends a ticket; 200 with its id", async () => {
    for (const token of [admin, mentor, entrepreneur]) {
      const response = await postTicket(token, { solicitud: "  No puedo ver mi calendario  " });
      expect(response.status).toBe(200);
      const { id } = supportTicketResponseSchema.parse(response.body);
      const row = await h.db.prepare("SELECT * FROM tickets_soporte WHERE id = ?").bind(id).first();
      expect(row).toMatchObject({ solicitud: "No puedo ver mi calendario", archivo_key: null });
    }
  });

  test("stores the optional file (any type) in R2 under a private key", async () => {
    const file = new File(["línea 1\nlínea 2"], "error.log", { type: "text/plain" });
    const response = await postTicket(entrepreneur, { solicitud: "Adjunto el registro", archivo: file });
    expect(response.status).toBe(200);
    const row = await h.db
      .prepare("SELECT archivo_key, archivo_nombre FROM tickets_soporte WHERE id = ?")
      .bind(response.body.id)
      .first<{ archivo_key: string; archivo_nombre: string }>();
    expect(row?.archivo_nombre).toBe("error.log");
    expect(row?.archivo_key).toMatch(/^soporte\/[0-9a-f-]+\.log$/);
    const stored = await h.env.FILES.get(row!.archivo_key);
    expect(await stored?.text()).toBe("línea 1\nlínea 2");
    // Attachments are never public.
    const media = await h.app.fetch(new Request(`http://local/media/${row!.archivo_key}`), h.env);
    expect(media.status).toBe(404);
  });

  test("an empty file input counts as no file", async () => {
    const response = await postTicket(mentor, { solicitud: "Sin archivo", archivo: new File([], "") });
    expect(response.status).toBe(200);
  });

  test("Spanish field errors: missing, blank, too long, file over 5 MB", async () => {
    expect(await postTicket(admin, {})).toEqual({ status: 400, body: { solicitud: ["Este campo es requerido."] } });
    expect((await postTicket(admin, { solicitud: "   " })).body).toEqual({
      solicitud: ["Este campo no puede estar en blanco."],
    });
    expect((await postTicket(admin, { solicitud: "x".repeat(5001) })).body).toEqual({
      solicitud: ["Asegúrese de que este campo no tenga más de 5000 caracteres."],
    });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "grande.bin");
    const response = await postTicket(admin, { solicitud: "Grande", archivo: big });
    expect(response).toEqual({ status: 400, body: { archivo: ["El archivo no puede pesar más de 5 MB."] } });
  });

  test("401 without a token; 415 for JSON", async () => {
    expect((await postTicket(undefined, { solicitud: "Hola" })).status).toBe(401);
    const json = await h.call("POST", "/soporte/crear", { token: admin, body: { solicitud: "Hola" } });
    expect(json.status).toBe(415);
  });
});

describe("POST /integracion/crear", () => {
  test("an institution official: 201, stored against their first institution", async () => {
    const response = await h.call("POST", "/integracion/crear", {
      token: admin,
      body: { solicitud: "Integración con nuestro CRM" },
    });
    expect(response.status).toBe(201);
    const created = integrationResponseSchema.parse(response.body);
    expect(created.solicitud).toBe("Integración con nuestro CRM");
    const row = await h.db
      .prepare(
        "SELECT e.razon_social FROM solicitudes_integracion s JOIN entidades e ON e.id = s.entidad_id WHERE s.id = ?",
      )
      .bind(created.id)
      .first();
    expect(row).toEqual({ razon_social: "Incubadora Demo" });
  });

  test("mentors and entrepreneurs get 403; bad bodies Spanish errors", async () => {
    for (const token of [mentor, entrepreneur]) {
      expect((await h.call("POST", "/integracion/crear", { token, body: { solicitud: "Hola" } })).status).toBe(403);
    }
    expect((await h.call("POST", "/integracion/crear", { token: admin, body: {} })).body).toEqual({
      solicitud: ["Este campo es requerido."],
    });
    expect((await h.call("POST", "/integracion/crear", { token: admin, body: { solicitud: "  " } })).body).toEqual({
      solicitud: ["Este campo no puede estar en blanco."],
    });
    expect((await h.call("POST", "/integracion/crear", { body: { solicitud: "Hola" } })).status).toBe(401);
  });
});
