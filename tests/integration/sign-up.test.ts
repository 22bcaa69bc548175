// Sign-up (both host variants), every validation message of second spec › Validation rules, e-mail confirmation, /salesforce.
import { describe, expect, test } from "vitest";
import {
  DEMO,
  STRONG_PASSWORD,
  fieldErrors,
  flashText,
  formErrors,
  input,
  mailsTo,
  useTestWorker,
  t,
  tags,
  textOf,
  uniqueEmail,
} from "./harness";

const worker = useTestWorker();

const PROGRAMAS = "http://programas.localhost:8787";

function valid(overrides: Record<string, string | undefined> = {}) {
  return {
    kind: "client",
    first_name: "Ana",
    last_name: "Pérez Gómez",
    email: uniqueEmail("signup"),
    password: STRONG_PASSWORD,
    confirm_password: STRONG_PASSWORD,
    ...overrides,
  };
}

async function usersWithEmail(email: string): Promise<number> {
  const [row] = await worker.sql<{ n: number }>("SELECT count(*) AS n FROM usuarios WHERE email = ?", email);
  return row?.n ?? 0;
}

async function confirmationCode(email: string): Promise<string> {
  const mails = await mailsTo(worker.browser(), email);
  const code = mails.join(" ").match(/\/user_confirmation\/([0-9a-f]+)/)?.[1];
  if (!code) throw new Error(`no confirmation e-mail for ${email}`);
  return code;
}

describe("the variant depends on the host", () => {
  test("any host without 'programas': 'Crea tu cuenta GRATIS', Soy Freelancer / Busco Freelancer", async () => {
    const response = await worker.browser().get("/sign-up");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Crea tu cuenta GRATIS");
    expect(text).not.toContain("Crear Cuenta");
    expect(text).toContain("Soy Freelancer");
    expect(text).toContain("Busco Freelancer");
    expect(text).not.toContain("Soy Entidad");
    expect(
      tags(html, "input")
        .filter((a) => a.name === "kind")
        .map((a) => a.value)
        .sort(),
    ).toEqual(["client", "freelancer"]);
    expect(tags(html, "a").some((a) => a.href === "/login")).toBe(true);
  });

  test("a host with 'programas': 'Crear Cuenta', Soy Entidad / Soy Participante", async () => {
    const response = await worker.browser({ origin: PROGRAMAS }).get("/sign-up");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Crear Cuenta");
    expect(text).not.toContain("Crea tu cuenta GRATIS");
    expect(text).toContain("Soy Entidad");
    expect(text).toContain("Soy Participante");
    expect(
      tags(html, "input")
        .filter((a) => a.name === "kind")
        .map((a) => a.value)
        .sort(),
    ).toEqual(["entity", "participant"]);
  });

  test("a kind of the other variant is refused", async () => {
    const email = uniqueEmail("wrongkind");
    const response = await worker.browser().formPost("/sign-up", valid({ kind: "entity", email }));
    expect(response.status).toBe(400);
    expect(await usersWithEmail(email)).toBe(0);
  });
});

describe("validation messages (second spec › Validation rules 'Sign-up')", () => {
  async function post(fields: Record<string, string | undefined>) {
    const response = await worker.browser().formPost("/sign-up", fields);
    expect(response.status).toBe(400);
    return response.text();
  }

  test("an empty form: 'Completa todos los campos del formulario' and each field's required message", async () => {
    const html = await post({
      kind: "client",
      first_name: "",
      last_name: "",
      email: "",
      password: "",
      confirm_password: "",
    });
    expect(formErrors(html)).toContain(t("auth:signUp.incomplete"));
    expect(formErrors(html)).toContain("Completa todos los campos del formulario");
    expect(fieldErrors(html, "first_name")).toEqual(["Por favor ingrese su nombre!"]);
    expect(fieldErrors(html, "last_name")).toEqual(["Por favor ingrese sus apellidos!"]);
    expect(fieldErrors(html, "email")).toEqual(["Por favor ingrese un email válido, sin espacios!"]);
    expect(fieldErrors(html, "password")).toEqual(["Por favor ingrese su contraseña!"]);
    expect(fieldErrors(html, "confirm_password")).toEqual(["Por favor confirme su contraseña!"]);
  });

  test.each([
    ["first_name", "", "Por favor ingrese su nombre!"],
    ["first_name", "   ", "Por favor ingrese su nombre!"],
    ["last_name", "", "Por favor ingrese sus apellidos!"],
    ["password", "", "Por favor ingrese su contraseña!"],
    ["confirm_password", "", "Por favor confirme su contraseña!"],
  ])(
    "one field empty (%s = %j): its message and 'Completa todos los campos del formulario'",
    async (field, value, message) => {
      const fields = valid({ [field]: value });
      const html = await post(fields);
      expect(fieldErrors(html, field)).toContain(message);
      expect(formErrors(html)).toEqual(["Completa todos los campos del formulario"]);
    },
  );

  test.each([
    ["ana@example", "Email inválido"],
    ["ana.example.com", "Email inválido"],
    ["ana@@example.com", "Email inválido"],
    ["ana @example.com", "Por favor ingrese un email válido, sin espacios!"],
    ["ana@exam ple.com", "Por favor ingrese un email válido, sin espacios!"],
  ])("e-mail %j → %s", async (email, message) => {
    const html = await post(valid({ email }));
    // An address with a space also fails the pattern; the space message must be among those shown.
    expect(fieldErrors(html, "email")).toContain(message);
    if (!email.includes(" ")) expect(fieldErrors(html, "email")).toEqual([message]);
    // Not incomplete: no form-level message.
    expect(formErrors(html)).toEqual([]);
    expect(input(html, "email")?.value).toBe(email);
  });

  test.each(["Corta1!", "sinmayuscula1!", "SINMINUSCULA1!", "SinNumero!!", "SinSimbolo123"])(
    "password %j → the policy message",
    async (password) => {
      const html = await post(valid({ password, confirm_password: password }));
      expect(fieldErrors(html, "password")).toEqual([
        "La contraseña deben tener al menos 8 caracteres, una letra mayúscula, minúscula, un número y un símbolo",
      ]);
    },
  );

  test("different passwords → 'Las contraseñas no coinciden!'", async () => {
    const html = await post(valid({ confirm_password: "Segura123?" }));
    expect(fieldErrors(html, "confirm_password")).toEqual(["Las contraseñas no coinciden!"]);
  });

  test("what was typed comes back (passwords excepted)", async () => {
    const fields = valid({
      email: "ana@example",
      password: "Secreta-Que-No-Vuelve1!",
      confirm_password: "Otra-Secreta-2!",
    });
    const html = await post(fields);
    expect(input(html, "first_name")?.value).toBe("Ana");
    expect(input(html, "last_name")?.value).toBe("Pérez Gómez");
    expect(input(html, "email")?.value).toBe("ana@example");
    expect(input(html, "password")?.value ?? "").toBe("");
    expect(input(html, "confirm_password")?.value ?? "").toBe("");
    expect(html).not.toContain("Secreta-Que-No-Vuelve1!");
    expect(html).not.toContain("Otra-Secreta-2!");
    const checked = tags(html, "input").find((a) => a.name === "kind" && "checked" in a);
    expect(checked?.value).toBe("client");
  });

  test("nothing is created for an invalid form", async () => {
    const before = await worker.outboxCount();
    const email = uniqueEmail("invalid");
    await post(valid({ email, password: "debil", confirm_password: "debil" }));
    expect(await usersWithEmail(email)).toBe(0);
    expect(await worker.outboxCount()).toBe(before);
  });
});

describe("creating the account", () => {
  test("a taken e-mail → the same answer as a new one; the owner gets 'Alguien intentó registrarse con tu correo'", async () => {
    const b = worker.browser();
    const response = await b.formPost("/sign-up", valid({ email: DEMO.mentor }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/email-confirmacion");
    expect(flashText(await (await b.follow(response)).text())).toBe(t("auth:signUp.success"));
    const [notice] = await worker.sql<{ subject: string }>(
      'SELECT subject FROM outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1',
      DEMO.mentor,
    );
    expect(notice?.subject).toBe("Alguien intentó registrarse con tu correo");
    expect(await usersWithEmail(DEMO.mentor)).toBe(1);
  });

  test("success → /email-confirmacion with the flash, the e-mail in /dev/correos, confirmation signs in once", async () => {
    const fields = valid({ kind: "freelancer" });
    const b = worker.browser();
    const created = await b.formPost("/sign-up", fields);
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/email-confirmacion");
    expect(b.session).toBeUndefined();

    const page = await b.follow(created);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(flashText(html)).toBe("Usuario creado exitosamente, por favor revise su correo electrónico");
    expect(flashText(html)).toBe(t("auth:signUp.success"));
    expect(textOf(html)).toContain(t("auth:emailConfirmacion.title"));

    // The confirmation e-mail, as a person would find it.
    const mails = await mailsTo(b, fields.email);
    expect(mails).toHaveLength(1);
    const link = mails[0]!.match(/https?:\/\/\S+\/user_confirmation\/([0-9a-f]+)/);
    expect(link, mails[0]).not.toBeNull();
    const code = link![1]!;

    // Before confirming, the account cannot sign in.
    const early = await worker.browser().formPost("/login", { email: fields.email, password: fields.password });
    expect(early.status).toBe(400);

    // GET only shows the button: nothing is confirmed by a link prefetcher.
    const landing = await b.get(`/user_confirmation/${code}`);
    expect(landing.status).toBe(200);
    expect(textOf(await landing.text())).toContain(t("auth:userConfirmation.submit"));
    expect(b.session).toBeUndefined();

    const confirmed = await b.formPost(`/user_confirmation/${code}`, {});
    expect(confirmed.status).toBe(200);
    expect(textOf(await confirmed.text())).toContain("¡Tu cuenta está activa!");
    expect(b.session).toBeTruthy();
    // Signed in: a freelancer (mentor) sees the user home.
    const home = await b.get("/user");
    expect(home.status).toBe(200);
    expect(textOf(await home.text())).toContain(`Hola, ${fields.first_name} ${fields.last_name}`);

    // The same code a second time: '¡Algo ha salido mal!', no session.
    const again = worker.browser();
    const second = await again.formPost(`/user_confirmation/${code}`, {});
    expect(second.status).toBe(404);
    expect(textOf(await second.text())).toContain("¡Algo ha salido mal!");
    expect(again.session).toBeUndefined();

    // The password works on the login form now.
    const login = await worker.browser().login(fields.email, fields.password);
    expect(login.status).toBe(302);
  });

  test("an entity signs up on the programas host and lands on /institution", async () => {
    const fields = valid({ kind: "entity" });
    const b = worker.browser({ origin: PROGRAMAS });
    const created = await b.formPost("/sign-up", fields);
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/email-confirmacion");
    const code = await confirmationCode(fields.email);
    expect((await b.formPost(`/user_confirmation/${code}`, {})).status).toBe(200);
    const home = await b.get("/");
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/institution");
    const page = await b.get("/institution");
    expect(page.status).toBe(200);
  });

  test("an unknown confirmation code → '¡Algo ha salido mal!' (404)", async () => {
    for (const code of ["x", "0123456789abcdef0123456789abcdef", "%27%3B--", "a".repeat(300)]) {
      const response = await worker.browser().formPost(`/user_confirmation/${code}`, {});
      expect(response.status, code).toBe(404);
      expect(textOf(await response.text())).toContain("¡Algo ha salido mal!");
    }
  });
});

describe("/salesforce/{id}", () => {
  test("a bad id → redirect to /salesforce/error with 'Error al cargar el usuario'", async () => {
    const b = worker.browser();
    const response = await b.formPost("/salesforce/no-existe-123", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/salesforce/error");
    const page = await b.follow(response);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toContain("Hubo un error! Por favor intenta de nuevo.");
    expect(flashText(html)).toBe("Error al cargar el usuario");
    expect(b.session).toBeUndefined();
  });

  test("a good id confirms, signs in and goes to /user", async () => {
    const fields = valid();
    await worker.browser().formPost("/sign-up", fields);
    const code = await confirmationCode(fields.email);
    const b = worker.browser();
    const landing = await b.get(`/salesforce/${code}`);
    expect(landing.status).toBe(200);
    expect(textOf(await landing.text())).toContain("Redireccionando a plataforma para gestionar sus mentorías...");
    const response = await b.formPost(`/salesforce/${code}`, {});
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/user");
    expect(b.session).toBeTruthy();
    expect((await b.follow(response)).status).toBe(200);
  });
});
