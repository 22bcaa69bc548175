// Error pages, the menu on a phone-sized screen and the language switch.
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  MENU_LINKS,
  expect,
  expectNoA11yViolations,
  login,
  mainNav,
  test,
} from "./fixtures";

test("an unknown URL gets the 404 page with 'Volver'", async ({ page }, testInfo) => {
  const response = await page.goto("/esta-pagina-no-existe");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "Ups! Parece que te has perdido, no hemos podido encontrar esta página" }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Volver" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});

test("/500 shows the server error page with 'Volver'", async ({ page }, testInfo) => {
  await page.goto("/500");
  await expect(page.getByRole("heading", { name: "Ups! Algo ha salido mal, vuelve a intentarlo" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Volver" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});

test.describe("on a 375 px wide screen", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the menu is folded under 'Menú' and opens and closes", async ({ page }, testInfo) => {
    const { email, home } = DEMO_USERS.entrepreneur;
    await login(page, email, DEMO_PASSWORD, home);
    const nav = mainNav(page);
    const toggle = nav.locator("summary", { hasText: "Menú" });
    const links = nav.getByRole("link", { name: "Mi calendario" });

    await expect(toggle).toBeVisible();
    await expect(nav.locator("details")).not.toHaveAttribute("open");
    await expect(links).toBeHidden();
    await expect(nav.getByRole("button", { name: "Cerrar sesión" })).toBeHidden();
    await expectNoA11yViolations(page, testInfo);

    await toggle.click();
    await expect(nav.locator("details")).toHaveAttribute("open", "");
    await expect(nav.getByRole("link")).toHaveText(MENU_LINKS.entrepreneur);
    for (const name of MENU_LINKS.entrepreneur) await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);

    await toggle.click();
    await expect(links).toBeHidden();
  });
});

test.describe("language", () => {
  test("the switch in the page footer turns the interface to English", async ({ page }, testInfo) => {
    await page.goto("/esta-pagina-no-existe");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByLabel("Idioma").selectOption({ label: "English" });
    await page.getByRole("button", { name: "Cambiar idioma" }).click();

    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveURL(/\/esta-pagina-no-existe$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Looks like you got lost, we could not find this page" }),
    ).toBeVisible();
    await expect(page.getByLabel("Language")).toBeVisible();
    await expectNoA11yViolations(page, testInfo);

    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expect(page.getByLabel("E-mail")).toBeVisible();
    await expectNoA11yViolations(page, testInfo);
  });

  test("the login page offers the language switch", async ({ page }, testInfo) => {
    await page.goto("/login");
    // A visitor who reads no Spanish must be able to switch before signing in.
    await expect(page.getByLabel("Idioma"), "the login page has the 'Idioma' switch").toBeVisible();
    await page.getByLabel("Idioma").selectOption({ label: "English" });
    await page.getByRole("button", { name: "Cambiar idioma" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);
  });
});
