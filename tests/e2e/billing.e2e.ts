// /facturacion as the institution administrator, with JavaScript on and off: pay an unpaid invoice
// through the local test checkout and see it paid, the 'Ver' details dialog, and paging.
import { DEMO_PASSWORD, DEMO_USERS, expect, expectNoA11yViolations, isNoJs, login, test } from "./fixtures";
import type { Page } from "@playwright/test";

const { email, home } = DEMO_USERS.institution;

function invoicesTable(page: Page) {
  return page.getByRole("table", { name: "Facturas" });
}

/** Ids of the unpaid invoices on the page, in table order. */
async function unpaidIds(page: Page): Promise<string[]> {
  const rows = invoicesTable(page).getByRole("row").filter({ hasText: "No pagada" });
  return (await rows.getByRole("rowheader").allTextContents()).map((id) => id.trim());
}

test.beforeEach(async ({ page }) => {
  await login(page, email, DEMO_PASSWORD, home);
});

test("pay an unpaid invoice through the test checkout and see it paid", async ({ page }, testInfo) => {
  await page.goto("/facturacion");
  await expect(page.getByRole("heading", { level: 1, name: "Facturas" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);

  // Both projects share one database: each pays a different unpaid invoice (js the first, no-js the second).
  const ids = await unpaidIds(page);
  const id = ids[isNoJs(testInfo) ? 1 : 0];
  if (!id) throw new Error(`no unpaid invoice left for ${testInfo.project.name}: ${ids.join(", ")}`);
  const row = invoicesTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: id, exact: true }) });
  await expect(row).toContainText("No pagada");
  const pay = row.getByRole("button", { name: `Pagar la factura ${id}` });

  // With JS the payment page opens in a new tab (second spec › The calls it makes); without JS the same tab goes there.
  let checkout = page;
  if (isNoJs(testInfo)) {
    await pay.click();
  } else {
    const opened = page.context().waitForEvent("page");
    await pay.click();
    checkout = await opened;
    await checkout.waitForLoadState();
  }
  await expect(checkout).toHaveURL(/\/api\/checkout\/cs_test_[0-9a-f]+$/);
  await expect(checkout.getByText("Pago de prueba — no se realiza ningún cobro")).toBeVisible();
  await expect(checkout.getByRole("heading", { level: 1, name: `Pagar la factura ${id}` })).toBeVisible();
  await expectNoA11yViolations(checkout, testInfo);

  await checkout.getByRole("button", { name: "Aprobar pago" }).click();
  // Back on /facturacion: 'procesando pago' posts the confirmation, by itself with JS, with its button without.
  if (isNoJs(testInfo)) {
    await expect(checkout).toHaveURL(/\/facturacion\?success=true&session_id=cs_test_/);
    await expect(checkout.getByText("procesando pago")).toBeVisible();
    await expectNoA11yViolations(checkout, testInfo);
    await checkout.getByRole("button", { name: "Confirmar pago" }).click();
  }
  await expect(checkout).toHaveURL(new RegExp(`/facturacion\\?pagada=${id}$`));
  await expect(checkout.getByText("Pago realizado")).toBeVisible();
  await expect(checkout.getByText(`La factura ${id} quedó pagada.`)).toBeVisible();
  const paidRow = invoicesTable(checkout)
    .getByRole("row")
    .filter({ has: checkout.getByRole("rowheader", { name: id, exact: true }) });
  await expect(paidRow).toContainText("Si pagada");
  await expect(paidRow.getByRole("link", { name: `Ver la factura ${id}` })).toBeVisible();
  await expectNoA11yViolations(checkout, testInfo);
});

test("'Ver' shows a paid invoice's details", async ({ page }, testInfo) => {
  await page.goto("/facturacion");
  const paidRow = invoicesTable(page).getByRole("row").filter({ hasText: "Si pagada" }).first();
  const id = (await paidRow.getByRole("rowheader").textContent())!.trim();
  await paidRow.getByRole("link", { name: `Ver la factura ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/facturacion/${id}$`));

  // With JS a modal dialog over the list; without JS a section of the page.
  const details = isNoJs(testInfo)
    ? page.getByRole("region", { name: `Factura ${id}` })
    : page.getByRole("dialog", { name: `Factura ${id}` });
  await expect(details).toBeVisible();
  await expect(details).toContainText("fecha de emision");
  await expect(details).toContainText(/concepto\s*(Plan Basic|Minutos de videollamada) — /);
  await expect(details).toContainText(/pagada\s*Sí/);
  await expectNoA11yViolations(page, testInfo);

  await details.getByRole("link", { name: "Cerrar" }).click();
  await expect(page).toHaveURL(/\/facturacion$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(invoicesTable(page)).toBeVisible();
});

test("previous and next page through the invoices and are disabled at the ends", async ({ page }, testInfo) => {
  await page.goto("/facturacion");
  const nav = page.getByRole("navigation", { name: "Páginas de facturas" });
  await expect(nav.getByRole("link", { name: "Anterior" })).toHaveAttribute("aria-disabled", "true");
  await expect(invoicesTable(page).getByRole("row")).toHaveCount(16); // header + 15

  await nav.getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/facturacion\?page=2$/);
  await expect(invoicesTable(page).getByRole("row")).toHaveCount(4); // header + 3
  await expect(nav.getByRole("link", { name: "Siguiente" })).toHaveAttribute("aria-disabled", "true");
  await expectNoA11yViolations(page, testInfo);

  await nav.getByRole("link", { name: "Anterior" }).click();
  await expect(page).toHaveURL(/\/facturacion$/);
  await expect(invoicesTable(page).getByRole("row")).toHaveCount(16);
});
