// Server helpers of a session's downloads (transcript, attendance report, .ics) and the calendar feed.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ApiSession } from "~/api/contract/calendario";
import { apiFailureOf } from "~/api/client.server";
import { requireUser } from "~/lib/auth.server";
import { withFlash, type Flash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { buildCalendar, type IcsEvent } from "~/lib/ics";
import { DEFAULT_TERMS, termWords, type TermChoice } from "~/lib/terms";
import { API_TIME_ZONE } from "~/lib/time.server";
import { DOWNLOAD_NOTICE_HEADER } from "~/ui/download-link";
import { sessionPath } from "~/paths";

/** The signed-in user and the session of the URL (the API answers 403/404 for a session not theirs). */
export async function requireDownloadSession(context: AppLoadContext, request: Request, slug: string | undefined) {
  const user = await requireUser(context, request);
  if (!slug) throw new Response("Not Found", { status: 404 });
  const session = await context.api.calendario.session(slug);
  return { user, session };
}

/** A file the browser saves rather than shows; never stored by a cache (it is the user's data). */
export function attachment(body: string, filename: string, contentType: string, extra?: Headers): Response {
  const headers = new Headers(extra);
  headers.set("Content-Type", contentType);
  headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  headers.set("Cache-Control", "no-store");
  return new Response(body, { headers });
}

/**
 * The success flash of a download, only when the page fetched it with JavaScript (DownloadLink) and will
 * show it at once; a plain link's download leaves the page as it is, so a flash would surface later, elsewhere.
 */
export function downloadNotice(context: AppLoadContext, request: Request, key: string): Headers | undefined {
  if (request.headers.get(DOWNLOAD_NOTICE_HEADER) !== "1") return undefined;
  return withFlash({ type: "success", key }, context.session.secure);
}

/** Back to the session's details with a message (the spec's toast). */
export function backToSession(context: AppLoadContext, session: Pick<ApiSession, "slug">, flash: Flash): Response {
  return redirect(sessionPath(session.slug), { headers: withFlash(flash, context.session.secure) });
}

/** A raw call that failed upstream (5xx, timeout: the client throws a Response) → null; anything else rethrown. */
export async function rawOrNull(call: () => Promise<Response>): Promise<Response | null> {
  try {
    return await call();
  } catch (error) {
    if (apiFailureOf(error)) return null;
    throw error;
  }
}

// Flash values are capped at 500 characters (flashSchema): a long server text is cut, not dropped.
const MAX_FLASH_TEXT = 480;

/** The text of a 400: the body as text, or its `detail` / JSON string when it is JSON. */
export async function serverText(response: Response): Promise<string> {
  const text = (await response.text()).trim();
  let value: unknown = text;
  try {
    value = JSON.parse(text);
  } catch {
    value = text;
  }
  if (typeof value === "object" && value !== null && "detail" in value) value = (value as { detail: unknown }).detail;
  const out = typeof value === "string" ? value : text;
  return out.length > MAX_FLASH_TEXT ? `${out.slice(0, MAX_FLASH_TEXT)}…` : out;
}

/** Sessions as an iCalendar document: UID `{slug}@{host}`, the tool and mentor in the description. */
export async function sessionsCalendar(
  request: Request,
  sessions: readonly ApiSession[],
  opts: { terms?: TermChoice; name?: string; method?: "PUBLISH" | "CANCEL" } = {},
): Promise<string> {
  const t = await i18nServer.getFixedT(request, "session");
  const words = termWords(t, opts.terms ?? DEFAULT_TERMS);
  const origin = new URL(request.url).origin;
  const host = new URL(request.url).host;
  const events: IcsEvent[] = sessions.map((session) => {
    const lines = [
      session.nombre_mentoria ? t("session:ics.tool", { name: session.nombre_mentoria }) : null,
      t("session:ics.mentor", { ...words, name: session.nombre_mentor }),
      session.nombre_programa ? t("session:ics.program", { name: session.nombre_programa }) : null,
    ];
    return {
      uid: `${session.slug}@${host}`,
      start: session.fecha_inicio,
      end: session.fecha_fin,
      summary: session.nombre,
      description: lines.filter((line): line is string => line !== null).join("\n"),
      url: `${origin}${sessionPath(session.slug)}`,
      sequence: session.secuencia,
      cancelled: session.cancelada,
    };
  });
  return buildCalendar({ events, zone: API_TIME_ZONE, name: opts.name, method: opts.method });
}
