import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { tokenResponseSchema, userListSchema } from "../../../app/api/contract/usuario";
import { encryptForLogin, generateLoginKeyPair, sha256Hex } from "../../crypto";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../demo";
import {
  type Harness,
  STRONG_PASSWORD,
  confirmationCodeFor,
  createConfirmedUser,
  createHarness,
  uniqueUser,
} from "../../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.dispose());

const INVALID_CREDENTIALS = { non_field_errors: ["No puede iniciar sesión con las credenciales proporcionadas."] };

describe("POST /usuario/login", () => {
  test("200 with a 64-hex token; only its SHA-256 is stored", async () => {
    const response = await h.call("POST", "/usuario/login", {
      body: await h.loginBody(DEMO_EMAILS.mentor, DEMO_PASSWORD),
    });
    expect(response.status).toBe(200);
    const { token } = tokenResponseSchema.parse(response.body);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const clear = await h.db
      .prepare("SELECT COUNT(*) AS n FROM tokens WHERE token_hash = ?")
      .bind(token)
      .first<{ n: number }>();
    expect(clear?.n).toBe(0);
    const hashed = await h.db
      .prepare("SELECT revoked_at FROM tokens WHERE token_hash = ?")
      .bind(await sha256Hex(token))
      .first<{ revoked_at: string | null }>();
    expect(hashed).toEqual({ revoked_at: null });
  });

  test("the e-mail is case-insensitive", async () => {
    const response = await h.call("POST", "/usuario/login", {
      body: await h.loginBody("Mentor@Demo.Test", DEMO_PASSWORD),
    });
    expect(response.status).toBe(200);
  });

  test("each login issues a new token", async () => {
    const [a, b] = await Promise.all([
      h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD),
      h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD),
    ]);
    expect(a).not.toBe(b);
  });

  test("wrong password and unknown e-mail get the same 400", async () => {
    const wrong = await h.call("POST", "/usuario/login", { body: await h.loginBody(DEMO_EMAILS.mentor, "Demo1234?") });
    const unknown = await h.call("POST", "/usuario/login", {
      body: await h.loginBody("nadie@demo.test", DEMO_PASSWORD),
    });
    expect(wrong).toMatchObject({ status: 400, body: INVALID_CREDENTIALS });
    expect(unknown).toMatchObject({ status: 400, body: INVALID_CREDENTIALS });
  });

  test("a deactivated user cannot sign in", async () => {
    const user = await createConfirmedUser(h);
    await h.db.prepare("UPDATE usuarios SET is_active = 0 WHERE id = ?").bind(user.id).run();
    const response = await h.call("POST", "/usuario/login", { body: await h.loginBody(user.email, user.password) });
    expect(response).toMatchObject({ status: 400, body: INVALID_CREDENTIALS });
  });

  test("values that are not our ciphertext are 400 on the field", async () => {
    const { publicJwk: otherKey } = await generateLoginKeyPair();
    const plain = await h.call("POST", "/usuario/login", {
      body: { email: DEMO_EMAILS.mentor, password: DEMO_PASSWORD },
    });
    expect(plain).toMatchObject({
      status: 400,
      body: { email: ["No se pudo descifrar el valor."], password: ["No se pudo descifrar el valor."] },
    });
    const foreign = await h.call("POST", "/usuario/login", {
      body: {
        email: await encryptForLogin(otherKey, DEMO_EMAILS.mentor),
        password: await encryptForLogin(h.publicJwk, DEMO_PASSWORD),
      },
    });
    expect(foreign).toMatchObject({ status: 400, body: { email: ["No se pudo descifrar el valor."] } });
    const huge = await h.call("POST", "/usuario/login", { body: { email: "A".repeat(5000), password: "B" } });
    expect(huge.status).toBe(400);
    expect(huge.body).toHaveProperty("email");
  });

  test("missing or empty fields are 400", async () => {
    const response = await h.call("POST", "/usuario/login", { body: { email: "" } });
    expect(response).toMatchObject({
      status: 400,
      body: { email: ["Este campo no puede estar en blanco."], password: ["Este campo es requerido."] },
    });
  });

  test("malformed JSON is 400, other media types 415, bodies over 64 KB 413", async () => {
    expect(await h.call("POST", "/usuario/login", { rawBody: "{not json" })).toMatchObject({
      status: 400,
      body: { detail: "JSON inválido." },
    });
    const form = await h.call("POST", "/usuario/login", {
      rawBody: "email=a&password=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(form.body).toHaveProperty("detail");
    const big = await h.call("POST", "/usuario/login", { body: { email: "x".repeat(70_000), password: "y" } });
    expect(big).toMatchObject({ status: 413, body: { detail: expect.any(String) } });
  });
});

test("a missing or broken LOGIN_PRIVATE_KEY is a 503 that names the setting", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  for (const key of ["", "{}", '{"kty":"RSA"}']) {
    const response = await h.app.fetch(
      new Request("http://local/usuario/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(await h.loginBody(DEMO_EMAILS.mentor, DEMO_PASSWORD)),
      }),
      { ...h.env, LOGIN_PRIVATE_KEY: key },
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ detail: expect.stringContaining("LOGIN_PRIVATE_KEY") });
  }
  expect(logged).toHaveBeenCalledTimes(3);
  logged.mockRestore();
});

describe("authentication", () => {
  test("no header is 401 'credentials not provided'; unknown token is 401 'Token inválido.'", async () => {
    const none = await h.call("GET", "/usuario/");
    expect(none).toMatchObject({
      status: 401,
      body: { detail: "Las credenciales de autenticación no se proveyeron." },
    });
    expect(none.headers.get("www-authenticate")).toBe("Token");
    const unknown = await h.call("GET", "/usuario/", { token: "f".repeat(64) });
    expect(unknown).toMatchObject({ status: 401, body: { detail: "Token inválido." } });
    const malformed = await h.call("GET", "/usuario/", { headers: { authorization: "Token abc def" } });
    expect(malformed).toMatchObject({ status: 401, body: { detail: "Token inválido." } });
    const bearer = await h.call("GET", "/usuario/", { headers: { authorization: `Bearer ${"f".repeat(64)}` } });
    expect(bearer.status).toBe(401);
  });

  test("the token scheme is case-insensitive like DRF's", async () => {
    const token = await h.login(DEMO_EMAILS.mentor, DEMO_PASSWORD);
    const response = await h.call("GET", "/usuario/", { headers: { authorization: `token ${token}` } });
    expect(response.status).toBe(200);
  });

  test("a token of a deactivated user is refused", async () => {
    const user = await createConfirmedUser(h);
    await h.db.prepare("UPDATE usuarios SET is_active = 0 WHERE id = ?").bind(user.id).run();
    expect(await h.call("GET", "/usuario/", { token: user.token })).toMatchObject({
      status: 401,
      body: { detail: "Usuario inactivo o borrado." },
    });
  });

  test("using a token records last_used_at", async () => {
    const token = await h.login(DEMO_EMAILS.mentor, DEMO_PASSWORD);
    await h.call("GET", "/usuario/", { token });
    const row = await h.db
      .prepare("SELECT last_used_at FROM tokens WHERE token_hash = ?")
      .bind(await sha256Hex(token))
      .first<{ last_used_at: string | null }>();
    expect(row?.last_used_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe("POST /usuario/logout", () => {
  test("204 revokes the presented token only", async () => {
    const a = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
    const b = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
    const response = await h.call("POST", "/usuario/logout", { token: a });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(await h.call("GET", "/usuario/", { token: a })).toMatchObject({
      status: 401,
      body: { detail: "Token inválido." },
    });
    expect((await h.call("GET", "/usuario/", { token: b })).status).toBe(200);
    const revoked = await h.db
      .prepare("SELECT revoked_at FROM tokens WHERE token_hash = ?")
      .bind(await sha256Hex(a))
      .first<{ revoked_at: string | null }>();
    expect(revoked?.revoked_at).toMatch(/^\d{4}-/);
  });

  test("without a token it is 401", async () => {
    expect((await h.call("POST", "/usuario/logout")).status).toBe(401);
  });
});

describe("is_new (login routing)", () => {
  test("true on the first GET /usuario/ after the first sign-in, false afterwards", async () => {
    const { username, email } = uniqueUser();
    await h.call("POST", "/usuario/crear/usuario", {
      body: {
        username,
        email,
        first_name: "Nuevo",
        last_name: "Usuario",
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      },
    });
    await h.call("DELETE", `/usuario/confirmar/${await confirmationCodeFor(h, email)}`);
    const token = await h.login(email, STRONG_PASSWORD);
    const first = userListSchema.parse((await h.call("GET", "/usuario/", { token })).body);
    expect(first[0]?.is_new).toBe(true);
    const second = userListSchema.parse((await h.call("GET", "/usuario/", { token })).body);
    expect(second[0]?.is_new).toBe(false);
    const later = await h.login(email, STRONG_PASSWORD);
    const third = userListSchema.parse((await h.call("GET", "/usuario/", { token: later })).body);
    expect(third[0]?.is_new).toBe(false);
  });
});
