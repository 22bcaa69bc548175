import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outboxSchema } from "../app/api/contract/usuario";
import { type Harness, STRONG_PASSWORD, createHarness, uniqueUser } from "./testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.dispose());

describe("routing", () => {
  test("unknown paths are 404 JSON", async () => {
    for (const path of ["/", "/api/usuario/login", "/usuario/a/b/c", "/dev"]) {
      const response = await h.call("GET", path);
      expect(response).toMatchObject({ status: 404, body: { detail: "No encontrado." } });
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });

  test("a known path with another method is 405 with Allow", async () => {
    const response = await h.call("DELETE", "/usuario/crear/usuario");
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ detail: 'Método "DELETE" no permitido.' });
    expect(response.headers.get("allow")).toBe("POST");
  });

  test("paths have no /api prefix and accept a trailing slash", async () => {
    expect((await h.call("GET", "/usuario/tags/")).status).toBe(200);
  });
});

describe("GET /dev/correos", () => {
  test("404 unless DEV_OUTBOX is on (it lists recovery codes)", async () => {
    const off = await createHarness({ devOutbox: false });
    try {
      expect((await off.call("GET", "/dev/correos")).status).toBe(404);
      expect((await off.call("GET", "/dev/correos?to=entidad@demo.test")).status).toBe(404);
      expect((await off.call("GET", "/usuario/tags")).status).toBe(200);
    } finally {
      await off.dispose();
    }
  });

  test("no auth; the outbox newest first, filterable by recipient", async () => {
    const a = uniqueUser();
    const b = uniqueUser();
    for (const { username, email } of [a, b]) {
      await h.call("POST", "/usuario/crear/usuario", {
        body: {
          username,
          email,
          first_name: "Correo",
          last_name: "Prueba",
          password: STRONG_PASSWORD,
          confirm_password: STRONG_PASSWORD,
        },
      });
    }
    const response = await h.call("GET", "/dev/correos");
    expect(response.status).toBe(200);
    const mails = outboxSchema.parse(response.body);
    expect(mails[0]?.to).toBe(b.email);
    expect(mails[1]?.to).toBe(a.email);
    expect(mails.map((m) => m.id)).toEqual([...mails.map((m) => m.id)].sort((x, y) => y - x));
    const onlyA = outboxSchema.parse((await h.call("GET", `/dev/correos?to=${encodeURIComponent(a.email)}`)).body);
    expect(onlyA.map((m) => m.to)).toEqual([a.email]);
  });
});
