// Sign-up in both variants, the confirmation e-mail from the local outbox and the account activation.
import { expect, expectNoA11yViolations, flash, mainNav, test, uniqueEmail } from "./fixtures";
import { activateFromMail, fillSignUp, PROGRAMAS_ORIGIN } from "./accounts";

test.describe("freelancer sign-up (any host without 'programas')", () => {
  test("shows its heading and kinds, and rejects passwords that differ", async ({ page }, testInfo) => {
    await page.goto("/sign-up");
    await expect(page.getByRole("heading", { level: 1, name: "Crea tu cuenta GRATIS" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Soy Freelancer" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Busco Freelancer" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Soy Entidad" })).toHaveCount(0);
    await expectNoA11yViolations(page, testInfo);

    const email = uniqueEmail(testInfo, "mismatch");
    await fillSignUp(page, { kind: "Soy Freelancer", email, password: "Clave1234!", confirm: "Clave1234?" });
    await page.getByRole("button", { name: "Registrarme" }).click();
    await expect(page.getByText("Las contraseñas no coinciden!")).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(email);
    await expectNoA11yViolations(page, testInfo);
  });

  test("creates an account, confirms it from the e-mail and signs the user in", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "freelancer");
    await page.goto("/sign-up");
    await fillSignUp(page, { kind: "Soy Freelancer", email, password: "Clave1234!" });
    await page.getByRole("button", { name: "Registrarme" }).click();

    await expect(page).toHaveURL(/\/email-confirmacion$/);
    await expect(page.getByRole("heading", { level: 1, name: "Revisa tu correo" })).toBeVisible();
    await expect(flash(page)).toContainText("Usuario creado exitosamente");
    await expectNoA11yViolations(page, testInfo);

    await activateFromMail(page, testInfo, email);
    await page.getByRole("link", { name: "Ir a la plataforma" }).click();
    // A freelancer is a mentor: the mentor's menu, signed in.
    await expect(page).toHaveURL(/\/user$/);
    await expect(mainNav(page).getByRole("link", { name: "Mi dashboard" })).toBeVisible();
    await expect(mainNav(page).getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);
  });
});

test.describe("programas sign-up (host containing 'programas')", () => {
  test("shows its heading and kinds", async ({ page }, testInfo) => {
    await page.goto(`${PROGRAMAS_ORIGIN}/sign-up`);
    await expect(page.getByRole("heading", { level: 1, name: "Crear Cuenta" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Soy Entidad" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Soy Participante" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Soy Freelancer" })).toHaveCount(0);
    await expectNoA11yViolations(page, testInfo);
  });

  test("an institution signs up, confirms and lands on its home", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "entidad");
    await page.goto(`${PROGRAMAS_ORIGIN}/sign-up`);
    await fillSignUp(page, { kind: "Soy Entidad", email, password: "Clave1234!" });
    await page.getByRole("button", { name: "Registrarme" }).click();
    await expect(page).toHaveURL(`${PROGRAMAS_ORIGIN}/email-confirmacion`);
    await expect(page.getByRole("heading", { level: 1, name: "Revisa tu correo" })).toBeVisible();

    await activateFromMail(page, testInfo, email);
    await page.getByRole("link", { name: "Ir a la plataforma" }).click();
    await expect(page).toHaveURL(/\/institution$/);
    await expect(mainNav(page).getByRole("link", { name: "Facturación" })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);
  });
});
