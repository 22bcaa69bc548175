// `Idempotency-Key` on POST (docs/api.md, issue 34 §1): a create sent twice with the same key, one after the
// other or at the same moment, makes one record; the second request gets the first one's answer. The first
// request claims the key in one INSERT (D1 runs it alone, so two requests cannot both claim it); a request that
// finds the key claimed waits for the answer. Only a success is kept: after a 4xx or 5xx the key is free again,
// so the corrected form can be sent with it.
import type { MiddlewareHandler } from "hono";
import { nowDate, nowMs } from "../app/shared/clock";
import type { AppEnv } from "./env";

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;
/** A kept answer counts for a day, as payment APIs keep theirs. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request's answer before it is told to try again. */
const WAIT_MS = 10_000;
const POLL_MS = 50;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "Idempotency-Key no válida: de 8 a 200 letras, números o . _ : -",
  otherRequest: "Esta Idempotency-Key ya se usó con otra solicitud.",
  inProgress: "La misma solicitud aún se está procesando; intente de nuevo en unos segundos.",
} as const;

type KeptRow = { metodo: string; ruta: string; estado: number | null; cuerpo: string | null; tipo: string | null };

async function scopeOf(authorization: string | undefined): Promise<string> {
  if (!authorization) return "";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header("Idempotency-Key");
    if (c.req.method !== "POST" || key === undefined) return next();
    if (!KEY_PATTERN.test(key)) return c.json({ detail: IDEMPOTENCY_MESSAGES.invalidKey }, 400);
    const d1 = c.env.DB;
    const scope = await scopeOf(c.req.header("Authorization"));
    const route = new URL(c.req.url).pathname.replace(/\/+$/, "");
    const stale = new Date(nowMs() - KEEP_MS).toISOString();
    const deadline = nowMs() + WAIT_MS;
    for (;;) {
      const claimed = await d1
        .prepare(
          `INSERT INTO claves_idempotencia (ambito, clave, metodo, ruta, created_at) VALUES (?, ?, 'POST', ?, ?)
           ON CONFLICT (ambito, clave) DO UPDATE SET metodo = 'POST', ruta = excluded.ruta, estado = NULL,
             cuerpo = NULL, tipo = NULL, created_at = excluded.created_at
           WHERE claves_idempotencia.created_at < ?`,
        )
        .bind(scope, key, route, nowDate().toISOString(), stale)
        .run();
      if (claimed.meta.changes > 0) break;
      const kept = await d1
        .prepare("SELECT metodo, ruta, estado, cuerpo, tipo FROM claves_idempotencia WHERE ambito = ? AND clave = ?")
        .bind(scope, key)
        .first<KeptRow>();
      if (!kept) continue; // the first request failed and freed the key: claim it now
      if (kept.ruta !== route) return c.json({ detail: IDEMPOTENCY_MESSAGES.otherRequest }, 422);
      if (kept.estado !== null) {
        return new Response(kept.cuerpo, {
          status: kept.estado,
          headers: { "Content-Type": kept.tipo ?? "application/json", "Idempotent-Replayed": "true" },
        });
      }
      if (nowMs() > deadline) return c.json({ detail: IDEMPOTENCY_MESSAGES.inProgress }, 409);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const release = () =>
      d1.prepare("DELETE FROM claves_idempotencia WHERE ambito = ? AND clave = ?").bind(scope, key).run();
    try {
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    const status = c.res.status;
    if (status >= 400) {
      await release();
      return;
    }
    const body = await c.res.clone().text();
    await d1
      .prepare("UPDATE claves_idempotencia SET estado = ?, cuerpo = ?, tipo = ? WHERE ambito = ? AND clave = ?")
      .bind(status, body, c.res.headers.get("Content-Type"), scope, key)
      .run();
  };
}
