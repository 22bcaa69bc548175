// The public join page /link/{uuid} of a real registration link, JS on and off (second spec › Screens and routes "Join-event
// page"; issue 5 acceptance: entidad@ creates a registration link, then opens /link/{uuid} signed out).
// Serial: it creates (or reuses) the registration link of a seeded session and registers guests on it.
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, login, test, uniqueEmail } from "./fixtures";
import { sessionSlugs } from "./session-media-helpers";

// Upcoming Grupal webinar of Incubadora Demo (no demo account takes part), from the seed.
const WEBINAR = "Webinar de marketing digital · Redes sociales";

test("entidad@ gets the registration link; signed out, the join page shows the session and takes a guest", async ({
  page,
}, testInfo) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  const slug = (await sessionSlugs(page)).get(WEBINAR);
  if (!slug) throw new Error(`${WEBINAR} is not in entidad@'s feed`);

  // The session area's 'Obtener Link de Registro' dialog (a page without JS); the link may exist already.
  await page.goto(`/calendar/evento/${slug}/link`);
  const url = page.getByRole("textbox", { name: "Link de registro" });
  if (!(await url.isVisible())) {
    await page.getByLabel("Máximo de usuarios").fill("300");
    await page.getByRole("button", { name: "Obtener Link de Registro" }).click();
  }
  await expect(url).toHaveValue(/\/link\/[\w-]+$/);
  const uuid = /\/link\/([\w-]+)$/.exec(await url.inputValue())![1]!;

  await page.context().clearCookies();
  await page.goto(`/link/${uuid}`);
  await expect(page.getByRole("heading", { level: 1, name: WEBINAR })).toBeVisible();
  // Date and times in Colombian Spanish, e.g. 'lunes, 23 de noviembre de 2026' and '9:00 a. m.'.
  await expect(
    page.getByText(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de \w+ de \d{4}$/),
  ).toBeVisible();
  await expect(page.getByText(/^\d{1,2}:\d{2}\s[ap]\.\s?m\.$/).first()).toBeVisible();
  // The session is days away: no direct link yet.
  await expect(page.getByRole("button", { name: "Unirse a la sesión" })).toBeDisabled();
  await expect(
    page.getByText("El enlace de ingreso se habilitará unos minutos antes del inicio de la sesión."),
  ).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByRole("button", { name: "Registrarme" }).click();
  await expect(page.getByText("Por favor ingrese su nombre!")).toBeVisible();
  await page.getByLabel("Nombre").fill("Invitada de prueba");
  await page.getByLabel("Correo").fill(uniqueEmail(testInfo, "invitada"));
  await page.getByRole("button", { name: "Registrarme" }).click();
  await expect(page.getByText("¡Gracias por registrarte!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/link/${uuid}\\?registrado=1$`));
  await expectNoA11yViolations(page, testInfo);
});
