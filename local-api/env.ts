// Bindings and per-request variables of the local API's Hono app.
import type { Db } from "./db/client";
import type { users } from "./db/schema";

/** What the Worker passes as `env` to `app.fetch(request, env, executionCtx)`. */
export type LocalApiEnv = {
  DB: D1Database;
  FILES: R2Bucket;
  /** JSON of the RSA-OAEP (SHA-256) private key, JWK format. */
  LOGIN_PRIVATE_KEY: string;
  /** Public origin of the app, for links in e-mails (e.g. http://localhost:8787). */
  APP_URL: string;
  /** The outbox viewer GET /dev/correos answers only when true (a local tool: it lists recovery codes). */
  DEV_OUTBOX?: boolean;
  /**
   * The scheduler's service token (issue 29 §1): `Authorization: Token <CRON_TOKEN>` may run
   * POST /calendario/recordatorios/enviar. Unset: nobody may.
   */
  CRON_TOKEN?: string;
  /** Reads kept for one request of the app (request-memo.ts); the app passes a new Map per request. */
  memo?: Map<string, Promise<unknown>>;
};

export type UserRow = typeof users.$inferSelect;

export type AppEnv = {
  Bindings: LocalApiEnv;
  Variables: {
    db: Db;
    /** Set by requireAuth. */
    user: UserRow;
    tokenId: number;
  };
};
