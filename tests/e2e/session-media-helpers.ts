// Shared steps of the session downloads and join-page specs. Seeded sessions have random slugs and dates
// relative to the seed: they are found by name, through the user's own private calendar feed (its UIDs are
// `{slug}@{host}`), which also exercises /calendar/feed and /ical/{token}.
import { expect, type Page } from "@playwright/test";

/** Unfolds an iCalendar document and maps each event's SUMMARY to its slug. */
export function slugsByName(ics: string): Map<string, string> {
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  const out = new Map<string, string>();
  for (const block of unfolded.split("BEGIN:VEVENT").slice(1)) {
    const uid = /\r\nUID:([^@\r\n]+)@/.exec(block)?.[1];
    const summary = /\r\nSUMMARY:([^\r\n]*)/.exec(block)?.[1];
    if (uid && summary) out.set(summary.replace(/\\([,;\\])/g, "$1").replace(/\\n/gi, "\n"), uid);
  }
  return out;
}

/**
 * The signed-in user's sessions by name: opens /calendar/feed, generates a (new) feed link and reads it.
 * Runs the given check on the dialog page before leaving it (axe).
 */
export async function sessionSlugs(page: Page, onFeedPage?: () => Promise<void>): Promise<Map<string, string>> {
  await page.goto("/calendar/feed");
  await expect(page.getByRole("heading", { name: "Sincronizar mi calendario" })).toBeVisible();
  const generate = page.getByRole("button", { name: /^(Generar enlace|Generar un enlace nuevo)$/ });
  await generate.click();
  await expect(page.getByRole("status", { name: "Notificaciones" })).toContainText("Enlace de calendario generado");
  const field = page.getByRole("textbox", { name: "Enlace privado de tu calendario" });
  await expect(field).toHaveValue(/\/ical\/[\w-]+$/);
  if (onFeedPage) await onFeedPage();
  const url = await field.inputValue();
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  return slugsByName(await response.text());
}

/** Starts a download by navigating to `path` (a plain link would do the same; works with JS on and off). */
export async function download(page: Page, path: string) {
  const started = page.waitForEvent("download");
  // Chromium aborts a navigation that turns into a download; the download event is what counts.
  await page.goto(path).catch(() => undefined);
  return started;
}
