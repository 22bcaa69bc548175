// Password recovery at /change_password: two steps, the e-mailed code, every message, the new password works.
import { describe, expect, test } from "vitest";
import { PASSWORD_MESSAGES } from "../../local-api/routes/usuario/password";
import {
  createAccount,
  fieldErrors,
  flashText,
  formErrors,
  input,
  mailsTo,
  useTestWorker,
  t,
  textOf,
  type Browser,
} from "./harness";

const worker = useTestWorker();

const NEW_PASSWORD = "NuevaClave456#";

async function latestCode(b: Browser, email: string): Promise<string> {
  const mails = await mailsTo(b, email);
  // Newest first on /dev/correos.
  const code = mails.map((m) => m.match(/código de verificación es: (\d{6})/)?.[1]).find(Boolean);
  if (!code) throw new Error(`no recovery code for ${email} in ${JSON.stringify(mails)}`);
  return code;
}

describe("step 1", () => {
  test("posted without its hidden intent field: 400 with a message in the form's area", async () => {
    const response = await worker.browser().formPost("/change_password", { email: "alguien@example.com" });
    expect(response.status).toBe(400);
    expect(formErrors(await response.text())).toEqual(["El valor de este campo no es válido"]);
  });

  test("the page asks for the e-mail only", async () => {
    const response = await worker.browser().get("/change_password");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain("Recuperar contraseña");
    expect(input(html, "email")).toBeDefined();
    expect(input(html, "codigo")).toBeUndefined();
    expect(input(html, "intent")?.value).toBe("request");
  });

  test.each(["", "no-es-correo", "ana @example.com", "ana@"])(
    "e-mail %j → '¡Por favor ingrese un email válido, sin espacios!'",
    async (email) => {
      const response = await worker.browser().formPost("/change_password", { intent: "request", email });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(fieldErrors(html, "email")).toEqual(["¡Por favor ingrese un email válido, sin espacios!"]);
      expect(fieldErrors(html, "email")).toEqual([t("auth:recovery.emailInvalid")]);
      expect(input(html, "codigo")).toBeUndefined();
    },
  );

  test("an unknown e-mail gets step 2 as well (no account enumeration) but no e-mail is sent", async () => {
    const before = await worker.outboxCount();
    const response = await worker
      .browser()
      .formPost("/change_password", { intent: "request", email: "nadie-aqui@example.test" });
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain("Código de verificación");
    expect(await worker.outboxCount()).toBe(before);
  });
});

describe("the whole flow", () => {
  test("step 1 → step 2 → wrong code → right code → /login with the flash → the new password works", async () => {
    const account = await createAccount(worker, "client");
    const b = worker.browser();

    const step1 = await b.formPost("/change_password", { intent: "request", email: account.email });
    expect(step1.status).toBe(200);
    const step2 = await step1.text();
    expect(textOf(step2)).toContain("Código de verificación");
    expect(textOf(step2)).toContain("Por favor consulta tu correo electrónico");
    expect(input(step2, "codigo")).toBeDefined();
    expect(input(step2, "password")?.type).toBe("password");
    expect(input(step2, "email")?.value).toBe(account.email);
    expect(input(step2, "intent")?.value).toBe("confirm");

    const code = await latestCode(b, account.email);
    const wrongCode = code === "000000" ? "111111" : "000000";

    const wrong = await b.formPost("/change_password", {
      intent: "confirm",
      email: account.email,
      codigo: wrongCode,
      password: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(fieldErrors(wrongHtml, "codigo")).toEqual([PASSWORD_MESSAGES.invalidCode]);
    // Still step 2, the code typed kept, the password not echoed.
    expect(input(wrongHtml, "codigo")?.value).toBe(wrongCode);
    expect(input(wrongHtml, "email")?.value).toBe(account.email);
    expect(wrongHtml).not.toContain(NEW_PASSWORD);

    const right = await b.formPost("/change_password", {
      intent: "confirm",
      email: account.email,
      codigo: code,
      password: NEW_PASSWORD,
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/login");
    const loginPage = await b.follow(right);
    expect(flashText(await loginPage.text())).toBe(
      "Contraseña actualizada correctamente, dirígete a la sección de login",
    );
    expect(t("auth:recovery.success")).toBe("Contraseña actualizada correctamente, dirígete a la sección de login");

    // The old password no longer works; the new one does.
    const old = await worker.browser().formPost("/login", { email: account.email, password: account.password });
    expect(old.status).toBe(400);
    const signedIn = await worker.browser().login(account.email, NEW_PASSWORD);
    expect(signedIn.status).toBe(302);

    // The code is single-use.
    const reuse = await b.formPost("/change_password", {
      intent: "confirm",
      email: account.email,
      codigo: code,
      password: "OtraClave789$",
    });
    expect(reuse.status).toBe(400);
    expect(fieldErrors(await reuse.text(), "codigo")).toEqual([PASSWORD_MESSAGES.invalidCode]);
  });

  test("the reset ends the account's existing sessions", async () => {
    const account = await createAccount(worker, "client");
    const other = worker.browser();
    await other.login(account.email, account.password);
    expect((await other.get("/user")).status).toBe(200);

    const b = worker.browser();
    await b.formPost("/change_password", { intent: "request", email: account.email });
    const code = await latestCode(b, account.email);
    const done = await b.formPost("/change_password", {
      intent: "confirm",
      email: account.email,
      codigo: code,
      password: NEW_PASSWORD,
    });
    expect(done.status).toBe(302);

    const after = await other.get("/user");
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toBe("/login?redirectTo=%2Fuser");
  });
});

describe("step 2 validation messages", () => {
  const email = "alguien@example.test";

  test.each([
    [{ codigo: "", password: NEW_PASSWORD }, "codigo", "¡Por favor ingrese su código de verificación!"],
    [{ codigo: "   ", password: NEW_PASSWORD }, "codigo", "¡Por favor ingrese su código de verificación!"],
    [{ codigo: "123456", password: "" }, "password", "¡Por favor escriba su nueva contraseña!"],
    [
      { codigo: "123456", password: "debil" },
      "password",
      "La contraseña deben tener al menos 8 caracteres, una letra mayúscula, minúscula, un número y un símbolo",
    ],
    [
      { codigo: "123456", password: "SinSimbolo123" },
      "password",
      "La contraseña deben tener al menos 8 caracteres, una letra mayúscula, minúscula, un número y un símbolo",
    ],
  ] as const)("%j → %s: %s", async (fields, field, message) => {
    const response = await worker.browser().formPost("/change_password", { intent: "confirm", email, ...fields });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, field)).toEqual([message]);
    // Still on step 2, with the e-mail carried along.
    expect(input(html, "email")?.value).toBe(email);
    expect(input(html, "codigo")).toBeDefined();
    expect(formErrors(html)).toEqual([]);
  });

  test("the catalog texts are the spec's", () => {
    expect(t("auth:recovery.codeRequired")).toBe("¡Por favor ingrese su código de verificación!");
    expect(t("auth:recovery.passwordRequired")).toBe("¡Por favor escriba su nueva contraseña!");
    expect(t("auth:recovery.codeSent")).toBe("Por favor consulta tu correo electrónico");
  });

  test("after 5 wrong codes even the right one is refused", async () => {
    const account = await createAccount(worker, "client");
    const b = worker.browser();
    await b.formPost("/change_password", { intent: "request", email: account.email });
    const code = await latestCode(b, account.email);
    const wrong = code === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) {
      const r = await b.formPost("/change_password", {
        intent: "confirm",
        email: account.email,
        codigo: wrong,
        password: NEW_PASSWORD,
      });
      expect(r.status).toBe(400);
    }
    const right = await b.formPost("/change_password", {
      intent: "confirm",
      email: account.email,
      codigo: code,
      password: NEW_PASSWORD,
    });
    expect(right.status).toBe(400);
    expect(fieldErrors(await right.text(), "codigo")).toEqual([PASSWORD_MESSAGES.invalidCode]);
  });
});
