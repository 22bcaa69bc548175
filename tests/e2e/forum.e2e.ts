// Issue 15, the forum with JavaScript on and off: as emprendedor@demo.test an empty post is refused with the
// spec's message, a new post appears above the older ones, a comment appears on its page, like and unlike
// count right; another user cannot delete a post that is not theirs.
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, flash, login, test } from "./fixtures";

test("post, comment, like and unlike; the author deletes it after confirming", async ({ page }, testInfo) => {
  await login(page, DEMO_USERS.entrepreneur.email, DEMO_PASSWORD, DEMO_USERS.entrepreneur.home);
  await page.goto("/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Foro" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByText("Post NO CREADO: Debes incluir contenido en el post")).toBeVisible();

  const contenido = `Mi post de prueba (${testInfo.project.name}, ${Date.now()})`;
  await page.getByLabel("¿Qué quieres compartir?").fill(contenido);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(flash(page)).toContainText("Post creado correctamente");
  const articles = page.getByRole("article");
  const mine = articles.filter({ hasText: contenido });
  await expect(mine).toBeVisible();
  // Newest first: above the seeded posts.
  const texts = await articles.allTextContents();
  const older = texts.findIndex((t) => t.includes("Recuerden registrar la asistencia"));
  expect(texts.findIndex((t) => t.includes(contenido))).toBeLessThan(older);

  await mine.getByRole("button", { name: /^Me gusta el post/ }).click();
  await expect(articles.filter({ hasText: contenido })).toContainText("1 me gusta");
  await articles
    .filter({ hasText: contenido })
    .getByRole("button", { name: /^Ya no me gusta/ })
    .click();
  await expect(articles.filter({ hasText: contenido })).toContainText("0 me gusta");

  await articles
    .filter({ hasText: contenido })
    .getByRole("link", { name: /^Ver el post/ })
    .click();
  await expect(page).toHaveURL(/\/posts\/\d+$/);
  await page.getByLabel("Escribe un comentario").fill("Mi comentario de prueba");
  await page.getByRole("button", { name: "Comentar" }).click();
  await expect(flash(page)).toContainText("Comenetario agregado correctamente");
  await expect(page.getByRole("listitem").filter({ hasText: "Mi comentario de prueba" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // The author deletes it after confirming.
  await page.getByRole("link", { name: "Eliminar tu post" }).click();
  await page.getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(flash(page)).toContainText("Post eliminado correctamente");
  await expect(page.getByText(contenido)).toHaveCount(0);
});

test("another user sees no delete link on someone else's post and cannot open its confirmation", async ({
  page,
}, testInfo) => {
  await login(page, DEMO_USERS.mentor.email, DEMO_PASSWORD, DEMO_USERS.mentor.home);
  // Seeded post 2 is emprendedor@demo.test's.
  await page.goto("/posts/2");
  await expect(page.getByRole("heading", { level: 1, name: /^Post de / })).toBeVisible();
  await expect(page.getByRole("link", { name: "Eliminar tu post" })).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo);
  const refused = await page.goto("/posts/2/eliminar");
  expect(refused?.status()).toBe(403);
});
