// Work plans, with JavaScript on and off (issue 11 acceptance; second spec › Screens and routes "Program detail", second spec › States and transitions, second spec › Validation rules, second spec › Roles and permissions, second spec › Error catalogue):
// an entrepreneur creates a plan (the empty goal gives the spec's message), adds an activity, marks it
// 'Completada', writes an observation and filters; emprendedor@ filters the seeded plan; mentor@ opens it from
// an entrepreneur card, toggles an activity they mentor and finds another's disabled (a forged post is
// refused); entidad@ reads it only. axe on every page visited.
import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, flash, isNoJs, login, test } from "./fixtures";
import { nowDate, nowMs } from "../../app/shared/clock";

const INCUBATION = "Programa de Incubación 2026";
const SEEDED = {
  name: "Laura Martínez",
  done: "Definir la propuesta de valor",
  dueSoon: "Preparar la presentación para inversionistas",
};
// Seeded entrepreneurs of the program without a plan (local-api/seeds/people.ts), one per project.
const CREATOR = { js: "santiago.vargas@demo.test", "no-js": "isabella.morales@demo.test" } as const;
// Activities of the seeded plan mentor@ mentors, one per project so the two never race.
const MENTOR_ACTIVITY = { js: "Proyección de flujo de caja", "no-js": "Validar precios con clientes" } as const;

const project = (testInfo: TestInfo) => (isNoJs(testInfo) ? "no-js" : "js");

/** With JS the form opens as a dialog over the plan; without, it is a section of the page. */
async function expectForm(page: Page, testInfo: TestInfo, title: string): Promise<void> {
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  if (!isNoJs(testInfo)) await expect(page.getByRole("dialog", { name: title })).toBeVisible();
}

function activityItem(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** Ticks or unticks the activity's checkbox: with JS it saves on change; without, with 'Guardar'. */
async function setDone(page: Page, testInfo: TestInfo, name: string, done: boolean): Promise<void> {
  const item = activityItem(page, name);
  const box = item.getByRole("checkbox");
  if (isNoJs(testInfo)) {
    await box.setChecked(done);
    await item.getByRole("button", { name: `Guardar el estado de ${name}` }).click();
  } else {
    // The box shows the new state at once (optimistic), before the post is answered: wait for the answer and
    // the page's reload, or the next toggle would cancel this post in flight (a person double-clicking).
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/plan/"));
    await box.setChecked(done);
    expect((await saved).status()).toBeLessThan(400);
  }
  await expect(item.getByRole("checkbox", { name: done ? "Completada" : "Pendiente" })).toBeChecked({ checked: done });
}

/** A toggle posted by hand, as a forged request from the page's own origin. */
async function forgeToggle(page: Page, activityHref: string): Promise<number> {
  const [path, id] = activityHref.split("/actividades/") as [string, string];
  const response = await page.request.post(path, {
    form: { intent: "toggle", activity: id, done: "true" },
    headers: { Origin: new URL(page.url()).origin, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  return response.status();
}

test("an entrepreneur creates a plan, adds an activity, completes it, observes and filters", async ({
  page,
}, testInfo) => {
  // Eight pages and five axe runs on a 2-core machine shared with other work: twice the global timeout.
  test.setTimeout(240_000);
  await login(page, CREATOR[project(testInfo)], DEMO_PASSWORD, "/user");
  await page.getByRole("link", { name: INCUBATION }).first().click();
  await expect(page.getByText("No tiene un plan de trabajo registrado")).toBeVisible();
  await page.getByRole("link", { name: "Crear plan de trabajo" }).click();
  await expectForm(page, testInfo, "Crear plan de trabajo");
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("button", { name: "Crear plan de trabajo" }).click();
  await expect(page.getByText("Por favor escribe el objetivo del plan de trabajo")).toBeVisible();
  await page.getByLabel("Objetivo del plan de trabajo").fill("Vender en tres ciudades");
  await page.getByRole("button", { name: "Crear plan de trabajo" }).click();
  await expect(flash(page)).toContainText("Plan Creado correctamente");
  await expect(page.getByRole("heading", { level: 1, name: "Mi plan de trabajo" })).toBeVisible();
  await expect(page.getByText("Vender en tres ciudades")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByRole("link", { name: "Nueva actividad" }).click();
  await expectForm(page, testInfo, "Nueva actividad");
  const today = nowDate().toLocaleDateString("en-CA", { timeZone: "America/Bogota" });
  const tomorrow = new Date(nowMs() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Bogota" });
  await page.getByLabel("Nombre de la actividad").fill("Abrir la tienda");
  await page.getByLabel("Mentor").selectOption({ label: "Carlos Rodríguez" });
  await page.getByLabel("Fecha de inicio").fill(today);
  await page.getByLabel("Fecha de finalización").fill(tomorrow);
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("button", { name: "Crear actividad" }).click();
  await expect(flash(page)).toContainText("Actividad creada correctamente");

  await setDone(page, testInfo, "Abrir la tienda", true);
  await expect(page.getByText("Progreso del plan: 100.00 %")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // Filters are GET parameters.
  await page.getByLabel("Filtrar actividades").selectOption("pendientes");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/\?filtro=pendientes$/);
  await expect(page.getByText("Ninguna actividad coincide con el filtro")).toBeVisible();
  await page.getByLabel("Filtrar actividades").selectOption("por_vencer");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/\?filtro=por_vencer$/);
  await page.getByRole("link", { name: "Abrir la tienda", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Abrir la tienda" })).toBeVisible();
  await page.getByRole("button", { name: "Guardar observación" }).click();
  await expect(page.getByText("Por favor escribe un título para tu observación!")).toBeVisible();
  await page.getByLabel("Título").fill("Tienda publicada");
  await page.getByRole("button", { name: "Guardar observación" }).click();
  await expect(flash(page)).toContainText("Observación creada correctamente");
  await expect(page.getByRole("heading", { name: "Tienda publicada" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});

test("emprendedor@ opens the seeded plan from the program page and filters it", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  await page.getByRole("link", { name: INCUBATION }).first().click();
  await page.getByRole("link", { name: "Ver plan de trabajo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mi plan de trabajo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nueva actividad" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByLabel("Filtrar actividades").selectOption("pendientes");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByRole("link", { name: SEEDED.dueSoon, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: SEEDED.done, exact: true })).toHaveCount(0);
  await page.getByLabel("Filtrar actividades").selectOption("por_vencer");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/\?filtro=por_vencer$/);
  await expect(page.getByRole("link", { name: SEEDED.dueSoon, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: SEEDED.done, exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
});

test("mentor@ toggles an activity they mentor; another's is disabled and a forged post refused", async ({
  page,
}, testInfo) => {
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  await page.getByRole("link", { name: INCUBATION }).first().click();
  await page.getByRole("link", { name: `Plan de trabajo de ${SEEDED.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Plan de trabajo de ${SEEDED.name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nueva actividad" })).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
  const mine = MENTOR_ACTIVITY[project(testInfo)];
  await setDone(page, testInfo, mine, true);
  await setDone(page, testInfo, mine, false);
  const others = activityItem(page, SEEDED.dueSoon);
  await expect(others.getByRole("checkbox")).toBeDisabled();
  await expect(others.getByRole("button")).toHaveCount(0);
  const href = await others.getByRole("link", { name: SEEDED.dueSoon, exact: true }).getAttribute("href");
  expect(await forgeToggle(page, href!)).toBe(403);
});

test("entidad@ reads the plan only: the filter, no toggles, a forged toggle refused", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/programs");
  await page.getByRole("link", { name: INCUBATION }).first().click();
  await page.getByRole("link", { name: `Plan de trabajo de ${SEEDED.name}` }).click();
  await expect(page.getByText("Objetivo del plan")).toBeVisible();
  await expect(page.getByLabel("Filtrar actividades")).toBeVisible();
  await expect(page.getByRole("link", { name: "Nueva actividad" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Editar actividad" })).toHaveCount(0);
  const boxes = page.getByRole("main").getByRole("checkbox");
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
  await expectNoA11yViolations(page, testInfo);
  const href = await page.getByRole("link", { name: SEEDED.done, exact: true }).getAttribute("href");
  expect(await forgeToggle(page, href!)).toBe(403);
  await page.getByRole("link", { name: SEEDED.done, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Propuesta aprobada" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Guardar observación" })).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
});
