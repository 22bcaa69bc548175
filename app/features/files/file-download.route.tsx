// `/files/download/{slug}` (resource route, signed-in): a session or profile file's bytes, passed on from the
// API (GET /archivos/descargar/{slug}/, same permission as the file's list). Always an attachment with
// `nosniff`, so an uploaded HTML or SVG never renders in the app's origin; the API's 403/404 pass on as such.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/auth.server";

/** Types a browser could render as a document or run: sent as plain bytes instead. */
const ACTIVE_TYPES = /^(text\/html|application\/xhtml|image\/svg|text\/xml|application\/xml|text\/javascript)/i;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const slug = params.slug ?? "";
  if (!slug) throw new Response("Not Found", { status: 404 });
  const upstream = await context.api.calendario.downloadFile(slug);
  if (!upstream.ok) {
    await upstream.body?.cancel();
    const status = upstream.status === 403 ? 403 : 404;
    throw new Response(status === 403 ? "Forbidden" : "Not Found", { status });
  }
  const type = upstream.headers.get("Content-Type") ?? "application/octet-stream";
  const headers = new Headers({
    "Content-Type": ACTIVE_TYPES.test(type) ? "application/octet-stream" : type,
    "Content-Disposition": attachment(upstream.headers.get("Content-Disposition"), slug),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  const length = upstream.headers.get("Content-Length");
  if (length && /^[0-9]+$/.test(length)) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}

/** The API's disposition when it is an attachment; otherwise an attachment named after the slug. */
function attachment(disposition: string | null, slug: string): string {
  if (disposition && /^attachment\s*(;|$)/i.test(disposition) && !/[\r\n]/.test(disposition)) return disposition;
  return `attachment; filename="${slug.replace(/[^\w.-]/g, "_")}"`;
}
