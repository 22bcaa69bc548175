// Sign-in without JavaScript: demo users, menus, flash, wrong password, redirectTo and its abuse, rate limit.
import { describe, expect, test } from "vitest";
import { MALICIOUS_REDIRECTS } from "../unit/redirect-payloads";
import {
  DEMO,
  DEMO_PASSWORD,
  createAccount,
  fieldErrors,
  flashText,
  formErrors,
  input,
  menuLabels,
  useTestWorker,
  t,
  textOf,
  withinOneRateLimitWindow,
} from "./harness";

const worker = useTestWorker();

const MENUS = {
  entrepreneur: ["Inicio", "Mi calendario", "Emprendedores", "Encuentra tu mentor", "Soporte", "Cerrar sesión"],
  mentor: ["Inicio", "Mi calendario", "Mi dashboard", "Encuentra tu mentor", "Soporte", "Cerrar sesión"],
  institution: ["Inicio", "Mi calendario", "Facturación", "Soporte", "Cerrar sesión"],
  anonymous: ["Inicio", "Iniciar sesión"],
} as const;

/** Where a browser would land for this Location: only same-origin paths are acceptable. */
function assertInApp(location: string | null, context: string): void {
  expect(location, context).not.toBeNull();
  const value = location!;
  expect(value.startsWith("/"), `${context}: ${value}`).toBe(true);
  expect(value.startsWith("//"), `${context}: ${value}`).toBe(false);
  expect(value.startsWith("/\\"), `${context}: ${value}`).toBe(false);
  // Browsers drop tabs and newlines and treat \ as / before resolving.
  const cleaned = value.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
  expect(new URL(cleaned, "http://localhost:8787").origin, `${context}: ${value}`).toBe("http://localhost:8787");
}

describe("demo users sign in with a plain form post", () => {
  test.each([
    ["entrepreneur", DEMO.entrepreneur, "/user"],
    ["mentor", DEMO.mentor, "/user"],
    ["institution", DEMO.institution, "/institution"],
  ] as const)("%s (%s) → %s with the menu of the type", async (role, email, home) => {
    const b = worker.browser();
    const response = await b.login(email, DEMO_PASSWORD);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(home);
    expect(b.session).toBeTruthy();

    const page = await b.follow(response);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(menuLabels(html)).toEqual(MENUS[role]);
    expect(flashText(html)).toBe(t("auth:login.success"));
    expect(flashText(html)).toBe("Sesión iniciada correctamente");

    // Shown once: the next page has no flash.
    const again = await (await b.get(home)).text();
    expect(flashText(again)).toBe("");
    expect(menuLabels(again)).toEqual(MENUS[role]);
  });

  test("the e-mail is case-insensitive", async () => {
    const b = worker.browser();
    const response = await b.login(DEMO.mentor.toUpperCase(), DEMO_PASSWORD);
    expect(response.headers.get("Location")).toBe("/user");
  });

  test("a visitor's shell menu has Inicio and Iniciar sesión", async () => {
    const html = await (await worker.browser().get("/500")).text();
    expect(menuLabels(html)).toEqual(MENUS.anonymous);
  });

  test("a signed-in user visiting /login goes home", async () => {
    const b = worker.browser();
    await b.login(DEMO.institution);
    const response = await b.get("/login");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/institution");
  });
});

describe("wrong credentials", () => {
  test("wrong password → 400 'Datos inválidos', the e-mail kept, the password never echoed", async () => {
    const b = worker.browser();
    const password = "Incorrecta-Secreta-987!";
    const response = await b.formPost("/login", { email: DEMO.entrepreneur, password, redirectTo: "" });
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie") ?? "").not.toMatch(/(^|[ ,])sesion=[^;]/);
    const html = await response.text();
    expect(formErrors(html)).toEqual([t("auth:login.invalid")]);
    expect(textOf(html)).toContain("Datos inválidos");
    expect(input(html, "email")?.value).toBe(DEMO.entrepreneur);
    expect(input(html, "password")?.value ?? "").toBe("");
    expect(html).not.toContain(password);
    expect(b.session).toBeUndefined();
  });

  test("unknown e-mail → the same 'Datos inválidos' (no account enumeration)", async () => {
    const response = await worker.browser().formPost("/login", { email: "nadie@example.test", password: "Algo1234!" });
    expect(response.status).toBe(400);
    expect(formErrors(await response.text())).toEqual([t("auth:login.invalid")]);
  });

  test("invalid e-mail and missing password → the spec's field messages", async () => {
    const response = await worker.browser().formPost("/login", { email: "no es correo", password: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "email")).toEqual([t("auth:login.emailInvalid")]);
    expect(fieldErrors(html, "password")).toEqual([t("auth:login.passwordRequired")]);
    expect(input(html, "email")?.value).toBe("no es correo");
  });
});

describe("redirectTo", () => {
  test("a protected page while signed out → /login?redirectTo=…, and back there after signing in", async () => {
    const b = worker.browser();
    const protectedPage = await b.get("/user?pestana=programas");
    expect(protectedPage.status).toBe(302);
    const location = protectedPage.headers.get("Location")!;
    expect(location).toBe(`/login?redirectTo=${encodeURIComponent("/user?pestana=programas")}`);

    // The login page carries the target in its form.
    const loginPage = await b.follow(protectedPage);
    expect(loginPage.status).toBe(200);
    const html = await loginPage.text();
    expect(input(html, "redirectTo")?.value).toBe("/user?pestana=programas");

    const signedIn = await b.login(DEMO.entrepreneur, DEMO_PASSWORD, input(html, "redirectTo")!.value!);
    expect(signedIn.headers.get("Location")).toBe("/user?pestana=programas");
    expect((await b.follow(signedIn)).status).toBe(200);
  });

  test("the institution's page too", async () => {
    const b = worker.browser();
    const response = await b.get("/institution");
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Finstitution");
    const signedIn = await b.login(DEMO.institution, DEMO_PASSWORD, "/institution");
    expect(signedIn.headers.get("Location")).toBe("/institution");
  });

  test(`${MALICIOUS_REDIRECTS.length} malicious redirectTo values never send the user outside the app`, async () => {
    // The per-e-mail limit is 10 sign-ins a minute: spread the payloads over fresh accounts.
    const PER_ACCOUNT = 9;
    const chunks: string[][] = [];
    for (let i = 0; i < MALICIOUS_REDIRECTS.length; i += PER_ACCOUNT)
      chunks.push(MALICIOUS_REDIRECTS.slice(i, i + PER_ACCOUNT));
    expect(MALICIOUS_REDIRECTS.length).toBeGreaterThanOrEqual(30);
    let signedIn = 0;
    await Promise.all(
      chunks.map(async (payloads) => {
        const account = await createAccount(worker, "client");
        for (const payload of payloads) {
          const b = worker.browser();
          const response = await b.formPost("/login", {
            email: account.email,
            password: account.password,
            redirectTo: payload,
          });
          if (payload.length > 2048) {
            // Longer than the form allows: the form comes back, nobody is redirected anywhere.
            expect(response.status, "overlong redirectTo").toBe(400);
            continue;
          }
          expect(response.status, JSON.stringify(payload)).toBe(302);
          assertInApp(response.headers.get("Location"), `redirectTo=${JSON.stringify(payload)}`);
          signedIn += 1;
        }
      }),
    );
    expect(signedIn).toBe(MALICIOUS_REDIRECTS.filter((p) => p.length <= 2048).length);
    // About 70 password hashes (100,000 PBKDF2 rounds each): about 10 s on an idle 2-core machine, and it once
    // ran past the default 30 s beside a CI run. A time-out here says nothing about redirects.
  }, 120_000);

  test("a redirectTo in the login page's URL is escaped into its hidden field (no markup injection)", async () => {
    for (const payload of [
      '"><script>alert(1)</script>',
      "'><img src=x onerror=alert(1)>",
      '/user"><svg onload=alert(1)>',
    ]) {
      const response = await worker.browser().get(`/login?redirectTo=${encodeURIComponent(payload)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(input(html, "redirectTo")?.value).toBe(payload);
      expect(html).not.toMatch(/<script>alert|<img src=x|<svg onload/);
    }
  });

  test("the language switch's redirectTo is checked the same way", async () => {
    for (const payload of MALICIOUS_REDIRECTS) {
      const response = await worker.browser().get(`/idioma?lng=en&redirectTo=${encodeURIComponent(payload)}`);
      expect(response.status).toBe(302);
      assertInApp(response.headers.get("Location"), `idioma redirectTo=${JSON.stringify(payload)}`);
    }
    const ok = await worker.browser().get(`/idioma?lng=en&redirectTo=${encodeURIComponent("/login?x=1")}`);
    expect(ok.headers.get("Location")).toBe("/login?x=1");
  });
});

describe("rate limit", () => {
  test(
    "the 11th attempt for one e-mail within a minute → 429 with the Spanish message, even with the right password",
    { timeout: 90_000 },
    async () => {
      const account = await createAccount(worker, "client");
      await withinOneRateLimitWindow(20);
      for (let i = 1; i <= 10; i++) {
        // A new browser (and IP) each time: the limit is per e-mail.
        const response = await worker.browser().formPost("/login", { email: account.email, password: `Mala${i}!xyz` });
        expect(response.status, `attempt ${i}`).toBe(400);
      }
      const b = worker.browser();
      const blocked = await b.formPost("/login", { email: account.email, password: account.password });
      expect(blocked.status).toBe(429);
      const html = await blocked.text();
      expect(formErrors(html)).toEqual([t("auth:login.rateLimited")]);
      expect(t("auth:login.rateLimited")).toMatch(/Demasiados intentos/);
      expect(input(html, "email")?.value).toBe(account.email);
      expect(b.session).toBeUndefined();

      // The limit is per e-mail: another account still signs in from the same browser.
      const other = await b.login(DEMO.mentor);
      expect(other.headers.get("Location")).toBe("/user");
    },
  );

  test("the per-IP limit (60 a minute) applies across e-mails", { timeout: 90_000 }, async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    await withinOneRateLimitWindow(25);
    for (let i = 0; i < 61; i++) {
      const response = await worker
        .browser({ ip })
        .formPost("/login", { email: `ip-limit-${i}@example.test`, password: "x" });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
