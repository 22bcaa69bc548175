// Keyboard only, no mouse (issue 30 §3 and §4): the tag pickers (session participants, marketplace areas, booking
// areas, a mentor's areas of expertise), JS on (the react-aria widget) and off (the checkboxes, the skill rows),
// and the critical flows: sign in, book a session, write an acta, bulk-invite by file, open a support ticket.
// Only page.keyboard moves and acts; file inputs get setInputFiles once focused.
import type { Locator, Page, TestInfo } from "@playwright/test";
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
import { closeD1, d1, quote } from "./d1";
import { nowDate, nowMs } from "../../app/shared/clock";

test.afterAll(closeD1);

/** Tabs (or Shift+Tabs) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await target.and(page.locator(":focus")).count()) > 0) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${String(target)} never got the focus in ${max} presses`);
}

/** Presses `key` until `target` has the focus (arrows inside a composite widget: the picker's tags). */
async function arrowTo(page: Page, target: Locator, key: string, max = 10): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await target.and(page.locator(":focus")).count()) > 0) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} never got the focus in ${max} presses of ${key}`);
}

/** The first key press loads the widget (decision 014): wait for it as a person waits for the page. */
async function firstKey(page: Page, testInfo: TestInfo): Promise<void> {
  // A key before hydration is no interaction yet (nothing listens): the person's first key after it.
  if (!isNoJs(testInfo)) await settled(page);
  await page.keyboard.press("Tab");
  if (!isNoJs(testInfo)) await settled(page);
}

/** Picks `option` in the picker of `group` by keyboard: the widget's search (JS) or the checkbox (no JS). */
async function pick(page: Page, testInfo: TestInfo, group: Locator, query: string, option: RegExp): Promise<void> {
  if (isNoJs(testInfo)) {
    await tabTo(page, group.getByRole("checkbox", { name: option }));
    await page.keyboard.press("Space");
    await expect(group.getByRole("checkbox", { name: option })).toBeChecked();
    return;
  }
  await expect(group.getByRole("checkbox")).toHaveCount(0);
  await tabTo(page, group.getByRole("searchbox", { name: "Buscar" }));
  await page.keyboard.type(query);
  await expect(group.getByRole("option")).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(group.getByRole("option", { name: option })).toHaveAttribute("aria-selected", "true");
  await expect(group.getByRole("grid", { name: "Selección" }).getByRole("row", { name: option })).toBeVisible();
}

test("session participants: chosen and removed with the keyboard, posted as the checkboxes", async ({
  page,
}, testInfo) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/calendar/nuevo");
  await expect(page.getByRole("heading", { name: "Nueva sesión" })).toBeVisible();
  await firstKey(page, testInfo);
  const group = page.getByRole("group", { name: "Participantes" });
  await pick(page, testInfo, group, "laura", /Laura Martínez/);
  await expectNoA11yViolations(page, testInfo);
  const posted = page.locator('input[name="sub_grupo"]:checked');
  await expect(posted).toHaveCount(1);
  if (!isNoJs(testInfo)) {
    // The tag goes with Delete: focus the chosen list (Shift+Tab from the search), then the box is unchecked.
    await tabTo(page, group.getByRole("row", { name: /Laura Martínez/ }), { back: true });
    await page.keyboard.press("Delete");
    await expect(group.getByText("Nada seleccionado todavía.")).toBeVisible();
    await expect(posted).toHaveCount(0);
    await expect(group.getByRole("searchbox", { name: "Buscar" })).toBeFocused();
  }
});

test("marketplace areas: filtered with the keyboard alone", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  await page.goto("/marketplace");
  await expect(page.getByRole("heading", { level: 1, name: "Encuentra tu mentor" })).toBeVisible();
  await firstKey(page, testInfo);
  const group = page.getByRole("group", { name: "Áreas" });
  await pick(page, testInfo, group, "marke", /^Marketing/);
  await tabTo(page, page.getByRole("button", { name: "Filtrar" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]skill=\d+/);
  // The choice survives the round trip: a tag (JS) or a checked box (no JS).
  if (isNoJs(testInfo)) await expect(group.getByRole("checkbox", { name: "Marketing" })).toBeChecked();
  else {
    await page.keyboard.press("Tab");
    await settled(page);
    await expect(group.getByRole("grid", { name: "Selección" }).getByRole("row", { name: /Marketing/ })).toBeVisible();
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoA11yViolations(page, testInfo);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("booking areas: chosen with the keyboard on the marketplace booking form", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  await page.goto("/marketplace");
  const href = await page
    .getByRole("link", { name: /^Reservar con / })
    .first()
    .getAttribute("href");
  // A weekday two weeks ahead, as the booking's date field takes it.
  const fecha = weekdayAhead();
  await page.goto(`${href}?fecha=${fecha}`);
  await firstKey(page, testInfo);
  const group = page.getByRole("group", { name: "Áreas de la sesión (opcional)" });
  await pick(page, testInfo, group, "finanz", /^Finanzas/);
  await expect(page.locator('input[name="tags"]:checked')).toHaveCount(1);
  await expectNoA11yViolations(page, testInfo);
});

test("a mentor's areas of expertise: chosen with the keyboard, posted as the skill rows", async ({
  page,
}, testInfo) => {
  // A marketplace mentor per project that no other spec reads; the area added is taken away at the end.
  const username = isNoJs(testInfo) ? "regina.duque" : "leonardo.munoz";
  const user = `(SELECT id FROM usuarios WHERE username = ${quote(username)})`;
  const added = `DELETE FROM user_skills WHERE user_id = ${user} AND tag_id = (SELECT id FROM tags WHERE name = 'Liderazgo')`;
  // Signed in first: the local API seeds the demo data on its first request.
  await login(page, `${username}@mentores.demo.test`, DEMO_PASSWORD, /\/(user|marketplace)$/);
  // The mentor form needs a phone and a LinkedIn, which the seed leaves out.
  await d1(
    added,
    `UPDATE usuarios SET telefono = '+57 3001234567', linkedin = 'https://linkedin.com/in/${username}' WHERE id = ${user}`,
  );
  await page.goto(`/user/${username}/edit`);
  await expect(page.getByRole("heading", { name: "Editar perfil personal" })).toBeVisible();
  await firstKey(page, testInfo);
  const group = page.getByRole("group", { name: "Áreas de experiencia" });
  const text = `Equipos pequeños (${testInfo.project.name})`;
  if (isNoJs(testInfo)) {
    // The list button posts the form; the page comes back with an empty row.
    await tabTo(page, group.getByRole("button", { name: "Agregar área de experiencia" }));
    await page.keyboard.press("Enter");
    const area = group.getByLabel("Área de experiencia 2");
    await tabTo(page, area);
    await page.keyboard.type("Liderazgo");
    await expect(area.locator("option:checked")).toHaveText("Liderazgo");
    await tabTo(page, group.getByLabel("Descripción del área 2"));
  } else {
    await pick(page, testInfo, group, "lider", /^Liderazgo/);
    // Delete on the tag takes its row away; chosen again, it comes back empty. The tags are one Tab stop: arrows move.
    const tags = group.getByRole("grid", { name: "Selección" });
    await tabTo(page, tags.getByRole("row"), { back: true });
    await arrowTo(page, tags.getByRole("row", { name: "Liderazgo" }), "ArrowLeft");
    await page.keyboard.press("Delete");
    await expect(group.getByLabel("Descripción de Liderazgo")).toHaveCount(0);
    await expect(group.getByLabel("Descripción de Operaciones")).toBeVisible();
    // The search still shows it: back there, the option again.
    await tabTo(page, group.getByRole("searchbox", { name: "Buscar" }));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(tags.getByRole("row", { name: "Liderazgo" })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);
    await tabTo(page, group.getByLabel("Descripción de Liderazgo"));
  }
  await page.keyboard.type(text);
  await tabTo(page, page.getByLabel("Contraseña actual"));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(flash(page)).toContainText("Usuario editado correctamente");
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText("Liderazgo", { exact: true })).toBeVisible();
  await d1(added);
});

test("sign in with the keyboard alone", async ({ page }, testInfo) => {
  await page.goto("/login");
  await firstKey(page, testInfo);
  await tabTo(page, page.getByLabel("Correo electrónico"));
  await page.keyboard.type(DEMO_USERS.entrepreneur.email);
  await tabTo(page, page.getByLabel("Contraseña", { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/user$/);
});

test("book a session with the keyboard alone, through to the booked session", async ({ page }, testInfo) => {
  // A week no other spec books in (scheduling specs take 5, 6, 10 to 12 weeks ahead; the two-Worker spec 3 and 4).
  const day = weekdayIn(isNoJs(testInfo) ? 9 : 8);
  const name = `Sin ratón ${testInfo.project.name} ${nowMs().toString(36)}`;
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  await page.goto("/calendar/reservar");
  await firstKey(page, testInfo);
  // A dialog over 'Mi Calendario' with JS, a section of it without: the calendar has a 'Fecha' of its own.
  const form = isNoJs(testInfo)
    ? page.getByRole("region", { name: "Reservar sesión" })
    : page.getByRole("dialog", { name: "Reservar sesión" });
  // Each step is a GET form: choose, then 'Continuar'.
  const steps: [Locator, string][] = [
    [form.getByLabel("Herramienta"), "Mentoría financiera"],
    [form.getByLabel("Mentor", { exact: true }), "Carlos Rodríguez"],
  ];
  for (const [select, option] of steps) {
    await tabTo(page, select);
    await page.keyboard.type(option);
    await expect(select.locator("option:checked")).toHaveText(option);
    await tabTo(page, form.getByRole("button", { name: "Continuar" }));
    await page.keyboard.press("Enter");
  }
  const [year, month, date] = day.split("-");
  const fecha = form.getByLabel("Fecha");
  await tabTo(page, fecha);
  // The segments come in the browser's own order (day first in es, month first in en-US), as the person sees them.
  for (const digits of [`${date}${month}${year}`, `${month}${date}${year}`]) {
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft");
    await page.keyboard.type(digits);
    if ((await fecha.inputValue()) === day) break;
  }
  await expect(fecha).toHaveValue(day);
  await tabTo(page, form.getByRole("button", { name: "Continuar" }));
  await page.keyboard.press("Enter");
  const slots = form.getByRole("group", { name: "Horarios libres" });
  // The first free slot (a retry finds the one it booked taken): Tab reaches the group, Space checks.
  const slot = slots.getByRole("radio").first();
  await tabTo(page, slot);
  await page.keyboard.press("Space");
  await expect(slot).toBeChecked();
  await tabTo(page, form.getByLabel("Nombre"));
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(flash(page)).toContainText("Sesión creada correctamente");
  await expect(page).toHaveURL(new RegExp(`/calendar\\?vista=semana&fecha=${day}$`));
  // The week's entry: a link of the server view, an event of the calendar widget with JS.
  const session = isNoJs(testInfo)
    ? page.getByRole("link", { name: new RegExp(name) }).first()
    : page.locator(".sx__event", { hasText: name }).first();
  await tabTo(page, session, { max: 200 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/calendar\/evento\/[^/?]+/);
  const details = isNoJs(testInfo)
    ? page.getByRole("region", { name: "Detalles del evento" })
    : page.getByRole("dialog", { name: "Detalles del evento" });
  await expect(details).toContainText(name);
});

test("write an acta with the keyboard alone", async ({ page }, testInfo) => {
  // A past session of its own (a marketplace mentor per project, a seeded entrepreneur no other spec reads),
  // removed at the end with its acta: the seed's shared sessions stay as they are.
  const mentor = isNoJs(testInfo) ? "rocio.suarez" : "federico.otalvaro";
  const name = `Acta sin ratón ${testInfo.project.name} ${nowMs().toString(36)}`;
  const slug = `acta-teclado-${testInfo.project.name}-${nowMs().toString(36)}`;
  await login(page, `${mentor}@mentores.demo.test`, DEMO_PASSWORD, /\/(user|marketplace)$/);
  const past = new Date(nowMs() - 400 * 86_400_000).toISOString().slice(0, 10);
  const userId = (username: string) => `(SELECT id FROM usuarios WHERE username = ${quote(username)})`;
  const session = `(SELECT id FROM eventos WHERE slug = ${quote(slug)})`;
  await d1(
    `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, usuario_individual, creador) VALUES (${quote(slug)}, ${quote(name)}, 'Individual', '${past} 09:00', '${past} 10:00', ${userId(mentor)}, ${userId("isabella.morales")}, ${userId(mentor)})`,
    `INSERT INTO evento_participantes (evento_id, user_id) VALUES (${session}, ${userId("isabella.morales")})`,
  );
  try {
    await page.goto(`/calendar/evento/${slug}/acta`);
    await expect(page.getByRole("heading", { name: "Registrar acta" })).toBeVisible();
    await firstKey(page, testInfo);
    await tabTo(page, page.getByLabel("Resumen de la reunión"));
    await page.keyboard.type("Revisamos el plan de trabajo sin ratón.");
    const assistant = page.getByRole("group", { name: "Asistentes" }).getByRole("checkbox", { name: /Isabella/ });
    await tabTo(page, assistant);
    await page.keyboard.press("Space");
    await expect(assistant).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Registrar acta" }));
    await page.keyboard.press("Enter");
    await expect(flash(page)).toContainText("Acta creada correctamente");
    const [acta] = await d1<{ summary: string }>(`SELECT summary FROM actas WHERE evento_id = ${session}`);
    expect(acta?.summary).toBe("Revisamos el plan de trabajo sin ratón.");
  } finally {
    await d1(`DELETE FROM eventos WHERE slug = ${quote(slug)}`);
  }
});

test("a support ticket with a file, by keyboard", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  await page.goto("/soporte");
  await firstKey(page, testInfo);
  await tabTo(page, page.getByLabel("Solicitud"));
  await page.keyboard.type(`Sin ratón (${testInfo.project.name})`);
  const file = page.getByLabel("Archivo (opcional)");
  await tabTo(page, file);
  await file.setInputFiles({ name: "captura.txt", mimeType: "text/plain", buffer: Buffer.from("captura") });
  await tabTo(page, page.getByRole("button", { name: "Enviar" }));
  await page.keyboard.press("Enter");
  await expect(flash(page)).toContainText("Ticket enviado correctamente");
});

test("bulk invite by file, by keyboard", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.institution.email, DEMO_PASSWORD, DEMO_USERS.institution.home);
  await page.goto("/users/file/new");
  await firstKey(page, testInfo);
  const invited = uniqueEmail(testInfo, "teclado");
  const file = page.getByLabel("Archivo con la lista (.csv o .txt)");
  await tabTo(page, file);
  await file.setInputFiles({
    name: "lista.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`email;nombre;apellido\n${invited};Sin;Ratón`, "utf8"),
  });
  await tabTo(page, page.getByRole("button", { name: "Enviar invitaciones" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("table", { name: "Personas de la lista" })).toContainText(invited);
});

/** A weekday two weeks from the run's today (Bogotá), as YYYY-MM-DD: only looked at, never booked. */
function weekdayAhead(): string {
  const day = new Date(nowMs() - 5 * 3600_000);
  day.setUTCDate(day.getUTCDate() + 14);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A weekday `weeks` weeks from the run's today, as YYYY-MM-DD (the scheduling specs' helper). */
function weekdayIn(weeks: number): string {
  const date = nowDate();
  date.setUTCDate(date.getUTCDate() + 7 * weeks);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
