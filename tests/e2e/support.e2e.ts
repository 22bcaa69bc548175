// 'Agrega un ticket' (/soporte), with JavaScript on and off: every signed-in user has Support in the menu.
import { DEMO_PASSWORD, expect, expectNoA11yViolations, flash, login, mainNav, test } from "./fixtures";

for (const [who, email, home] of [
  ["an entrepreneur", "emprendedor@demo.test", "/user"],
  ["an institution administrator", "entidad@demo.test", "/institution"],
] as const) {
  test(`${who} sends a support ticket with a file`, async ({ page }, testInfo) => {
    await login(page, email, DEMO_PASSWORD, home);
    await mainNav(page).getByRole("link", { name: "Soporte" }).click();
    await expect(page).toHaveURL(/\/soporte$/);
    await expect(page.getByRole("heading", { level: 1, name: "Agrega un ticket" })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);

    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("Por favor escriba su solicitud")).toBeVisible();

    await page.getByLabel("Solicitud").fill(`No puedo ver mi calendario (${testInfo.project.name}, ${email})`);
    await page.getByLabel("Archivo (opcional)").setInputFiles({
      name: "captura.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("captura de pantalla"),
    });
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(flash(page)).toContainText("Ticket enviado correctamente, pronto nos comunicaremos con usted");
    await expect(page).toHaveURL(/\/soporte$/);
    await expect(page.getByLabel("Solicitud")).toHaveValue("");
    await expectNoA11yViolations(page, testInfo);
  });
}
