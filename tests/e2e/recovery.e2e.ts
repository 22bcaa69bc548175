// Password recovery: e-mail → code from the local outbox → new password → sign in with it.
import { createConfirmedAccount } from "./accounts";
import {
  NEW_PASSWORD,
  expect,
  expectNoA11yViolations,
  flash,
  mainNav,
  openLatestMail,
  submitLogin,
  test,
  uniqueEmail,
} from "./fixtures";

test("a person recovers their password with the e-mailed code and signs in with the new one", async ({
  page,
  context,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "recovery");
  const oldPassword = "Antigua1234!";
  await createConfirmedAccount(page, testInfo, email, oldPassword);

  await page.goto("/change_password");
  await expect(page.getByRole("heading", { level: 1, name: "Recuperar contraseña" })).toBeVisible();
  await expect(page.getByLabel("Código de verificación")).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Enviar código" }).click();

  const codeField = page.getByLabel("Código de verificación");
  await expect(codeField).toBeVisible();
  await expect(page.getByText("Por favor consulta tu correo electrónico")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // The code, read in another tab so this form (the action's answer) stays on screen.
  const inbox = await context.newPage();
  const mail = await openLatestMail(inbox, email, "Código para cambiar tu contraseña");
  const code = (await mail.textContent())?.match(/código de verificación es: (\S+)/)?.[1];
  expect(code, "recovery e-mail carries a code").toBeTruthy();
  await inbox.close();

  await codeField.fill(code!);
  await page.getByLabel("Nueva contraseña").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Cambiar contraseña" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(flash(page)).toContainText("Contraseña actualizada correctamente, dirígete a la sección de login");
  await expectNoA11yViolations(page, testInfo);

  // The old password no longer works; the new one does.
  await submitLogin(page, email, oldPassword);
  await expect(page.getByRole("alert").filter({ hasText: "Datos inválidos" })).toBeVisible();
  await submitLogin(page, email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(flash(page)).toContainText("Sesión iniciada correctamente");
  await expect(mainNav(page).getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});

test("a wrong code keeps the person on the code step with an error", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "badcode");
  await createConfirmedAccount(page, testInfo, email, "Antigua1234!");
  await page.goto("/change_password");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Enviar código" }).click();
  await page.getByLabel("Código de verificación").fill("000000");
  await page.getByLabel("Nueva contraseña").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(page).toHaveURL(/\/change_password$/);
  await expect(page.getByText("El código no es válido o ha expirado.")).toBeVisible();
  await expect(page.getByLabel("Código de verificación")).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page, testInfo);
});
