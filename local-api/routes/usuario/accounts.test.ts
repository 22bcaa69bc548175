import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  confirmResponseSchema,
  createdUserResponseSchema,
  errorBodySchema,
  userListSchema,
} from "../../../app/api/contract/usuario";
import { PASSWORD_POLICY_MESSAGE } from "../../password-policy";
import { type Harness, STRONG_PASSWORD, confirmationCodeFor, createHarness, uniqueUser } from "../../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.dispose());

function userBody(overrides: Record<string, unknown> = {}) {
  const { username, email } = uniqueUser();
  return {
    username,
    email,
    first_name: "María",
    last_name: "López",
    password: STRONG_PASSWORD,
    confirm_password: STRONG_PASSWORD,
    telefono: "+57 3001234567",
    ...overrides,
  };
}

function entityBody(overrides: Record<string, unknown> = {}) {
  const { email } = uniqueUser("org");
  return {
    first_name: "Pedro",
    last_name: "Ruiz",
    email,
    password: STRONG_PASSWORD,
    confirm_password: STRONG_PASSWORD,
    ...overrides,
  };
}

async function userRow(email: string) {
  return h.db.prepare("SELECT * FROM usuarios WHERE email = ?").bind(email).first<Record<string, unknown>>();
}

describe("POST /usuario/crear/usuario", () => {
  test("201 creates an inactive new user with a hashed password and e-mails a confirmation link", async () => {
    const body = userBody({ email: "Nueva.Persona@Example.TEST", username: "nueva.persona" });
    const response = await h.call("POST", "/usuario/crear/usuario", { body });
    expect(response.status).toBe(201);
    expect(createdUserResponseSchema.parse(response.body)).toMatchObject({
      username: "nueva.persona",
      email: "nueva.persona@example.test",
    });
    const row = await userRow("nueva.persona@example.test");
    expect(row).toMatchObject({ is_active: 0, is_new: 1, mentor: 0, first_name: "María", telefono: "+57 3001234567" });
    expect(String(row?.password)).toMatch(/^pbkdf2_sha256\$100000\$/);
    expect(String(row?.password)).not.toContain(STRONG_PASSWORD);

    const [mail] = await h.mailsTo("nueva.persona@example.test");
    expect(mail?.subject).toBe("Confirma tu cuenta");
    expect(mail?.body).toMatch(/^Hola María,/);
    expect(mail?.body).toMatch(/http:\/\/app\.test\/user_confirmation\/[0-9a-f]{48}\n/);
  });

  test("mentor: true makes a mentor (the freelancer sign-up)", async () => {
    const body = userBody({ mentor: true });
    expect((await h.call("POST", "/usuario/crear/usuario", { body })).status).toBe(201);
    expect((await userRow(body.email))?.mentor).toBe(1);
  });

  test("an unconfirmed user cannot sign in yet", async () => {
    const body = userBody();
    await h.call("POST", "/usuario/crear/usuario", { body });
    const response = await h.call("POST", "/usuario/login", { body: await h.loginBody(body.email, STRONG_PASSWORD) });
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty("non_field_errors");
  });

  test("duplicate e-mail, in any case, answers as a new address would and creates nothing (issue 34 §2)", async () => {
    const body = userBody();
    await h.call("POST", "/usuario/crear/usuario", { body });
    const again = userBody({ email: body.email.toUpperCase() });
    const response = await h.call("POST", "/usuario/crear/usuario", { body: again });
    expect(response.status).toBe(201);
    expect(await userRow(body.email)).toMatchObject({ username: body.username });
    expect(await h.db.prepare("SELECT id FROM usuarios WHERE username = ?").bind(again.username).first()).toBeNull();
  });

  test("duplicate username, in any case, is 400 on username", async () => {
    const body = userBody();
    await h.call("POST", "/usuario/crear/usuario", { body });
    const response = await h.call("POST", "/usuario/crear/usuario", {
      body: userBody({ username: body.username.toUpperCase() }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ username: ["Ya existe un usuario con este nombre."] });
  });

  test("password and confirmation must match", async () => {
    const response = await h.call("POST", "/usuario/crear/usuario", {
      body: userBody({ confirm_password: "Otra1234!" }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ confirm_password: ["Las contraseñas no coinciden!"] });
  });

  test.each([
    ["too short", "Ab1!"],
    ["no upper case", "segura123!"],
    ["no lower case", "SEGURA123!"],
    ["no digit", "Segura!!!"],
    ["no symbol", "Segura123"],
  ])("a weak password (%s) is 400 on password with the policy message", async (_, password) => {
    const response = await h.call("POST", "/usuario/crear/usuario", {
      body: userBody({ password, confirm_password: password }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ password: [PASSWORD_POLICY_MESSAGE] });
  });

  test("missing fields are each reported, in Spanish", async () => {
    const response = await h.call("POST", "/usuario/crear/usuario", { body: {} });
    expect(response.status).toBe(400);
    const errors = errorBodySchema.parse(response.body);
    for (const field of ["username", "first_name", "last_name", "email", "password", "confirm_password"]) {
      expect(errors[field]).toEqual(["Este campo es requerido."]);
    }
  });

  test("invalid e-mail, blank names, bad usernames and over-long values are field errors", async () => {
    const response = await h.call("POST", "/usuario/crear/usuario", {
      body: userBody({
        email: "no es un email",
        first_name: "   ",
        username: "con espacios",
        telefono: "1".repeat(31),
      }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      email: ["Introduzca una dirección de correo electrónico válida."],
      first_name: ["Este campo no puede estar en blanco."],
      username: [expect.stringContaining("Introduzca un nombre de usuario válido")],
      telefono: ["Asegúrese de que este campo no tenga más de 30 caracteres."],
    });
  });

  test("numeric and reserved usernames are refused (they would clash with /usuario/{id} and /usuario/tags)", async () => {
    const numeric = await h.call("POST", "/usuario/crear/usuario", { body: userBody({ username: "12345" }) });
    expect(numeric.status).toBe(400);
    expect(numeric.body).toHaveProperty("username");
    const reserved = await h.call("POST", "/usuario/crear/usuario", { body: userBody({ username: "Tags" }) });
    expect(reserved.status).toBe(400);
    expect(reserved.body).toHaveProperty("username");
  });

  test("wrong types are 400, not 500", async () => {
    const response = await h.call("POST", "/usuario/crear/usuario", {
      body: userBody({ mentor: "yes", username: 42, telefono: null }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      mentor: ["Debe ser un booleano válido."],
      username: ["No es una cadena válida."],
      telefono: ["Este campo no puede ser nulo."],
    });
  });
});

describe("POST /usuario/crear/entidad", () => {
  test("201 creates the user, an institution with the given razon_social and makes the user its official", async () => {
    const body = entityBody({ razon_social: "Aceleradora Andina" });
    const response = await h.call("POST", "/usuario/crear/entidad", { body });
    expect(response.status).toBe(201);
    const created = createdUserResponseSchema.parse(response.body);
    const institution = await h.db
      .prepare(`SELECT e.* FROM entidades e JOIN funcionarios f ON f.entidad_id = e.id WHERE f.user_id = ?`)
      .bind(created.id)
      .all<Record<string, unknown>>();
    expect(institution.results).toEqual([
      expect.objectContaining({
        razon_social: "Aceleradora Andina",
        emprendedor_tipo: "Emprendedor",
        mentor_tipo: "Mentor",
        theme: "default",
      }),
    ]);
    expect(await userRow(body.email)).toMatchObject({ is_active: 0, is_new: 1, mentor: 0 });
    expect((await h.mailsTo(body.email))[0]?.body).toContain("/user_confirmation/");
  });

  test("without razon_social the institution is named after the person; the username comes from the e-mail", async () => {
    const first = await h.call<{ id: number; username: string }>("POST", "/usuario/crear/entidad", {
      body: entityBody({ email: "contacto@empresa-uno.test" }),
    });
    const second = await h.call<{ id: number; username: string }>("POST", "/usuario/crear/entidad", {
      body: entityBody({ email: "Contacto@empresa-dos.test" }),
    });
    expect(first.body.username).toBe("contacto");
    expect(second.body.username).toBe("contacto2");
    const name = await h.db
      .prepare("SELECT e.razon_social FROM entidades e JOIN funcionarios f ON f.entidad_id = e.id WHERE f.user_id = ?")
      .bind(first.body.id)
      .first<{ razon_social: string }>();
    expect(name?.razon_social).toBe("Pedro Ruiz");
  });

  test("duplicate e-mail (answered as new), mismatch and weak password (field errors): nothing is created", async () => {
    const body = entityBody();
    await h.call("POST", "/usuario/crear/entidad", { body });
    const before = await h.db.prepare("SELECT COUNT(*) AS n FROM entidades").first<{ n: number }>();
    const duplicate = await h.call("POST", "/usuario/crear/entidad", { body: entityBody({ email: body.email }) });
    expect(duplicate.status).toBe(201);
    const invalid = await h.call("POST", "/usuario/crear/entidad", {
      body: entityBody({ password: "debil", confirm_password: "otra" }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      password: [PASSWORD_POLICY_MESSAGE],
      confirm_password: [expect.any(String)],
    });
    const after = await h.db.prepare("SELECT COUNT(*) AS n FROM entidades").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  test("a razon_social over 200 characters is a field error", async () => {
    const response = await h.call("POST", "/usuario/crear/entidad", {
      body: entityBody({ razon_social: "x".repeat(201) }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty("razon_social");
  });
});

describe("DELETE /usuario/confirmar/{code}", () => {
  test("200 activates the user and returns a working token and the theme; the code works once", async () => {
    const body = userBody();
    await h.call("POST", "/usuario/crear/usuario", { body });
    const code = await confirmationCodeFor(h, body.email);
    const response = await h.call("DELETE", `/usuario/confirmar/${code}`);
    expect(response.status).toBe(200);
    const { token, theme } = confirmResponseSchema.parse(response.body);
    expect(theme).toBe("default");
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect((await userRow(body.email))?.is_active).toBe(1);
    const me = await h.call("GET", "/usuario/", { token });
    expect(me.status).toBe(200);
    expect(userListSchema.parse(me.body)[0]?.email).toBe(body.email);

    const again = await h.call("DELETE", `/usuario/confirmar/${code}`);
    expect(again).toMatchObject({ status: 404, body: { detail: "No encontrado." } });
    // The user can now sign in with the password.
    expect(await h.login(body.email, STRONG_PASSWORD)).toMatch(/^[0-9a-f]{64}$/);
  });

  test("a link does not reactivate a user an institution deactivated (and stays unused)", async () => {
    const body = userBody();
    await h.call("POST", "/usuario/crear/usuario", { body });
    const code = await confirmationCodeFor(h, body.email);
    await h.db
      .prepare("UPDATE usuarios SET deactivated_at = '2025-01-01T00:00:00.000Z' WHERE email = ?")
      .bind(body.email)
      .run();
    expect((await h.call("DELETE", `/usuario/confirmar/${code}`)).status).toBe(404);
    expect((await userRow(body.email))?.is_active).toBe(0);
    const unused = await h.db
      .prepare(
        "SELECT COUNT(*) AS n FROM confirmaciones c JOIN usuarios u ON u.id = c.user_id WHERE u.email = ? AND used_at IS NULL",
      )
      .bind(body.email)
      .first<{ n: number }>();
    expect(unused?.n).toBe(1);
  });

  test("the theme is the one of the institution the new official administers", async () => {
    const body = entityBody();
    await h.call("POST", "/usuario/crear/entidad", { body });
    await h.db
      .prepare(
        `UPDATE entidades SET theme = 'banco' WHERE id =
          (SELECT entidad_id FROM funcionarios f JOIN usuarios u ON u.id = f.user_id WHERE u.email = ?)`,
      )
      .bind(body.email)
      .run();
    const response = await h.call("DELETE", `/usuario/confirmar/${await confirmationCodeFor(h, body.email)}`);
    expect(response).toMatchObject({ status: 200, body: { theme: "banco" } });
  });

  test("unknown, malformed and expired codes are 404", async () => {
    expect((await h.call("DELETE", `/usuario/confirmar/${"ab".repeat(24)}`)).status).toBe(404);
    expect((await h.call("DELETE", "/usuario/confirmar/not-a-code")).status).toBe(404);
    expect((await h.call("DELETE", `/usuario/confirmar/${"a".repeat(500)}`)).status).toBe(404);
    const body = userBody();
    await h.call("POST", "/usuario/crear/usuario", { body });
    await h.db
      .prepare(
        "UPDATE confirmaciones SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = (SELECT id FROM usuarios WHERE email = ?)",
      )
      .bind(body.email)
      .run();
    const expired = await h.call("DELETE", `/usuario/confirmar/${await confirmationCodeFor(h, body.email)}`);
    expect(expired.status).toBe(404);
    expect((await userRow(body.email))?.is_active).toBe(0);
  });

  test("concurrent uses of one code: exactly one succeeds", async () => {
    const body = userBody();
    await h.call("POST", "/usuario/crear/usuario", { body });
    const code = await confirmationCodeFor(h, body.email);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => h.call("DELETE", `/usuario/confirmar/${code}`)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404]);
  });

  test("the code is stored hashed, never in clear", async () => {
    const body = userBody();
    await h.call("POST", "/usuario/crear/usuario", { body });
    const code = await confirmationCodeFor(h, body.email);
    const found = await h.db
      .prepare("SELECT COUNT(*) AS n FROM confirmaciones WHERE code_hash = ?")
      .bind(code)
      .first<{ n: number }>();
    expect(found?.n).toBe(0);
  });
});
