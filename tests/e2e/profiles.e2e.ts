// Profiles, with JavaScript on and off (issue 10 acceptance; core spec › Screens and routes "Profiles", core spec › States and transitions, core spec › Validation rules "Profile edit",
// "Mentor profile", "Password change", core spec › Error catalogue): a mentor opens 'Mi perfil' from the avatar menu, edits title, price
// and an area of expertise (an empty description gives 'Falta la descripción'), changes the password and signs
// in with it, and chooses Google sync, whose e-mail is in /dev/correos; an entrepreneur opens the mentor's
// profile from a program page (reviews, availability drawer on a phone, no edit button); the institution opens
// an entrepreneur's profile from /user/users. The mutating flow uses a freelancer (mentor) account of its own,
// so the demo mentor other specs read stays as seeded. axe on every page visited.
import type { Page, TestInfo } from "@playwright/test";
import { createConfirmedAccount } from "./accounts";
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  NEW_PASSWORD,
  expect,
  expectNoA11yViolations,
  flash,
  isNoJs,
  login,
  openLatestMail,
  test,
  uniqueEmail,
} from "./fixtures";

const SIGN_UP_PASSWORD = "Segura123!";

/** With JS the form opens as a dialog over the profile; without, it is a section of a page. */
async function expectEditForm(page: Page, testInfo: TestInfo): Promise<void> {
  await expect(page.getByRole("heading", { name: "Editar perfil personal" })).toBeVisible();
  if (!isNoJs(testInfo)) await expect(page.getByRole("dialog", { name: "Editar perfil personal" })).toBeVisible();
}

test("a mentor edits the profile, changes the password and chooses Google sync", async ({ page }, testInfo) => {
  // Sign-up, confirmation, eleven pages and axe on most of them: longer than the global timeout on a busy machine.
  test.slow();
  const email = uniqueEmail(testInfo, "perfil");
  await createConfirmedAccount(page, testInfo, email, SIGN_UP_PASSWORD);
  await login(page, email, SIGN_UP_PASSWORD, /\/(user|marketplace)$/);

  // 'Mi perfil' from the avatar menu.
  await page.locator("summary").filter({ hasText: "Cuenta de" }).click();
  await page.getByRole("link", { name: "Mi perfil" }).click();
  await expect(page).toHaveURL(/\/user\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Prueba Automática" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  const profileUrl = page.url();

  await page.getByRole("link", { name: "Editar perfil personal" }).click();
  await expectEditForm(page, testInfo);
  await expectNoA11yViolations(page, testInfo);
  // The profile under the form has fields of its own (the password panel): look inside the form.
  const edit = page.locator("form#profile-edit");
  await edit.getByLabel("Ubicación").selectOption("colombia");
  await edit.getByLabel("Teléfono").fill("+57 3001234567");
  await edit.getByLabel("Cargo actual").fill("Consultora en ventas");
  await edit.getByLabel("LinkedIn").fill("https://www.linkedin.com/in/prueba");
  await edit.getByLabel("Precio por hora (COP)").fill("95000");
  if (isNoJs(testInfo)) {
    // Without JS the button posts the form and the page comes back with one more area (the fields kept).
    await edit.getByRole("button", { name: "Agregar área de experiencia" }).click();
    await edit.getByLabel("Área de experiencia 1").selectOption({ label: "Ventas" });
    await expect(edit.getByLabel("Cargo actual")).toHaveValue("Consultora en ventas");
  } else {
    // With JS the areas are chosen in the tag picker (issue 30 §3), each with its description.
    await edit.getByRole("searchbox", { name: "Buscar" }).fill("ventas");
    await edit.getByRole("option", { name: "Ventas" }).click();
  }
  await edit.getByLabel("Contraseña actual").fill(SIGN_UP_PASSWORD);
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(edit.getByText("Falta la descripción")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await edit
    .getByLabel(isNoJs(testInfo) ? "Descripción del área 1" : "Descripción de Ventas")
    .fill("Procesos comerciales B2B");
  await edit.getByLabel("Contraseña actual").fill(SIGN_UP_PASSWORD);
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(flash(page)).toContainText("Usuario editado correctamente");
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByText("Consultora en ventas")).toBeVisible();
  await expect(page.getByText("Procesos comerciales B2B")).toBeVisible();

  // The password panel (a <details>), then signing in with the new password.
  await page.locator("summary", { hasText: "Cambiar contraseña" }).click();
  const panel = page.locator("form#password-change");
  await panel.getByLabel("Contraseña actual").fill(SIGN_UP_PASSWORD);
  await panel.getByLabel("Nueva contraseña", { exact: true }).fill(NEW_PASSWORD);
  await panel.getByLabel("Confirmar nueva contraseña").fill("Otra1234!");
  await panel.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(page.getByText("Las contraseñas no coinciden!")).toBeVisible();
  await panel.getByLabel("Contraseña actual").fill(SIGN_UP_PASSWORD);
  await panel.getByLabel("Nueva contraseña", { exact: true }).fill(NEW_PASSWORD);
  await panel.getByLabel("Confirmar nueva contraseña").fill(NEW_PASSWORD);
  await panel.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(flash(page)).toContainText("Contraseña actualizada correctamente");
  await page.context().clearCookies();
  await login(page, email, NEW_PASSWORD, /\/(user|marketplace)$/);

  // Google sync: the message, and the e-mail in the local outbox.
  await page.goto(profileUrl);
  await page.getByRole("radio", { name: "Google Calendar" }).check();
  await page.getByRole("button", { name: "Guardar sincronización" }).click();
  await expect(flash(page)).toContainText("Revisa tu correo para completar la sincronizacion con Google Calendar");
  await expectNoA11yViolations(page, testInfo);
  await openLatestMail(page, email, "Completa la sincronización con Google Calendar");
});

test("an entrepreneur opens the mentor's profile from a program page", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  // The program card of the home, then the program page's mentor card.
  const program = await page.getByRole("link", { name: "Programa de Incubación 2026" }).first().getAttribute("href");
  await page.goto(program!);
  await expect(page).toHaveURL(/\/programs\/programs\/\d+$/);
  const mentorCard = page.getByRole("link", { name: "Carlos Rodríguez" }).first();
  await expect(mentorCard).toHaveAttribute("href", "/user/mentor");
  await mentorCard.click();
  await expect(page).toHaveURL(/\/user\/mentor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Carlos Rodríguez" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reseñas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Áreas de experiencia" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Editar perfil personal" })).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);

  // On a phone the availability is a bottom drawer labelled DISPONIBILIDAD that opens without JS.
  await page.setViewportSize({ width: 360, height: 800 });
  const drawer = page.locator("details").filter({ has: page.locator("summary", { hasText: "DISPONIBILIDAD" }) });
  await drawer.locator("summary").click();
  await expect(drawer.getByText("Lunes")).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Reservar sesión" })).toHaveAttribute("href", "/calendar/reservar");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page, testInfo);
});

test("the institution opens an entrepreneur's profile from /user/users", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/user/users");
  await page.getByRole("link", { name: "Laura Martínez", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/emprendedor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Laura Martínez" })).toBeVisible();
  await expect(page.getByText("emprendedor@demo.test")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver empresa EcoEmpaques S.A.S." })).toBeVisible();
  await expect(page.getByText("Porcentaje de asistencia")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});
