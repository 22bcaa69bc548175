// The local stand-in of the card payment provider (docs/house-rules.md#shape rule 4): a clearly marked test checkout.
// The browser reaches it through the Worker at /api/checkout/{session_id} (local mode only). Plain
// HTML with two POST forms: no scripts and no inline styles (the Worker's CSP allows neither); its
// stylesheet is served next to it. The random session id is the capability, as at a real provider.
import { and, eq, isNull } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { checkouts, sessions, users } from "../db/schema";
import type { AppEnv } from "../env";
import { nowIso } from "../http";
import { appBaseUrl } from "../outbox";
import { checkoutBySession, centsToUsd, isExpired } from "../services/billing";
import { markPaid } from "../services/marketplace";

export const checkoutRoutes = new Hono<AppEnv>();

const CSS = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1f2430;line-height:1.5}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d5d8de;border-radius:8px}
.test{margin:0 0 1rem;padding:.75rem 1rem;background:#fff4d6;border:2px dashed #8a5a00;color:#4d3200;font-weight:700}
h1{font-size:1.4rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:6px;border:2px solid #3b3fb6;cursor:pointer}
.approve{background:#3b3fb6;color:#fff}.decline{background:#fff;color:#3b3fb6}
button:focus-visible,a:focus-visible{outline:3px solid #1f2430;outline-offset:2px}
a{color:#3b3fb6}
`.trim();

checkoutRoutes.get("/checkout.css", (c) =>
  c.body(CSS, 200, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=3600" }),
);

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="checkout.css">
</head>
<body>
<main>
<p class="test" role="note">Pago de prueba — no se realiza ningún cobro</p>
${body}
</main>
</body>
</html>`;
}

function errorPage(message: string, backTo: string, backLabel = "Volver a facturación"): string {
  return page(
    "Pago de prueba no disponible",
    `<h1>Pago de prueba no disponible</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backTo)}">${escapeHtml(backLabel)}</a></p>`,
  );
}

const ERRORS = {
  unknown: "Esta sesión de pago no existe.",
  used: "Esta sesión de pago ya fue utilizada.",
  expired: "Esta sesión de pago ha expirado. Vuelva a facturación e inténtelo de nuevo.",
  paid: "La factura ya está pagada.",
} as const;

function formatUsd(cents: number): string {
  return `$${centsToUsd(cents).toFixed(2)} USD`;
}

/** The state that keeps a session from being decided, or null when it can be. */
function blocker(found: NonNullable<Awaited<ReturnType<typeof checkoutBySession>>>) {
  if (found.checkout.estado !== "pendiente") return { status: 409 as const, message: ERRORS.used };
  if (found.invoice.pagada) return { status: 409 as const, message: ERRORS.paid };
  if (isExpired(found.checkout.created_at)) return { status: 410 as const, message: ERRORS.expired };
  return null;
}

/** GET /checkout/{session_id}: the test payment page. */
checkoutRoutes.get("/:session", async (c) => {
  const back = `${appBaseUrl(c.env.APP_URL, c.req.url)}/facturacion`;
  const found = await checkoutBySession(c.get("db"), c.req.param("session"));
  if (!found) return c.html(errorPage(ERRORS.unknown, back), 404);
  const blocked = blocker(found);
  if (blocked) return c.html(errorPage(blocked.message, back), blocked.status);
  const { invoice } = found;
  return c.html(
    page(
      `Pago de prueba de la factura ${invoice.id}`,
      `<h1>Pagar la factura ${invoice.id}</h1>
<dl>
<dt>Factura</dt><dd>${invoice.id}</dd>
<dt>Fecha</dt><dd>${escapeHtml(invoice.fecha)}</dd>
<dt>Tipo</dt><dd>${escapeHtml(invoice.tipo)}</dd>
<dt>Monto</dt><dd>${formatUsd(invoice.total_centavos)}</dd>
</dl>
<div class="actions">
<form method="post"><input type="hidden" name="decision" value="aprobar"><button type="submit" class="approve">Aprobar pago</button></form>
<form method="post"><input type="hidden" name="decision" value="rechazar"><button type="submit" class="decline">Rechazar pago</button></form>
</div>`,
    ),
  );
});

/** POST /checkout/{session_id} decision=aprobar|rechazar: records the decision and returns to the app. */
checkoutRoutes.post("/:session", async (c) => {
  const db = c.get("db");
  const base = appBaseUrl(c.env.APP_URL, c.req.url);
  const sessionId = c.req.param("session");
  const found = await checkoutBySession(db, sessionId);
  if (!found) return c.html(errorPage(ERRORS.unknown, `${base}/facturacion`), 404);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const decision = form["decision"];
  if (decision !== "aprobar" && decision !== "rechazar") {
    return c.html(errorPage("Elija Aprobar pago o Rechazar pago.", `${base}/facturacion`), 400);
  }
  const blocked = blocker(found);
  if (blocked) return c.html(errorPage(blocked.message, `${base}/facturacion`), blocked.status);
  const approved = decision === "aprobar";
  // Only a pending session changes: a second submit (double click, back button) finds it decided.
  const changed = await db
    .update(checkouts)
    .set({ estado: approved ? "aprobado" : "rechazado", completed_at: nowIso() })
    .where(and(eq(checkouts.id, found.checkout.id), eq(checkouts.estado, "pendiente")))
    .returning({ id: checkouts.id });
  if (changed.length === 0) return c.html(errorPage(ERRORS.used, `${base}/facturacion`), 409);
  const query = new URLSearchParams(approved ? { success: "true" } : { canceled: "true" });
  query.set("session_id", sessionId);
  return c.redirect(`${base}/facturacion?${query.toString()}`, 303);
});

// -------------------------------------------------------------------------------------------------
// Issue 14, marketplace: the same test checkout for a booked session, at the spec's `{api}/payu/compra/{slug}`
// (the browser reaches it at /api/payu/compra/{slug}). The session's slug is the capability. Approving
// marks the session paid unless another live session took its time (services/marketplace.ts markPaid);
// both outcomes return to the app's result pages (/sesion-programada, /sesion-no).

const MARKETPLACE_ERRORS = {
  unknown: "Esta sesión no existe o no es del marketplace.",
  paid: "Esta sesión ya está pagada.",
} as const;

function formatCop(pesos: number): string {
  return `${new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 }).format(pesos)} COP`;
}

async function marketplaceSession(c: Context<AppEnv>) {
  const [row] = await c
    .get("db")
    .select()
    .from(sessions)
    // A cancelled session (issue 29 §2) can no longer be paid.
    .where(
      and(eq(sessions.slug, c.req.param("slug") ?? ""), eq(sessions.marketplace, true), isNull(sessions.cancelado_at)),
    )
    .limit(1);
  return row ?? null;
}

export const marketplaceCheckoutRoutes = new Hono<AppEnv>()
  .get("/checkout.css", (c) =>
    c.body(CSS, 200, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=3600" }),
  )
  .get("/:slug{[A-Za-z0-9_-]+}", async (c) => {
    const back = `${appBaseUrl(c.env.APP_URL, c.req.url)}/calendar`;
    const session = await marketplaceSession(c);
    if (!session) return c.html(errorPage(MARKETPLACE_ERRORS.unknown, back, "Volver al calendario"), 404);
    if (session.estado === "pagado")
      return c.html(errorPage(MARKETPLACE_ERRORS.paid, back, "Volver al calendario"), 409);
    const [mentor] = await c
      .get("db")
      .select({ first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(eq(users.id, session.mentor_id));
    return c.html(
      page(
        `Pago de prueba: ${session.nombre}`,
        `<h1>Pagar la mentoría</h1>
<dl>
<dt>Sesión</dt><dd>${escapeHtml(session.nombre)}</dd>
<dt>Mentor</dt><dd>${escapeHtml(`${mentor?.first_name ?? ""} ${mentor?.last_name ?? ""}`.trim())}</dd>
<dt>Inicio</dt><dd>${escapeHtml(session.fecha_inicio)} (hora de Bogotá)</dd>
<dt>Fin</dt><dd>${escapeHtml(session.fecha_fin)} (hora de Bogotá)</dd>
<dt>Monto</dt><dd>${escapeHtml(formatCop(session.precio ?? 0))}</dd>
</dl>
<div class="actions">
<form method="post"><input type="hidden" name="decision" value="aprobar"><button type="submit" class="approve">Aprobar pago</button></form>
<form method="post"><input type="hidden" name="decision" value="rechazar"><button type="submit" class="decline">Rechazar pago</button></form>
</div>`,
      ),
    );
  })
  .post("/:slug{[A-Za-z0-9_-]+}", async (c) => {
    const base = appBaseUrl(c.env.APP_URL, c.req.url);
    const session = await marketplaceSession(c);
    if (!session) return c.html(errorPage(MARKETPLACE_ERRORS.unknown, `${base}/calendar`, "Volver al calendario"), 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const decision = form["decision"];
    if (decision !== "aprobar" && decision !== "rechazar") {
      return c.html(errorPage("Elija Aprobar pago o Rechazar pago.", `${base}/calendar`, "Volver al calendario"), 400);
    }
    if (session.estado === "pagado") return c.redirect(`${base}/sesion-programada`, 303);
    if (decision === "rechazar") return c.redirect(`${base}/sesion-no`, 303);
    const paid = await markPaid(c.get("db"), session);
    return c.redirect(`${base}/${paid ? "sesion-programada" : "sesion-no"}`, 303);
  });
