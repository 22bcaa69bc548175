// Issue 34 §5: under 20 concurrent users a request once waited 300 s for an answer. Every request of the app
// ends: the API client times out each call (app/api/client.server.ts), and the Worker answers a request that
// is still running at its deadline with a 503 page that keeps what the user sent (a form's text fields, to
// send again as they were; the form's one-time key makes a second send safe).
import commonEn from "../../locales/en/common.json";
import commonEs from "../../locales/es/common.json";
import commonPt from "../../locales/pt-BR/common.json";
import type { Language } from "./i18n";

/** Longer than any loader's API calls take when the API answers (three 5 s reads back to back). */
export const REQUEST_DEADLINE_MS = 25_000;

const catalogs = { es: commonEs, en: commonEn, "pt-BR": commonPt } satisfies Record<Language, unknown>;

export const DEADLINE_PASSED = Symbol("deadline passed");

/** The work's result, or DEADLINE_PASSED when it has not settled after `ms` (the work itself runs on). */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof DEADLINE_PASSED> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof DEADLINE_PASSED>((resolve) => {
    timer = setTimeout(() => resolve(DEADLINE_PASSED), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The deadline of this Worker: REQUEST_DEADLINE_MS, or a test server's shorter one. */
export function requestDeadlineMs(setting: string | undefined): number {
  const ms = Number(setting);
  return setting && Number.isFinite(ms) && ms > 0 ? ms : REQUEST_DEADLINE_MS;
}

// Never echoed into a page: a password is typed again.
const SECRET_FIELD = /pass|contrase|token|secret/i;

const isPlainForm = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded");

/** A copy of a plain form post's body, taken before the app reads it (uploads are not copied: they go back). */
export const formCopy = (request: Request): Request | null =>
  request.method === "POST" && isPlainForm(request) ? (request.clone() as Request) : null;

/** The copied form's text fields to send again, or null when there is none. */
export async function keptFields(copy: Request | null): Promise<[string, string][] | null> {
  if (!copy) return null;
  try {
    const fields = [...new URLSearchParams(await copy.text())];
    return fields.filter(([name]) => !SECRET_FIELD.test(name));
  } catch {
    return null;
  }
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The 503 page of a request past its deadline: what happened, and for a form post a button that sends the
 * same fields again to the same address (what was typed is not lost); otherwise a link to try the page again.
 */
export function deadlinePage(
  request: Request,
  fields: [string, string][] | null,
  lng: Language,
  nonce: string,
): Response {
  const t = catalogs[lng].errors;
  const url = new URL(request.url);
  const here = escape(url.pathname + url.search);
  const retry =
    request.method === "GET"
      ? `<p><a class="button" href="${here}">${escape(t.retry)}</a></p>`
      : fields
        ? `<form method="post" action="${here}">${fields
            .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
            .join(
              "",
            )}<p>${escape(t.inputKept)}</p><button class="button" type="submit">${escape(t.retry)}</button></form>`
        : `<p>${escape(t.inputGoBack)}</p>`;
  const html = `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.unavailableTitle)}</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2430;background:#fff;line-height:1.5}main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem}.button{display:inline-block;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#0b4f8a;color:#fff;font:inherit;text-decoration:none;cursor:pointer}a{color:#0b4f8a}</style></head><body><main><h1>${escape(t.unavailableTitle)}</h1><p>${escape(t.unavailable)}</p>${retry}<p><a href="/">${escape(t.home)}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" },
  });
}
