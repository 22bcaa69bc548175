import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { institutionSchema, usageSchema } from "../../../app/api/contract/entidad";
import { previousMonthBogota } from "../../services/institution";
import { type Harness, createHarness } from "../../testing/harness";

let h: Harness;
let admin: string; // entidad@demo.test, official of Incubadora Demo
let bank: string; // banco@demo.test, official of Banco Aliado
let mentor: string;
let incubadora: number;
let banco: number;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

async function institutionOf(token: string): Promise<number> {
  const me = await h.call<Array<{ entidad_entidad: Array<{ id: number }> }>>("GET", "/usuario/", { token });
  return me.body[0]!.entidad_entidad[0]!.id;
}

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login("entidad@demo.test", "Demo1234!");
  bank = await h.login("banco@demo.test", "Demo1234!");
  mentor = await h.login("mentor@demo.test", "Demo1234!");
  incubadora = await institutionOf(admin);
  banco = await institutionOf(bank);
});
afterAll(() => h.dispose());

/** A multipart request straight to the app (the JSON harness call does not do forms). */
async function multipart(
  method: string,
  path: string,
  token: string | undefined,
  fields: Record<string, string | Blob>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, (value as File).name ?? "archivo");
  }
  const headers = new Headers(token ? { authorization: `Token ${token}` } : {});
  const response = await h.app.fetch(new Request(`http://local${path}`, { method, headers, body: form }), h.env);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

function editFields(overrides: Record<string, string | Blob> = {}): Record<string, string | Blob> {
  return {
    razon_social: "Banco Aliado",
    nit: "900123456-7",
    direccion: "Calle 1 # 2-3",
    descripcion: "Banco aliado de demostración.",
    emprendedor_tipo: "Emprendedor",
    mentor_tipo: "Mentor",
    secure_emails: "false",
    ...overrides,
  };
}

describe("GET /entidad/{id}/", () => {
  test("an official gets the institution", async () => {
    const response = await h.call("GET", `/entidad/${incubadora}/`, { token: admin });
    expect(response.status).toBe(200);
    expect(institutionSchema.parse(response.body)).toMatchObject({ id: incubadora, razon_social: "Incubadora Demo" });
  });

  test("another institution's administrator gets 403, a member 403, an unknown id 404, no token 401", async () => {
    expect((await h.call("GET", `/entidad/${incubadora}/`, { token: bank })).status).toBe(403);
    expect((await h.call("GET", `/entidad/${incubadora}/`, { token: mentor })).status).toBe(403);
    expect((await h.call("GET", "/entidad/999999/", { token: admin })).status).toBe(404);
    expect((await h.call("GET", `/entidad/${incubadora}/`)).status).toBe(401);
  });
});

describe("PUT /entidad/editar/{id}", () => {
  test("updates every field and the terms show in the members' user object", async () => {
    const response = await multipart(
      "PUT",
      `/entidad/editar/${banco}`,
      bank,
      editFields({ emprendedor_tipo: "Empresario", mentor_tipo: "Consultor", secure_emails: "true", direccion: "" }),
    );
    expect(response.status).toBe(200);
    expect(institutionSchema.parse(response.body)).toMatchObject({
      razon_social: "Banco Aliado",
      nit: "900123456-7",
      direccion: null,
      emprendedor_tipo: "Empresario",
      mentor_tipo: "Consultor",
      secure_emails: true,
    });
    const me = await h.call<Array<{ entidad_entidad: Array<{ mt: string; et: string }> }>>("GET", "/usuario/", {
      token: bank,
    });
    expect(me.body[0]!.entidad_entidad[0]).toMatchObject({ mt: "Consultor", et: "Empresario" });
    const back = await multipart("PUT", `/entidad/editar/${banco}`, bank, editFields());
    expect(back.body).toMatchObject({ mentor_tipo: "Mentor", emprendedor_tipo: "Emprendedor", secure_emails: false });
  });

  test("stores a png logo in R2 and serves it at an absolute /api/media URL", async () => {
    const logo = new File([PNG], "logo.png", { type: "image/png" });
    const response = await multipart("PUT", `/entidad/editar/${banco}`, bank, editFields({ logo }));
    expect(response.status).toBe(200);
    const url = String(response.body.logo);
    expect(url).toMatch(/^http:\/\/app\.test\/api\/media\/logos\/[0-9a-f-]+\.png$/);
    const served = await h.app.fetch(new Request(`http://local${url.slice("http://app.test/api".length)}`), h.env);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("max-age=31536000");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    // A new jpeg replaces it; the old object is gone. Without a logo field, the logo is kept.
    const jpeg = new File([JPEG], "foto.jpg", { type: "image/jpeg" });
    const replaced = await multipart("PUT", `/entidad/editar/${banco}`, bank, editFields({ logo: jpeg }));
    expect(String(replaced.body.logo)).toMatch(/\.jpg$/);
    const old = await h.app.fetch(new Request(`http://local${url.slice("http://app.test/api".length)}`), h.env);
    expect(old.status).toBe(404);
    const kept = await multipart("PUT", `/entidad/editar/${banco}`, bank, editFields());
    expect(kept.body.logo).toBe(replaced.body.logo);
  });

  test("refuses a logo that is not a jpeg/png or is over 2 MB", async () => {
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], "a.gif", { type: "image/gif" });
    const fake = new File([new TextEncoder().encode("<svg/>")], "a.png", { type: "image/png" });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    for (const logo of [gif, fake]) {
      const response = await multipart("PUT", `/entidad/editar/${banco}`, bank, editFields({ logo }));
      expect(response.status).toBe(400);
      expect(response.body.logo).toEqual(["Suba una imagen válida. El archivo que subió no es una imagen JPEG o PNG."]);
    }
    const response = await multipart("PUT", `/entidad/editar/${banco}`, bank, editFields({ logo: big }));
    expect(response.status).toBe(400);
    expect(response.body.logo).toEqual(["El logo no puede pesar más de 2 MB."]);
  });

  test("bad input gets Spanish field errors, all at once", async () => {
    const response = await multipart(
      "PUT",
      `/entidad/editar/${banco}`,
      bank,
      editFields({ razon_social: "", nit: "   ", mentor_tipo: "Jefe", secure_emails: "quizas" }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      razon_social: ["Este campo no puede estar en blanco."],
      nit: ["Este campo no puede estar en blanco."],
      mentor_tipo: ['"Jefe" no es una elección válida.'],
      secure_emails: ['"quizas" no es una elección válida.'],
    });
    const json = await h.call("PUT", `/entidad/editar/${banco}`, { token: bank, body: editFields() });
    expect(json.status).toBe(415);
  });

  test("another institution's administrator gets 403 and nothing changes", async () => {
    const response = await multipart("PUT", `/entidad/editar/${incubadora}`, bank, editFields({ razon_social: "X" }));
    expect(response.status).toBe(403);
    const row = await h.db.prepare("SELECT razon_social FROM entidades WHERE id = ?").bind(incubadora).first();
    expect(row).toEqual({ razon_social: "Incubadora Demo" });
    expect((await multipart("PUT", "/entidad/editar/999999", bank, editFields())).status).toBe(404);
  });
});

describe("GET /entidad/{id}/consumo/", () => {
  test("last month's minutes (Bogota), the credits and when they were computed", async () => {
    const mes = previousMonthBogota();
    await h.db
      .prepare("INSERT OR REPLACE INTO consumos_video (entidad_id, mes, minutos, updated_at) VALUES (?, ?, ?, ?)")
      .bind(banco, mes, 1234, "2026-01-02T06:00:00.000Z")
      .run();
    await h.db.prepare("UPDATE entidades SET creditos_zoom = 1000 WHERE id = ?").bind(banco).run();
    const response = await h.call("GET", `/entidad/${banco}/consumo/`, { token: bank });
    expect(response.status).toBe(200);
    expect(usageSchema.parse(response.body)).toEqual({
      mes,
      minutos: 1234,
      creditos: 1000,
      actualizado: "2026-01-02T06:00:00.000Z",
    });
  });

  test("no row: zero minutes and no update time; other institutions 403", async () => {
    await h.db.prepare("DELETE FROM consumos_video WHERE entidad_id = ?").bind(incubadora).run();
    const response = await h.call<{ minutos: number; actualizado: string | null }>(
      "GET",
      `/entidad/${incubadora}/consumo/`,
      { token: admin },
    );
    expect(response.body).toMatchObject({ minutos: 0, actualizado: null });
    expect((await h.call("GET", `/entidad/${incubadora}/consumo/`, { token: bank })).status).toBe(403);
  });

  test("previousMonthBogota uses Bogota's calendar and wraps the year", () => {
    // 1 Feb 03:00 UTC is still 31 Jan 22:00 in Bogota: last month is December.
    expect(previousMonthBogota(new Date("2026-02-01T03:00:00Z"))).toBe("2025-12");
    expect(previousMonthBogota(new Date("2026-02-01T06:00:00Z"))).toBe("2026-01");
    expect(previousMonthBogota(new Date("2026-01-15T12:00:00Z"))).toBe("2025-12");
  });
});

describe("GET /media/{key}", () => {
  test("only public logos are served", async () => {
    await h.env.FILES.put("soporte/secreto.txt", "privado");
    const hidden = await h.app.fetch(new Request("http://local/media/soporte/secreto.txt"), h.env);
    expect(hidden.status).toBe(404);
    const missing = await h.app.fetch(new Request("http://local/media/logos/nada.png"), h.env);
    expect(missing.status).toBe(404);
  });
});
