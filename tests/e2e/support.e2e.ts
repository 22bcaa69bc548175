// 'Agrega un ticket' (/soporte), with JavaScript on and off: every signed-in user has Support in the menu.
import {
  DEMO_PASSWORD,
  expect,
  expectNoA11yViolations,
  flash,
  isNoJs,
  login,
  mainNav,
  settled,
  test,
} from "./fixtures";

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

test("what is typed while a refused post is on its way is kept (JS)", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JS the browser itself keeps the page until the answer arrives");
  await login(page, "emprendedor@demo.test", DEMO_PASSWORD, "/user");
  await page.goto("/soporte");
  await settled(page);
  // The answer to the empty post (400) and the data reloaded after it arrive late, as on a slow network.
  let posted = false;
  await page.route(/_data=/, async (route) => {
    if (route.request().method() === "POST") posted = true;
    else if (posted) await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const reloaded = page.waitForResponse(
    (r) => r.request().method() === "GET" && /_data=features%2Fsupport/.test(r.url()),
  );
  await page.getByRole("button", { name: "Enviar" }).click();
  await page.getByLabel("Solicitud").fill("Escrito mientras llegaba la respuesta");
  await reloaded;
  await settled(page);
  await expect(page.getByLabel("Solicitud")).toHaveValue("Escrito mientras llegaba la respuesta");
  // And it is sent as typed.
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(flash(page)).toContainText("Ticket enviado correctamente, pronto nos comunicaremos con usted");
  await expect(page.getByLabel("Solicitud")).toHaveValue("");
});
