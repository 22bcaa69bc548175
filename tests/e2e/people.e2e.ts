// The institution's people, with JavaScript on and off: invite a staff member, bulk-invite entrepreneurs
// from a file (a bad line reported, a 16-line file refused), deactivate an entrepreneur, the mentors list
// with its reviews dialog (issue 3 acceptance; core spec › Screens and routes, core spec › Validation rules, core spec › Error catalogue, core spec › Business constants and limits; second spec › Screens and routes, second spec › Validation rules).
import type { Page, TestInfo } from "@playwright/test";
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  expect,
  expectNoA11yViolations,
  flash,
  isNoJs,
  login,
  settled,
  test,
  uniqueEmail,
} from "./fixtures";

const TOO_LARGE = "El archivo es muy grande, por favor seleccione un archivo con menos de 15 líneas";

async function signInAsInstitution(page: Page): Promise<void> {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
}

/** Letters only, so the name search finds exactly this person. */
function uniqueName(): string {
  return `Zq${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 8)}`;
}

async function expectMailTo(page: Page, testInfo: TestInfo, email: string): Promise<void> {
  await expect(async () => {
    await page.goto("/dev/correos");
    await expect(page.getByText(`Para: ${email}`).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expectNoA11yViolations(page, testInfo);
}

function csv(lines: string[]) {
  return { name: "lista.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n"), "utf8") };
}

test("invites one staff member from /funcionarios", async ({ page }, testInfo) => {
  await signInAsInstitution(page);
  await page.goto("/funcionarios");
  await expect(page.getByRole("heading", { level: 1, name: "Funcionarios" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/institution");
  await expectNoA11yViolations(page, testInfo);

  await page.getByRole("link", { name: "Nuevo Usuario" }).click();
  await expect(page).toHaveURL(/\/funcionarios\/new$/);
  const title = page.getByRole("heading", { name: "Invitar funcionario" });
  await expect(title).toBeVisible();
  if (!isNoJs(testInfo)) await expect(page.getByRole("dialog", { name: "Invitar funcionario" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  const email = uniqueEmail(testInfo, "funcionario");
  if (!isNoJs(testInfo)) {
    // Checked on blur, with the spec's message, once the form's rules have arrived (the first input loads
    // them, decision 014).
    await page.getByLabel("Correo electrónico").fill("no-es-un-email");
    await settled(page);
    // On a loaded machine the rules can arrive after the first blur: blur again until they judge it.
    await expect(async () => {
      await page.getByLabel("Correo electrónico").focus();
      await page.getByLabel("Nombre", { exact: true }).focus();
      await expect(page.getByText("Por favor ingrese un email válido!")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await page.getByLabel("Nombre", { exact: true }).fill("Nora");
  await page.getByLabel("Apellido", { exact: true }).fill("Funcionaria");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Invitar" }).click();

  await expect(page).toHaveURL(/\/funcionarios$/);
  await expect(flash(page)).toContainText(
    "Usuario creado correctamente: Se ha enviado un correo electrónico al invitado para que complete su perfil",
  );
  await expect(page.getByRole("cell", { name: email })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await expectMailTo(page, testInfo, email);
});

test("bulk-invites entrepreneurs from a file: 16 lines refused, a bad line reported", async ({ page }, testInfo) => {
  // Many pages, each checked with axe: more than the default 30 s on a loaded machine.
  test.slow();
  await signInAsInstitution(page);
  await page.goto("/user/users");
  await expect(page.getByRole("heading", { level: 1, name: "Emprendedores" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("link", { name: "Cargar lista de emprendedores" }).click();
  await expect(page).toHaveURL(/\/users\/file\/new$/);
  await expect(page.getByRole("heading", { name: "Invitar emprendedores" })).toBeVisible();
  await expect(page.getByText("email;nombre;apellido").first()).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  const fileInput = page.getByLabel("Archivo con la lista (.csv o .txt)");
  const big = ["email;nombre;apellido"];
  // 16 lines in the file, header included.
  for (let i = 0; i < 15; i++) big.push(`${uniqueEmail(testInfo, `grande${i}`)};Nombre;Apellido`);
  await fileInput.setInputFiles(csv(big));
  // With JS the browser checks the file once the form's rules have arrived (choosing the file loads them,
  // decision 014): then the message shows before any post.
  // The first choice may come before the page listens for it (its effects run after the first paint): choose
  // the file again until the browser's check answers.
  if (!isNoJs(testInfo)) {
    await expect(async () => {
      await settled(page);
      await fileInput.setInputFiles(csv(big));
      await expect(page.getByText(TOO_LARGE)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
  // Sent anyway (or without JS), the server answers the same message.
  await page.getByRole("button", { name: "Enviar invitaciones" }).click();
  await expect(page.getByText(TOO_LARGE)).toBeVisible();
  await expect(page).toHaveURL(/\/users\/file\/new$/);
  await expectNoA11yViolations(page, testInfo);

  const good1 = uniqueEmail(testInfo, "lista1");
  const good2 = uniqueEmail(testInfo, "lista2");
  await page
    .getByLabel("Archivo con la lista (.csv o .txt)")
    .setInputFiles(
      csv(["email;nombre;apellido", `${good1};Uno;Lista`, "esto-no-es-email;Dos;Lista", `${good2};Tres;Lista`]),
    );
  await page.getByRole("button", { name: "Enviar invitaciones" }).click();

  await expect(page).toHaveURL(/\/users\/file\/new\?resultado=1$/);
  await expect(page.getByRole("heading", { name: "Invitar emprendedores" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Personas de la lista" })).toContainText(good1);
  await expect(page.getByRole("table", { name: "Personas de la lista" })).toContainText(good2);
  const skipped = page.getByRole("table", { name: "Líneas omitidas" });
  await expect(skipped).toContainText("esto-no-es-email;Dos;Lista");
  await expect(skipped).toContainText("El email no es válido");
  await expectNoA11yViolations(page, testInfo);

  // The result page survives a reload.
  await page.reload();
  await expect(page.getByRole("table", { name: "Personas de la lista" })).toContainText(good1);

  await expectMailTo(page, testInfo, good1);
  await expectMailTo(page, testInfo, good2);
});

test("deactivates an entrepreneur after confirming", async ({ page }, testInfo) => {
  await signInAsInstitution(page);
  const lastName = uniqueName();
  await page.goto("/users/new");
  await expect(page.getByRole("heading", { name: "Invitar emprendedor" })).toBeVisible();
  await page.getByLabel("Nombre", { exact: true }).fill("Baja");
  await page.getByLabel("Apellido", { exact: true }).fill(lastName);
  await page.getByLabel("Correo electrónico").fill(uniqueEmail(testInfo, "baja"));
  await page.getByRole("button", { name: "Invitar" }).click();
  await expect(page).toHaveURL(/\/user\/users$/);
  await expect(flash(page)).toContainText("Te enviaremos un correo con el status de invitaciones");

  await page.getByLabel("Buscar por nombre").fill(lastName);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(new RegExp(`/user/users\\?q=${lastName}$`));
  await expect(page.getByRole("rowheader", { name: `Baja ${lastName}` })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByRole("link", { name: `Eliminar a Baja ${lastName}` }).click();
  await expect(page.getByText(`¿Está seguro de que desea eliminar a Baja ${lastName}?`)).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("button", { name: "Sí, eliminar" }).click();

  await expect(page).toHaveURL(/\/user\/users$/);
  await expect(flash(page)).toContainText("Usuario eliminado correctamente");
  await expectNoA11yViolations(page, testInfo);
});

test("lists the mentors as cards and opens a mentor's reviews", async ({ page }, testInfo) => {
  test.slow();
  await signInAsInstitution(page);
  await page.goto("/mentors");
  await expect(page.getByRole("heading", { level: 1, name: "Mentores" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nuevo mentor" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cargar lista de mentores" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(15);
  await expect(page.getByRole("navigation", { name: "Paginación" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // The demo mentor (Carlos Rodríguez) by name.
  await page.getByLabel("Buscar por nombre").fill("Carlos");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/mentors\?q=Carlos$/);
  const card = page.getByRole("article", { name: "Carlos Rodríguez" });
  await expect(card.getByRole("link", { name: "Carlos Rodríguez", exact: true })).toHaveAttribute(
    "href",
    "/user/mentor",
  );
  await expect(card).toContainText(/Calificación: \d\.\d\d de 5/);
  await expect(card).toContainText(/Sesiones: \d+/);
  await expectNoA11yViolations(page, testInfo);

  await card.getByRole("link", { name: "Reseñas de Carlos Rodríguez" }).click();
  await expect(page).toHaveURL(/\/mentors\/mentor\/resenas$/);
  await expect(page.getByRole("heading", { name: "Reseñas", exact: true })).toBeVisible();
  if (!isNoJs(testInfo)) await expect(page.getByRole("dialog", { name: "Reseñas" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("link", { name: "Cerrar" }).click();
  await expect(page).toHaveURL(/\/mentors$/);
  await expect(page.getByRole("heading", { name: "Reseñas", exact: true })).toHaveCount(0);
});
