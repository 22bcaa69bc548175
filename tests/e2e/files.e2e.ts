// Files and URLs of a session with JavaScript on and off (issue 5 acceptance; core spec › Screens and routes "Calendar, files,
// minutes", core spec › Validation rules "Attachments", core spec › The calls it makes "Files and URLs", core spec › Error catalogue): mentor@demo.test opens a session of "Programa de
// Incubación 2026" from the program's sessions table, uploads a URL (a bad scheme is refused first) and a
// file, sees both in 'Mis documentos', then deletes them. Every upload has a unique name, so the js and
// no-js runs, in parallel on one database, never see each other's rows as theirs.
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, flash, isNoJs, login, test } from "./fixtures";

function unique(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}

/** The files page of the first session listed on program 1's detail. */
async function openSessionFiles(page: Page): Promise<string> {
  await page.goto("/programs/programs/1");
  const sessions = page.getByRole("region", { name: "Sesiones del programa" });
  // A past session mentor@ mentors (the program's older sessions, from the reports seed, are other mentors').
  const href = await sessions
    .getByRole("link", { name: "Mentoría financiera · Emprendedor Demo", exact: true })
    .first()
    .getAttribute("href");
  const slug = /\/calendar\/evento\/([^/]+)$/.exec(href ?? "")?.[1];
  expect(slug, "program 1 lists the seeded session of mentor@").toBeTruthy();
  const path = `/calendar/event/files/${slug}`;
  await page.goto(path);
  return path;
}

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
}

test("a mentor uploads a URL and a file to a session, finds them in 'Mis documentos' and deletes them", async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  const path = await openSessionFiles(page);
  await expect(page.getByRole("heading", { level: 1, name: /^Archivos de / })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver" })).toHaveAttribute("href", /^\/calendar\/evento\//);
  await expectNoA11yViolations(page, testInfo);

  // A URL: a bad scheme is refused with the spec's words, then a good one is saved.
  const urlName = unique("Guía e2e");
  await page.getByRole("link", { name: "Subir URLs" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/urls/nueva$`));
  if (!isNoJs(testInfo)) await expect(page.getByRole("dialog", { name: "Subir URLs" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByLabel("Nombre").fill(urlName);
  await page.getByLabel("URL", { exact: true }).fill("ftp://example.org/guia");
  await page.getByRole("button", { name: "Subir URL" }).click();
  await expect(page.getByText("La url debe empezar por http:// o https://")).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByLabel("URL", { exact: true }).fill("https://example.org/guia");
  await page.getByRole("button", { name: "Subir URL" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(flash(page)).toContainText("Url cargada correctamente");
  const urlLink = page.getByRole("rowheader", { name: urlName }).getByRole("link");
  await expect(urlLink).toHaveAttribute("href", "https://example.org/guia");
  await expect(urlLink).toHaveAttribute("target", "_blank");

  // A file: none chosen gives the spec's message; a small PDF is saved and downloads as an attachment.
  const fileName = unique("Agenda e2e");
  await page.getByRole("link", { name: "Subir archivos" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/archivos/nuevo$`));
  await expectNoA11yViolations(page, testInfo);
  await page.getByLabel("Nombre").fill(fileName);
  if (!isNoJs(testInfo)) {
    await page.getByRole("button", { name: "Subir archivo" }).click();
    await expect(page.getByText("Debe seleccionar al menos un archivo")).toBeVisible();
  }
  await page.getByLabel("Archivo", { exact: true }).setInputFiles({
    name: "agenda.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
  });
  await page.getByRole("button", { name: "Subir archivo" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(flash(page)).toContainText("Archivo cargado correctamente");
  await expect(row(page, fileName)).toContainText("Archivo");
  await expectNoA11yViolations(page, testInfo);
  const download = page.waitForEvent("download");
  await page.getByRole("rowheader", { name: fileName }).getByRole("link").click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // 'Mis documentos' lists both with their session.
  await page.goto("/user/files");
  await expect(page.getByRole("heading", { level: 1, name: "Mis documentos" })).toBeVisible();
  await expect(row(page, urlName)).toBeVisible();
  await expect(row(page, fileName)).toBeVisible();
  await expect(page.getByRole("link", { name: "Mis archivos" })).toHaveAttribute("href", "/files/user/mentor");
  await expectNoA11yViolations(page, testInfo);

  // Delete both after confirming.
  await page.goto(path);
  await row(page, fileName)
    .getByRole("link", { name: `Eliminar ${fileName}` })
    .click();
  await expect(page.getByText(`¿Seguro que deseas eliminar el archivo «${fileName}»?`)).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(flash(page)).toContainText("Archivo eliminado correctamente");
  await expect(row(page, fileName)).toHaveCount(0);
  await row(page, urlName)
    .getByRole("link", { name: `Eliminar ${urlName}` })
    .click();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(flash(page)).toContainText("URL eliminado correctamente");
  await expect(row(page, urlName)).toHaveCount(0);
});

test("'Mis archivos': an entrepreneur adds a URL to her own profile", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  await page.goto("/files/user/emprendedor");
  await expect(page.getByRole("heading", { level: 1, name: "Mis archivos" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
  const name = unique("Mi enlace");
  await page.getByRole("link", { name: "Subir URLs" }).click();
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("URL", { exact: true }).fill("https://example.org/mio");
  await page.getByRole("button", { name: "Subir URL" }).click();
  await expect(flash(page)).toContainText("Se subió exitosamente la url");
  await expect(row(page, name)).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
});
