// Accounts created by a test through the real sign-up form and the confirmation e-mail.
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, isNoJs, openLatestMail } from "./fixtures";

/** The programas variant of the app: any host containing 'programas' (Chromium resolves *.localhost). */
export const PROGRAMAS_ORIGIN = `http://programas.localhost:${process.env.E2E_PORT ?? 8788}`;

export type SignUpKind = "Soy Freelancer" | "Busco Freelancer" | "Soy Entidad" | "Soy Participante";

export async function fillSignUp(
  page: Page,
  data: { kind: SignUpKind; email: string; password: string; confirm?: string; firstName?: string; lastName?: string },
): Promise<void> {
  await page.getByRole("radio", { name: data.kind }).check();
  await page.getByLabel("Nombre", { exact: true }).fill(data.firstName ?? "Prueba");
  await page.getByLabel("Apellidos", { exact: true }).fill(data.lastName ?? "Automática");
  await page.getByLabel("Correo electrónico").fill(data.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(data.password);
  await page.getByLabel("Confirmar contraseña").fill(data.confirm ?? data.password);
}

/**
 * Follows the confirmation link of the newest 'Confirma tu cuenta' e-mail to `email` and activates
 * the account: with JS the page submits itself; without JS the person presses 'Activar mi cuenta'.
 */
export async function activateFromMail(page: Page, testInfo: TestInfo, email: string): Promise<void> {
  const mail = await openLatestMail(page, email, "Confirma tu cuenta");
  await expectNoA11yViolations(page, testInfo);
  await mail.getByRole("link", { name: /\/user_confirmation\// }).click();
  await expect(page).toHaveURL(/\/user_confirmation\/[^/]+$/);
  if (isNoJs(testInfo)) {
    await expect(page.getByRole("heading", { level: 1, name: "Activa tu cuenta" })).toBeVisible();
    await expectNoA11yViolations(page, testInfo);
    await page.getByRole("button", { name: "Activar mi cuenta" }).click();
  }
  await expect(page.getByRole("heading", { level: 1, name: "¡Tu cuenta está activa!" })).toBeVisible();
  await expectNoA11yViolations(page, testInfo);
}

/** A confirmed account of a freelancer (mentor), signed out again, for flows that change its data. */
export async function createConfirmedAccount(page: Page, testInfo: TestInfo, email: string, password: string) {
  await page.goto("/sign-up");
  await fillSignUp(page, { kind: "Soy Freelancer", email, password });
  await page.getByRole("button", { name: "Registrarme" }).click();
  await expect(page).toHaveURL(/\/email-confirmacion$/);
  await activateFromMail(page, testInfo, email);
  // Confirming signs the person in; these flows start signed out.
  await page.context().clearCookies();
}
