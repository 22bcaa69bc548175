// Sign-in, the menu of each kind of user, logout, login errors and the redirect back after sign-in.
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  MENU_LINKS,
  expect,
  expectNoA11yViolations,
  flash,
  isNoJs,
  login,
  mainNav,
  settled,
  submitLogin,
  test,
  type DemoRole,
} from "./fixtures";

for (const role of Object.keys(DEMO_USERS) as DemoRole[]) {
  const { email, home } = DEMO_USERS[role];

  test(`${role} signs in, sees exactly their menu and signs out`, async ({ page }, testInfo) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);

    await submitLogin(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(flash(page)).toContainText("Sesión iniciada correctamente");

    const nav = mainNav(page);
    await expect(nav.getByRole("link")).toHaveText(MENU_LINKS[role]);
    await expect(nav.getByRole("button")).toHaveText(["Cerrar sesión"]);
    await expect(nav.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
    await expectNoA11yViolations(page, testInfo);

    await nav.getByRole("button", { name: "Cerrar sesión" }).click();
    // Logout goes to `/`: the public home page since issue 15, with its Login link.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);

    // The session is gone: the home now asks to sign in again.
    await page.goto(home);
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
}

test("a wrong password says 'Datos inválidos' and keeps the e-mail", async ({ page }, testInfo) => {
  await page.goto("/login");
  await submitLogin(page, DEMO_USERS.mentor.email, "Incorrecta1234!");
  await expect(page.getByRole("alert").filter({ hasText: "Datos inválidos" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Correo electrónico")).toHaveValue(DEMO_USERS.mentor.email);
  // Without JS the page is the server's answer: it never sends the password back.
  if (isNoJs(testInfo)) await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue("");
  await expectNoA11yViolations(page, testInfo);
});

test("an invalid e-mail gets the spec's message (browser with JS, server without)", async ({ page }, testInfo) => {
  const message = "Por favor ingrese un email válido, sin espacios!";
  await page.goto("/login");
  // Valid for the browser's own type=email check, invalid for the schema: without JS the server answers.
  const email = page.getByLabel("Correo electrónico");
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await email.fill("usuario@dominio");
  if (isNoJs(testInfo)) {
    await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
    const response = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/login"));
    await page.getByRole("button", { name: "Ingresar" }).click();
    expect((await response).status()).toBe(400);
  } else {
    // Inline validation on blur, before anything is sent (again until hydration has attached it).
    await expect(async () => {
      await email.focus();
      await email.blur();
      await expect(page.getByText(message)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    expect(posts, "the browser validated without asking the server").toEqual([]);
  }
  await expect(page.getByText(message)).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveValue("usuario@dominio");
  await expectNoA11yViolations(page, testInfo);
});

test("a protected page sends a visitor to login and back to it after sign-in", async ({ page }, testInfo) => {
  await page.goto("/institution");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Finstitution$/);
  await expectNoA11yViolations(page, testInfo);
  await submitLogin(page, DEMO_USERS.institution.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/institution$/);
  await expect(mainNav(page).getByRole("link", { name: "Facturación" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});

test("a signed-in user visiting /login goes to their home", async ({ page }) => {
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/user$/);
});

test("a page reached after the first, in the browser, fetches its catalog: its words, never its keys", async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), "without JavaScript each page comes from the server with its own words");
  const { email, home } = DEMO_USERS.mentor;
  await login(page, email, DEMO_PASSWORD, home);
  await settled(page);
  // The home's HTML carries its own namespaces only: the calendar's arrive with the client-side navigation.
  expect(await page.locator("#i18n-resources").textContent()).not.toContain("Vistas del calendario");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await mainNav(page).getByRole("link", { name: "Mi calendario" }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole("navigation", { name: "Vistas del calendario" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Anterior" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.locator("main")).not.toContainText(/\b(toolbar|views|zone|actions)\.[a-z]+/);
  await expectNoA11yViolations(page, testInfo);
});
