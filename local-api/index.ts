// The local API: the platform's REST contract on D1, so the whole platform runs offline
// (docs/house-rules.md#shape rules 3-5). The Worker mounts it and calls `app.fetch(request, env, executionCtx)`.
import { Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { getDb, isMissingTable } from "./db/client";
import type { AppEnv } from "./env";
import { ApiError, MESSAGES } from "./http";
import { mountSessionRoutes } from "./routes/calendario";
import { checkoutRoutes, marketplaceCheckoutRoutes } from "./routes/checkout";
import { companyRoutes, dashboardRoutes, empresaRoutes } from "./routes/company";
import { devRoutes } from "./routes/dev";
import { entidadRoutes } from "./routes/entidad";
import { bookingRoutes, marketplaceRoutes } from "./routes/marketplace";
import { mediaRoutes } from "./routes/media";
import { programaRoutes } from "./routes/programa";
import { foroRoutes, legacyPostRoutes } from "./routes/foro";
import { articleFileRoutes, contactRoutes, searchFilesRoutes } from "./routes/publico";
import { integrationRoutes, supportRoutes } from "./routes/support";
import { usuarioRoutes } from "./routes/usuario";
import { actaActivityRoutes, workplanRoutes } from "./routes/workplan";
import { idempotency } from "./idempotency";
import { attachMemo } from "./request-memo";
import { ensureSeeded } from "./seed";

export type { LocalApiEnv } from "./env";

const MIGRATIONS_MISSING =
  "La base de datos local no tiene tablas: ejecute `npx wrangler d1 migrations apply DB --local`.";

export function createLocalApi() {
  // strict: false, so `/usuario` and `/usuario/` (and every other path with or without the slash) match.
  const app = new Hono<AppEnv>({ strict: false });

  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        c.json({ detail: `Método "${c.req.method.slice(0, 20)}" no permitido.` }, 405, {
          Allow: methods.join(", "),
        }),
    }),
  );

  app.use(async (c, next) => {
    const db = getDb(c.env.DB);
    c.set("db", db);
    attachMemo(db, c.env.memo);
    await ensureSeeded(c.env.DB, db, c.env.FILES);
    // A write forgets what the app request read so far, before and after it runs (request-memo.ts).
    const writes = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (writes) c.env.memo?.clear();
    try {
      await next();
    } finally {
      if (writes) c.env.memo?.clear();
    }
  });

  // A repeated Idempotency-Key gets the first answer (after seeding, before any route).
  app.use(idempotency());

  mountSessionRoutes(app);
  app.route("/usuario", usuarioRoutes);
  app.route("/entidad", entidadRoutes);
  app.route("/programa", programaRoutes);
  app.route("/soporte", supportRoutes);
  app.route("/integracion", integrationRoutes);
  app.route("/media", mediaRoutes);
  app.route("/checkout", checkoutRoutes);
  // Issue 14, marketplace.
  app.route("/marketplace", marketplaceRoutes);
  app.route("/events", bookingRoutes);
  app.route("/payu/compra", marketplaceCheckoutRoutes);
  app.route("/dev", devRoutes);
  // Issue 11, plans: work plans, activities, observations and the acta's activities.
  app.route("/workplan", workplanRoutes);
  app.route("/acts", actaActivityRoutes);
  // Issue 15: public contact requests, help articles, the forum (and its legacy paths).
  app.route("/contacto", contactRoutes).route("/searchfiles", searchFilesRoutes).route("/articulos", articleFileRoutes);
  app.route("/foro", foroRoutes).route("/api/posts", legacyPostRoutes);
  // Issue 12, company: companies, indicators, values, the legacy /empresa calls, the dashboard data.
  app.route("/company", companyRoutes).route("/empresa", empresaRoutes).route("/dashboard", dashboardRoutes);

  app.notFound((c) => c.json({ detail: MESSAGES.notFound }, 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    if (isMissingTable(error)) return c.json({ detail: MIGRATIONS_MISSING }, 503);
    console.error("local-api: unhandled error", error);
    return c.json({ detail: MESSAGES.serverError }, 500);
  });

  return app;
}
