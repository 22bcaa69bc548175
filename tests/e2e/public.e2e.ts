// Issue 15, the public face, signed out, with JavaScript on and off: the pages load no JavaScript file;
// the countdown is server-rendered; a landing form lands on its thank-you page with its e-mail in the
// outbox; the help centre's search; the login page's legal links.
import { expect, expectNoA11yViolations, openLatestMail, test, uniqueEmail } from "./fixtures";

test("the home, ecosystem, school and accessibility pages load no JavaScript file and pass axe", async ({
  page,
}, testInfo) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Mentorías 1 a 1 con fundadores expertos" })).toBeVisible();
  await expect(page.getByText("+950")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir al marketplace" }).first()).toHaveAttribute("href", "/marketplace");
  await expectNoA11yViolations(page, testInfo);

  await page.getByRole("link", { name: "Para incubadoras y aceleradoras", exact: true }).click();
  await expect(page).toHaveURL(/\/software-para-aceleradoras$/);
  await expect(page.getByText("menos de 48 horas")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Precios por sesión de mentoría" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.goto("/escuela-juntas");
  const timer = page.getByRole("timer");
  for (const unit of ["días", "horas", "minutos", "segundos"]) await expect(timer).toContainText(unit);
  await expect(page.getByText("$3.843.700 COP")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // Issue 30 §4: the accessibility statement, reached from the footer.
  await page.getByRole("contentinfo").getByRole("link", { name: "Accesibilidad" }).click();
  await expect(page).toHaveURL(/\/accesibilidad$/);
  await expect(page.getByRole("heading", { level: 1, name: "Declaración de accesibilidad" })).toBeVisible();
  await expect(page.getByText("WCAG) 2.2, nivel AA")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  expect(scripts, "public pages load no JavaScript file").toEqual([]);
});

test("the advisory-board diagnosis form lands on its thank-you page and its e-mail is sent", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "diagnostico");
  await page.goto("/juntas-asesoras");
  await page.getByRole("button", { name: "Enviar" }).click();
  if (testInfo.project.use.javaScriptEnabled === false) {
    // Native validation stops the empty form with JavaScript off as well; the server checks again.
    await expect(page).toHaveURL(/\/juntas-asesoras$/);
  }
  await page.getByLabel("Nombre completo").fill("Ana Pérez");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Empresa o entidad").fill("Mi Startup");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/gracias-juntas-asesoras$/);
  await expect(page.getByRole("heading", { level: 1, name: "Recibimos tus datos de contacto" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  const mail = await openLatestMail(page, email, "Juntas asesoras: recibimos tu solicitud de diagnóstico");
  await expect(mail).toContainText("Ya tenemos tus datos de contacto");
});

test("the help centre finds an article by a word of its title and has empty states for nonsense", async ({
  page,
}, testInfo) => {
  await page.goto("/centro-soporte");
  await expect(page.getByRole("heading", { level: 1, name: "Cómo podemos ayudarte?" })).toBeVisible();
  await page.getByLabel("Buscar artículos y videos").fill("contraseña");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/q=contrase/);
  await expect(page.getByRole("heading", { name: "Cómo cambiar tu contraseña" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Leer más: Cómo cambiar tu contraseña" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByLabel("Buscar artículos y videos").fill("zzqxw");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("No se encontraron artículos para tu búsqueda")).toBeVisible();
  await expect(page.getByText("No se encontraron videos para tu búsqueda")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contáctanos" }).first()).toHaveAttribute("href", "/soporte");
  await page.getByText("Mentores", { exact: true }).click();
  await expect(page.getByText("por cada mentoría confirmada")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});

test("the login page's legal links answer", async ({ page }, testInfo) => {
  await page.goto("/login");
  const terms = page.locator('a[href="/terminos-y-condiciones"]').first();
  await terms.click();
  await expect(page.getByText("Conoce nuestros términos y condiciones")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.goto("/login");
  await page.locator('a[href="/politica-privacidad"]').first().click();
  await expect(page.getByRole("heading", { name: "Permiso de lectura de tu calendario" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});
