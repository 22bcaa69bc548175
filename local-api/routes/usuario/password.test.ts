import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PASSWORD_POLICY_MESSAGE } from "../../password-policy";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../demo";
import { type Harness, createConfirmedUser, createHarness } from "../../testing/harness";
import { nowMs } from "../../../app/shared/clock";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.dispose());

const INVALID_CODE = { codigo: ["El código no es válido o ha expirado."] };
const NEW_PASSWORD = "Nueva-Clave9";

let addresses = 0;
async function requestCode(email: string): Promise<string> {
  // Each from an address of its own: the per-address recovery limit is tested in throttles.test.ts.
  const response = await h.call("POST", "/usuario/cambiar_pwd", {
    body: { email, codigo: "", password: "" },
    headers: { "X-Forwarded-For": `192.0.2.${++addresses}` },
  });
  expect(response.status).toBe(201);
  const mail = (await h.mailsTo(email.toLowerCase())).find((m) => m.subject.includes("contraseña"));
  const code = mail?.body.match(/código de verificación es: (\d{6})/)?.[1];
  if (!code) throw new Error(`no recovery e-mail for ${email}`);
  return code;
}

function confirm(email: string, codigo: string, password = NEW_PASSWORD) {
  return h.call("PUT", "/usuario/confirmar_cambiar_pwd", { body: { email, codigo, password } });
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

describe("password recovery", () => {
  test("end to end: code by e-mail, new password works, old one and every old token do not", async () => {
    const user = await createConfirmedUser(h);
    const code = await requestCode(user.email);
    const response = await confirm(user.email, code);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(await h.call("GET", "/usuario/", { token: user.token })).toMatchObject({
      status: 401,
      body: { detail: "Token inválido." },
    });
    const old = await h.call("POST", "/usuario/login", { body: await h.loginBody(user.email, user.password) });
    expect(old.status).toBe(400);
    expect(await h.login(user.email, NEW_PASSWORD)).toMatch(/^[0-9a-f]{64}$/);
    // The code was single-use.
    expect(await confirm(user.email, code, "Otra-Clave10")).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  test("the request is 201 for unknown e-mails too, and then nothing is sent", async () => {
    const before = (await h.call<unknown[]>("GET", "/dev/correos")).body.length;
    const response = await h.call("POST", "/usuario/cambiar_pwd", {
      body: { email: "no-existe@example.test", codigo: "", password: "" },
    });
    expect(response.status).toBe(201);
    const known = await h.call("POST", "/usuario/cambiar_pwd", {
      body: { email: DEMO_EMAILS.bankOfficial, codigo: "", password: "" },
    });
    expect(known.body).toEqual(response.body);
    const after = (await h.call<unknown[]>("GET", "/dev/correos")).body.length;
    expect(after).toBe(before + 1);
    expect(await h.mailsTo("no-existe@example.test")).toEqual([]);
  });

  test("the request only needs the e-mail; an invalid e-mail is 400", async () => {
    expect((await h.call("POST", "/usuario/cambiar_pwd", { body: { email: DEMO_EMAILS.mentor } })).status).toBe(201);
    const invalid = await h.call("POST", "/usuario/cambiar_pwd", { body: { email: "mentor demo" } });
    expect(invalid).toMatchObject({
      status: 400,
      body: { email: ["Introduzca una dirección de correo electrónico válida."] },
    });
  });

  test("a wrong, malformed or unknown-user code is 400 on codigo", async () => {
    const user = await createConfirmedUser(h);
    const code = await requestCode(user.email);
    expect(await confirm(user.email, otherCode(code))).toMatchObject({ status: 400, body: INVALID_CODE });
    expect(await confirm(user.email, "12ab56")).toMatchObject({ status: 400, body: INVALID_CODE });
    expect(await confirm("nadie@example.test", code)).toMatchObject({ status: 400, body: INVALID_CODE });
    // Still valid after those attempts.
    expect((await confirm(user.email, ` ${code} `)).status).toBe(204);
  });

  test("after 5 wrong attempts even the right code is refused", async () => {
    const user = await createConfirmedUser(h);
    const code = await requestCode(user.email);
    for (let i = 0; i < 5; i++) {
      expect(await confirm(user.email, otherCode(code))).toMatchObject({ status: 400, body: INVALID_CODE });
    }
    expect(await confirm(user.email, code)).toMatchObject({ status: 400, body: INVALID_CODE });
    expect(await h.login(user.email, user.password)).toBeTruthy();
  });

  test("parallel guesses cannot exceed 5 attempts", async () => {
    const user = await createConfirmedUser(h);
    const code = await requestCode(user.email);
    await Promise.all(Array.from({ length: 12 }, () => confirm(user.email, otherCode(code))));
    const row = await h.db
      .prepare("SELECT attempts FROM recuperaciones WHERE user_id = ? ORDER BY id DESC LIMIT 1")
      .bind(user.id)
      .first<{ attempts: number }>();
    expect(row?.attempts).toBe(5);
    expect((await confirm(user.email, code)).status).toBe(400);
  });

  test("a code expires after 15 minutes", async () => {
    const user = await createConfirmedUser(h);
    const code = await requestCode(user.email);
    const row = await h.db
      .prepare("SELECT created_at, expires_at FROM recuperaciones WHERE user_id = ? ORDER BY id DESC LIMIT 1")
      .bind(user.id)
      .first<{ created_at: string; expires_at: string }>();
    const ttl = Date.parse(row?.expires_at ?? "") - Date.parse(row?.created_at ?? "");
    expect(Math.abs(ttl - 15 * 60 * 1000)).toBeLessThan(5_000);
    await h.db
      .prepare("UPDATE recuperaciones SET expires_at = ? WHERE user_id = ?")
      .bind(new Date(nowMs() - 1000).toISOString(), user.id)
      .run();
    expect(await confirm(user.email, code)).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  test("one live code at a time: a new request sends none until the code is used or expires", async () => {
    const user = await createConfirmedUser(h);
    const first = await requestCode(user.email);
    expect(await requestCode(user.email)).toBe(first);
    expect(await h.mailsTo(user.email.toLowerCase())).toHaveLength(2); // the confirmation and one code
    expect((await confirm(user.email, first)).status).toBe(204);
    const second = await requestCode(user.email);
    expect((await h.mailsTo(user.email.toLowerCase())).length).toBe(3);
    expect((await confirm(user.email, second)).status).toBe(204);
  });

  test("a weak new password is 400 on password and does not use up the code", async () => {
    const user = await createConfirmedUser(h);
    const code = await requestCode(user.email);
    expect(await confirm(user.email, code, "debil")).toMatchObject({
      status: 400,
      body: { password: [expect.any(String)] },
    });
    expect(await confirm(user.email, code, "debilperolarga")).toMatchObject({
      status: 400,
      body: { password: [PASSWORD_POLICY_MESSAGE] },
    });
    const row = await h.db
      .prepare("SELECT attempts FROM recuperaciones WHERE user_id = ? ORDER BY id DESC LIMIT 1")
      .bind(user.id)
      .first<{ attempts: number }>();
    expect(row?.attempts).toBe(0);
    expect((await confirm(user.email, code)).status).toBe(204);
  });

  test("codes are stored salted and hashed", async () => {
    const user = await createConfirmedUser(h);
    const code = await requestCode(user.email);
    const row = await h.db
      .prepare("SELECT code_hash, salt FROM recuperaciones WHERE user_id = ? ORDER BY id DESC LIMIT 1")
      .bind(user.id)
      .first<{ code_hash: string; salt: string }>();
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
    expect(row?.salt).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("PUT /usuario/password", () => {
  test("200 changes the password, keeps this session and ends the others", async () => {
    const user = await createConfirmedUser(h);
    const other = await h.login(user.email, user.password);
    const response = await h.call("PUT", "/usuario/password", {
      token: user.token,
      body: { password: user.password, new_password: NEW_PASSWORD },
    });
    expect(response).toMatchObject({ status: 200, body: { detail: "Contraseña actualizada correctamente" } });
    expect((await h.call("GET", "/usuario/", { token: user.token })).status).toBe(200);
    expect((await h.call("GET", "/usuario/", { token: other })).status).toBe(401);
    expect(await h.login(user.email, NEW_PASSWORD)).toBeTruthy();
    const hash = await h.db
      .prepare("SELECT password FROM usuarios WHERE id = ?")
      .bind(user.id)
      .first<{ password: string }>();
    expect(hash?.password).toMatch(/^pbkdf2_sha256\$100000\$/);
  });

  test("a wrong current password is 400 on password", async () => {
    const token = await h.login(DEMO_EMAILS.bankOfficial, DEMO_PASSWORD);
    const response = await h.call("PUT", "/usuario/password", {
      token,
      body: { password: "Equivocada1!", new_password: NEW_PASSWORD },
    });
    expect(response).toMatchObject({ status: 400, body: { password: ["La contraseña actual no es correcta."] } });
    expect(await h.login(DEMO_EMAILS.bankOfficial, DEMO_PASSWORD)).toBeTruthy();
  });

  test("a weak new password is 400 on new_password", async () => {
    const token = await h.login(DEMO_EMAILS.bankOfficial, DEMO_PASSWORD);
    const response = await h.call("PUT", "/usuario/password", {
      token,
      body: { password: DEMO_PASSWORD, new_password: "sinsimbolos123" },
    });
    expect(response).toMatchObject({ status: 400, body: { new_password: [PASSWORD_POLICY_MESSAGE] } });
  });

  test("requires authentication", async () => {
    const response = await h.call("PUT", "/usuario/password", {
      body: { password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(response.status).toBe(401);
  });
});
