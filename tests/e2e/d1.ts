// The e2e server's database, for specs that must put seeded data back as the seed left it (serial specs).
// One Miniflare per Playwright worker opens the same local D1 that the e2e server serves (scripts/e2e-server.mjs:
// `.wrangler/e2e-$PORT`), as `wrangler d1 execute --local` would, but started once (under a
// second) instead of once per statement (about 13 s each on this 2-core machine under load).
import { Miniflare } from "miniflare";

const PORT = Number(process.env.E2E_PORT ?? 8788);
const PERSIST = `.wrangler/e2e-${PORT}/v3/d1`;
/** wrangler.toml's [[d1_databases]] database_id: the file the e2e server opens is named after it. */
const DATABASE_ID = "00000000-0000-0000-0000-000000000000";

const SCRIPT = `export default {
  async fetch(request, env) {
    const { statements } = await request.json();
    const results = await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    return Response.json(results.map((r) => r.results ?? []));
  },
};`;

let instance: Miniflare | null = null;

function miniflare(): Miniflare {
  instance ??= new Miniflare({
    modules: true,
    script: SCRIPT,
    // Only SQL runs here: any date workerd supports will do.
    compatibilityDate: "2024-11-01",
    d1Databases: { DB: DATABASE_ID },
    d1Persist: PERSIST,
  });
  return instance;
}

/** Runs the statements in one batch (one transaction) and returns the rows of the last one. */
export async function d1<T = Record<string, unknown>>(...statements: string[]): Promise<T[]> {
  for (let attempt = 1; ; attempt++) {
    const response = await miniflare().dispatchFetch("http://d1/", {
      method: "POST",
      body: JSON.stringify({ statements }),
    });
    if (response.ok) return ((await response.json()) as T[][]).at(-1) ?? [];
    const text = await response.text();
    // The e2e server holds the file's write lock for a moment at a time (a second process on one SQLite file,
    // without a busy timeout): wait and try the whole batch again, as SQLite's own busy handler would.
    if (!text.includes("SQLITE_BUSY") || attempt === 8) throw new Error(`d1: ${response.status} ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 150 * attempt));
  }
}

/** Stops this worker's Miniflare (call it in the spec's afterAll): its workerd must not outlive the run. */
export async function closeD1(): Promise<void> {
  const closing = instance;
  instance = null;
  await closing?.dispose();
}

/** A text as an SQL literal. */
export const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
