// The institution area, with JavaScript on and off: 'Registro Empresas' and 'Editar entidad' (on a new
// organisation, so parallel tests on the demo institutions are never disturbed), integration requests.
import { activateFromMail } from "./accounts";
import {
  DEMO_PASSWORD,
  NEW_PASSWORD,
  expect,
  expectNoA11yViolations,
  flash,
  isNoJs,
  login,
  mainNav,
  test,
  uniqueEmail,
} from "./fixtures";

const BANK = "banco@demo.test";

test("Registro Empresas: the spec's messages", async ({ page }, testInfo) => {
  await login(page, BANK, DEMO_PASSWORD, "/institution");
  await page.goto("/institutions/new");
  await expect(page.getByRole("heading", { level: 1, name: "Registro Empresas" })).toBeVisible();
  const accept = page.getByRole("button", { name: "Aceptar" });
  // With JS the submit button stays disabled until something is typed; without JS it always works.
  if (isNoJs(testInfo)) await expect(accept).toBeEnabled();
  else await expect(accept).toBeDisabled();
  await expect(page.getByRole("link", { name: "Cancelar" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByLabel("Nombre de la organización").fill("Organización con errores");
  await page.getByLabel("Correo electrónico").fill("no-es-un-email");
  await page.getByLabel("Contraseña", { exact: true }).fill("corta");
  await page.getByLabel("Confirmar contraseña").fill("otra");
  await accept.click();
  await expect(page.getByText("El número legal de la organización es un campo requerido")).toBeVisible();
  await expect(page.getByText("El campo nombre es requerido").first()).toBeVisible();
  await expect(page.getByText("El celular es un campo requerido")).toBeVisible();
  await expect(page.getByText("El número de sesiones es un campo requerido")).toBeVisible();
  await expect(page.getByText("Email invalido")).toBeVisible();
  await expect(
    page.getByText(
      "La contraseña deben tener al menos 8 caracteres, una letra mayúscula, minúscula, un número y un símbolo",
    ),
  ).toBeVisible();
  await expect(page.getByText("Las contraseñas no coinciden!")).toBeVisible();
  await expect(page.getByLabel("Nombre de la organización")).toHaveValue("Organización con errores");
  await expectNoA11yViolations(page, testInfo);
});

test("a new organisation is registered, its administrator confirms and edits the terms", async ({ page }, testInfo) => {
  await login(page, BANK, DEMO_PASSWORD, "/institution");
  await page.goto("/institutions/new");
  const email = uniqueEmail(testInfo, "empresa");
  const name = `Empresa ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.getByLabel("Nombre de la organización").fill(name);
  await page.getByLabel("Número legal de la organización (NIT)").fill("901234567-8");
  await page.getByLabel("Nombre", { exact: true }).fill("Laura");
  await page.getByLabel("Apellido", { exact: true }).fill("Gómez");
  await page.getByLabel("Celular").fill("+57 3001234567");
  await page.getByLabel("Dirección").fill("Calle 10 # 20-30");
  await page.getByLabel("Descripción").fill("Aceleradora regional");
  await page.getByLabel("Nombre del programa").fill("Programa inicial");
  await page.getByLabel("Número de sesiones").fill("10");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirmar contraseña").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL(/\/institution$/);
  await expect(flash(page)).toContainText(email);

  // The new administrator confirms from the e-mail (that signs them in) and reaches their home.
  await activateFromMail(page, testInfo, email);
  await page.goto("/institution");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mis consumos" })).toBeVisible();
  await expect(page.getByText("Gratis", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByRole("link", { name: "Editar entidad" }).click();
  if (isNoJs(testInfo)) {
    await expect(page).toHaveURL(/\/institution\/edit$/);
  } else {
    await expect(page.getByRole("dialog", { name: "Editar entidad" })).toBeVisible();
  }
  await expect(page.getByLabel("Nombre de la entidad")).toHaveValue(name);
  await expectNoA11yViolations(page, testInfo);
  await page.getByLabel("Dirección").fill("Calle 100 # 10-20");
  await page.getByLabel("Término para mentores").selectOption("Consultor");
  await page.getByLabel("Término para emprendedores").selectOption("Empresario");
  await page.getByLabel("Ocultar los correos electrónicos de los usuarios").check();
  await page.getByRole("button", { name: "Guardar" }).click();

  await expect(page).toHaveURL(/\/institution$/);
  await expect(flash(page)).toContainText("Entidad editada correctamente");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Consultores" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Empresarios" })).toBeVisible();
  await expect(page.getByText("Calle 100 # 10-20")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // An empty name gets the spec's message.
  await page.goto("/institution/edit");
  await page.getByLabel("Nombre de la entidad").fill("");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Por favor escriba el nombre de la entidad!")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});

test("an integration request from the institution's home goes back to it", async ({ page }, testInfo) => {
  await login(page, "entidad@demo.test", DEMO_PASSWORD, "/institution");
  await page.getByRole("link", { name: "Requerimientos de integración" }).click();
  if (isNoJs(testInfo)) await expect(page).toHaveURL(/\/institution\/integraciones$/);
  else await expect(page.getByRole("dialog", { name: "Requerimientos de integración" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("textbox", { name: "Requerimientos" }).fill(`Integrar nuestro CRM (${testInfo.project.name})`);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/institution$/);
  await expect(flash(page)).toContainText("Solicitud enviada correctamente");
  await expectNoA11yViolations(page, testInfo);

  // The page of its own; with JS, leaving it with text typed asks first.
  await page.goto("/integraciones");
  await expect(page.getByRole("heading", { level: 1, name: "Requerimientos de integración" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  if (!isNoJs(testInfo)) {
    await page.getByRole("textbox", { name: "Requerimientos" }).fill("Texto sin enviar");
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await mainNav(page).getByRole("link", { name: "Inicio" }).click();
    await expect.poll(() => asked).toBe("Se perderán los datos si continua");
    await expect(page).toHaveURL(/\/integraciones$/);
    await expect(page.getByRole("textbox", { name: "Requerimientos" })).toHaveValue("Texto sin enviar");
  }
});
