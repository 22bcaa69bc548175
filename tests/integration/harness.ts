// Integration harness: the production Worker bundle (dist/server.js: server.ts + Remix + local API) in
// Miniflare, on a throwaway in-memory D1 with the real migrations, driven like a browser without JS.
//
//   const worker = await startWorker();            // one per test file (beforeAll), worker.stop() in afterAll
//   const b = worker.browser();                     // own cookie jar and CF-Connecting-IP; no redirect following
//   await b.login("entidad@demo.test");             // the real login form; throws unless it redirects
//   const r = await b.formPost("/sign-up", {...});  // same-origin form post (Origin + Sec-Fetch-Site set)
//   const html = await (await b.follow(r)).text();  // GET the Location
//   fieldErrors(html, "email"), formErrors(html), flashText(html), menuLabels(html), input(html, "email")
//   await worker.browserAs(email)                   // signed in without the form (no login rate limit)
//
// Needs `npm run build` first. INTEGRATION_LOGS=1 prints the Worker's logs; INTEGRATION_BUNDLE runs
// another bundle. Miniflare cannot set Host, so each request carries X-Forwarded-Host (see dispatch).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare, type RequestInit as MfRequestInit, type WorkerOptions } from "miniflare";
import { afterAll, beforeAll } from "vitest";
import { commitSession } from "../../app/lib/session.server";
import { encryptCredential } from "../../app/lib/login-crypto.server";
import { MIGRATIONS_DIR, migrationStatements } from "../../local-api/migrations.test-helper";
import { BINDINGS_WORKER, d1OverFetch } from "../../local-api/testing/bindings-over-fetch";
import { generateDevVars } from "../../scripts/dev-vars.mjs";
import { testClockInstant, testClockOffset } from "../../scripts/test-clock.mjs";
import { workerModules } from "../../scripts/worker-modules.mjs";
import { setClockOffset } from "../../app/shared/clock";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
/** The bundle `npm run build` writes (wrangler deploy --dry-run --outdir dist); INTEGRATION_BUNDLE overrides it. */
export const BUNDLE = process.env.INTEGRATION_BUNDLE ?? join(ROOT, "dist/server.js");
/** The API Worker's bundle (local-api/worker.ts, wrangler.api.toml), also written by `npm run build`. */
export const API_BUNDLE = join(ROOT, "dist/api/worker.js");

export const DEMO_PASSWORD = "Demo1234!";
export const DEMO = {
  entrepreneur: "emprendedor@demo.test",
  mentor: "mentor@demo.test",
  institution: "entidad@demo.test",
  otherInstitution: "banco@demo.test",
} as const;
export type DemoRole = keyof typeof DEMO;

/** An https origin is used only where a test asks for it (the __Host- cookie). */
export const ORIGIN = "http://localhost:8787";
/** The APP_URL a deployed configuration sets (wrangler.toml does not fix one). */
export const DEPLOYED_ORIGIN = "https://mentoring.example.test";

/** compatibility_date and compatibility_flags of wrangler.toml, so the test runtime matches deployment. */
function wranglerCompat(): { compatibilityDate: string; compatibilityFlags: string[] } {
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  const flags = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1];
  if (!date) throw new Error("wrangler.toml has no compatibility_date");
  return {
    compatibilityDate: date,
    compatibilityFlags: flags ? [...flags.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) : [],
  };
}

function assertBundle(): void {
  if (!existsSync(BUNDLE)) {
    throw new Error(
      `Integration tests drive the production bundle ${BUNDLE}, which is missing: run npm run build first.`,
    );
  }
  // A bundle older than the sources would test stale code; say so rather than fail mysteriously.
  const built = statSync(BUNDLE).mtimeMs;
  const newer = newestSource();
  if (!process.env.INTEGRATION_BUNDLE && newer && newer.mtime > built) {
    console.warn(`[integration] ${newer.path} changed after ${BUNDLE} was built: run npm run build first.`);
  }
}

/** The most recently modified source file the bundle is built from. */
function newestSource(): { path: string; mtime: number } | null {
  let newest: { path: string; mtime: number } | null = null;
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (!entry.startsWith(".") && entry !== "node_modules") visit(join(path, entry));
    } else if (
      /\.(tsx?|json|mjs)$/.test(path) &&
      !/\.test\.ts$/.test(path) &&
      (!newest || stat.mtimeMs > newest.mtime)
    ) {
      newest = { path, mtime: stat.mtimeMs };
    }
  };
  for (const entry of ["app", "local-api", "locales", "server.ts", "load-context.ts"]) {
    if (existsSync(join(ROOT, entry))) visit(join(ROOT, entry));
  }
  return newest;
}

function isSocketError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return error instanceof TypeError && cause?.code === "UND_ERR_SOCKET";
}

export interface StartOptions {
  /** Point the Worker at this API instead of the local one. */
  apiUrl?: string;
  /** Extra or overridden environment values. */
  vars?: Record<string, string>;
  /** The deployed configuration: wrangler.toml's [vars] plus the secrets, no local-only settings (.dev.vars). */
  deployed?: boolean;
  /**
   * Two Workers: the local API runs as its own Worker (dist/api/worker.js) and the app reaches it over HTTP
   * (API_URL) or through a service binding (API), each call passing a recording tap (`apiExchanges`).
   */
  topology?: "http" | "binding";
}

/** Failures the tap can put in the API's place: a guard's 403 page, a 500, a body that is not JSON, no answer. */
export type ApiFault = "403guard" | "500" | "badjson" | "hang";

/** One call the app (or a browser) made to the API Worker, as the tap between them saw it. */
export interface ApiExchange {
  method: string;
  /** The path relative to the API's root, with its query. */
  path: string;
  /** The request's body when it is JSON, else null. */
  requestBody?: string | null;
  status: number;
  contentType: string;
  /** The body when it is JSON, else null. */
  body: string | null;
  /** Set when the tap answered in the API's place (apiFault); status is then 0. */
  fault?: ApiFault;
}

// Between the app and the API Worker: passes every call on (over HTTP to API_ORIGIN, or through the API
// binding) and keeps what it answered, so a test can check each response against the OpenAPI document.
const TAP_WORKER = `
const exchanges = [];
const faults = new Map();
function faulty(kind) {
  if (kind === "403guard")
    return new Response("Solicitud rechazada: origen no permitido.", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (kind === "500") return Response.json({ detail: "Traceback (most recent call last)" }, { status: 500 });
  if (kind === "badjson") return new Response("<html><body>Bad gateway</body></html>", { headers: { "Content-Type": "application/json" } });
  // "hang": longer than the app's write timeout.
  return new Promise((resolve) => setTimeout(() => resolve(new Response(null, { status: 504 })), 15000));
}
export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === "/__tap/exchanges")
      return Response.json(url.searchParams.has("keep") ? exchanges.slice() : exchanges.splice(0));
    if (url.pathname === "/__tap/fault") {
      const { key, kind } = await request.json();
      if (kind) faults.set(key, kind);
      else faults.delete(key);
      return new Response(null, { status: 204 });
    }
    const requestBody = (request.headers.get("content-type") ?? "").includes("json") ? await request.clone().text() : null;
    const fault = faults.get(request.method + " " + url.pathname);
    if (fault) {
      exchanges.push({ method: request.method, path: url.pathname + url.search, requestBody, status: 0, contentType: "", body: null, fault });
      return faulty(fault);
    }
    const response = env.API_ORIGIN
      ? await fetch(new Request(env.API_ORIGIN + url.pathname + url.search, request))
      : await env.API.fetch(request);
    const contentType = response.headers.get("content-type") ?? "";
    const body = contentType.includes("json") ? await response.clone().text() : null;
    exchanges.push({ method: request.method, path: url.pathname + url.search, requestBody, status: response.status, contentType, body });
    return response;
  },
};`;

/** A TCP port free right now on 127.0.0.1 (for the Workers' own sockets in the HTTP topology). */
async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The [vars] of wrangler.toml (string values), as `wrangler deploy` ships them. */
export function wranglerVars(): Record<string, string> {
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const section = /^\[vars\]\s*$([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? "";
  return Object.fromEntries([...section.matchAll(/^([A-Z_][A-Z0-9_]*)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1]!, m[2]!]));
}

let pinnedOffset: number | undefined;
/**
 * A test file that depends on the time of day pins its own clock (a TEST_CLOCK value such as "10:00") before
 * it computes any date: this process and every Worker the file starts then read it, whatever the run's clock.
 */
export function pinClock(clock: string): void {
  const at = testClockInstant(clock);
  pinnedOffset = at === null ? 0 : at - Date.now();
  setClockOffset(pinnedOffset);
}

let keysPromise: Promise<{ SESSION_SECRETS: string; LOGIN_PUBLIC_KEY: string; LOGIN_PRIVATE_KEY: string }> | undefined;

/** Starts one Worker (one per test file: startup costs about a second). Call `stop()` in afterAll. */
export async function startWorker(options: StartOptions = {}) {
  assertBundle();
  keysPromise ??= generateDevVars();
  const secrets = await keysPromise;
  const keys = {
    SESSION_SECRETS: secrets.SESSION_SECRETS,
    LOGIN_PUBLIC_KEY: secrets.LOGIN_PUBLIC_KEY,
    LOGIN_PRIVATE_KEY: secrets.LOGIN_PRIVATE_KEY,
  };
  const clockOffset = pinnedOffset ?? testClockOffset();
  const bindings: Record<string, string> = options.deployed
    ? { ...wranglerVars(), APP_URL: DEPLOYED_ORIGIN, ...keys, ...options.vars }
    : {
        APP_URL: ORIGIN,
        HELP_DESK_URL: "",
        ...keys,
        DEV_OUTBOX: "true",
        CLOCK_OFFSET_MS: String(clockOffset),
        ...(options.apiUrl ? { API_URL: options.apiUrl } : {}),
        ...options.vars,
      };
  // The Worker's console output (one JSON line per request, errors), kept for assertions instead of
  // flooding the test report. INTEGRATION_LOGS=1 prints it as well.
  const logs: string[] = [];
  const collect = (stream: NodeJS.ReadableStream) => {
    let pending = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        logs.push(line);
        if (process.env.INTEGRATION_LOGS) console.log(line);
      }
    });
  };
  const compat = wranglerCompat();
  const databaseId = `test-db-${crypto.randomUUID()}`;
  const topology = options.topology;
  if (topology && !existsSync(API_BUNDLE)) throw new Error(`${API_BUNDLE} is missing: run npm run build first.`);
  const ports = topology === "http" ? { api: await freePort(), tap: await freePort() } : null;
  /** Where the test reaches the API directly (its pages and endpoints): the app's /api, or the tap's socket. */
  const apiBase = ports ? `http://127.0.0.1:${ports.tap}` : `${ORIGIN}/api`;
  // The app's own bindings: D1 and R2 only when the local API runs inside it.
  const appStorage = topology ? {} : { d1Databases: { DB: databaseId }, r2Buckets: ["FILES"] };
  if (ports) bindings.API_URL = apiBase;
  const apiWorkers: WorkerOptions[] = topology
    ? [
        {
          name: "api",
          ...workerModules(API_BUNDLE),
          ...compat,
          d1Databases: { DB: databaseId },
          r2Buckets: ["FILES"],
          bindings: {
            APP_URL: bindings.APP_URL ?? ORIGIN,
            LOGIN_PRIVATE_KEY: keys.LOGIN_PRIVATE_KEY,
            DEV_OUTBOX: "true",
            ...(bindings.CLOCK_OFFSET_MS ? { CLOCK_OFFSET_MS: bindings.CLOCK_OFFSET_MS } : {}),
            // The scheduler's service token is the API's as well as the app's (issue 29 §1).
            ...(bindings.CRON_TOKEN ? { CRON_TOKEN: bindings.CRON_TOKEN } : {}),
          },
          ...(ports ? { unsafeDirectSockets: [{ host: "127.0.0.1", port: ports.api }] } : {}),
        },
        {
          name: "tap",
          modules: true,
          script: TAP_WORKER,
          compatibilityDate: compat.compatibilityDate,
          ...(ports
            ? {
                bindings: { API_ORIGIN: `http://127.0.0.1:${ports.api}` },
                unsafeDirectSockets: [{ host: "127.0.0.1", port: ports.tap }],
              }
            : { serviceBindings: { API: "api" } }),
        },
      ]
    : [];
  if (topology) {
    // The app holds no secret of the API: it only encrypts with the public key.
    delete bindings.LOGIN_PRIVATE_KEY;
  }
  const mf = new Miniflare({
    handleRuntimeStdio: (stdout, stderr) => {
      collect(stdout);
      collect(stderr);
    },
    workers: [
      {
        name: "app",
        // The bundle and its wasm, listed explicitly (scripts/worker-modules.mjs).
        ...workerModules(BUNDLE),
        ...compat,
        ...appStorage,
        bindings,
        ...(topology === "binding" ? { serviceBindings: { API: "tap" } } : {}),
        // The same limits as wrangler.toml's [[unsafe.bindings]].
        ratelimits: {
          LOGIN_IP_LIMITER: { simple: { limit: 60, period: 60 } },
          LOGIN_EMAIL_LIMITER: { simple: { limit: 10, period: 60 } },
        },
      },
      {
        // The tests' own door to the same D1: migrations and inspection queries run inside workerd,
        // through plain async fetches (see local-api/testing/bindings-over-fetch.ts).
        name: "sql",
        modules: true,
        script: BINDINGS_WORKER,
        compatibilityDate: compat.compatibilityDate,
        d1Databases: { DB: databaseId },
      },
      ...apiWorkers,
    ],
  });
  const sqlWorker = await mf.getWorker("sql");
  const d1 = d1OverFetch(
    (path, message) =>
      sqlWorker.fetch(`http://sql${path}`, {
        method: "POST",
        body: JSON.stringify(message),
      }) as unknown as Promise<Response>,
  );

  /** Runs statements in one batch (one transaction) and returns each statement's rows. */
  async function sqlBatch(statements: { sql: string; params?: unknown[] }[]): Promise<Record<string, unknown>[][]> {
    const results = await d1.batch<Record<string, unknown>>(
      statements.map((s) => d1.prepare(s.sql).bind(...(s.params ?? []))),
    );
    return results.map((r) => r.results ?? []);
  }

  /** The rows of one query on the Worker's D1. */
  async function sql<T = Record<string, unknown>>(query: string, ...params: unknown[]): Promise<T[]> {
    return (await sqlBatch([{ sql: query, params }]))[0] as T[];
  }

  // The real migrations, before the first request (as `wrangler d1 migrations apply` would).
  await sql(
    "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
  );
  for (const name of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = migrationStatements(readFileSync(join(MIGRATIONS_DIR, name), "utf8"));
    await sqlBatch([
      ...statements.map((statement) => ({ sql: statement })),
      { sql: "INSERT INTO d1_migrations (name) VALUES (?)", params: [name] },
    ]);
  }

  async function dispatch(url: string, init: MfRequestInit): Promise<Response> {
    // A browser's Host is the URL's host, and Remix compares it with Origin on actions. Miniflare's
    // dispatchFetch cannot set Host (the Worker sees its loopback address), so the host travels as
    // X-Forwarded-Host, which Remix's check reads first, as behind a proxy.
    const headers = { ...(init.headers as Record<string, string>), "X-Forwarded-Host": new URL(url).host };
    const send = async () =>
      (await mf.dispatchFetch(url, { ...init, headers, redirect: "manual" })) as unknown as Response;
    try {
      return await send();
    } catch (error) {
      // A kept-alive socket that workerd closed while idle ("other side closed", more frequent on a
      // loaded machine). Reads are safely sent again; writes never are (at-most-once is under test).
      const method = (init.method ?? "GET").toUpperCase();
      if ((method === "GET" || method === "HEAD") && isSocketError(error)) return send();
      throw error;
    }
  }

  /**
   * A request straight to the API (`path` relative to its root), as a server sends it: through the app's
   * /api (one Worker, or the binding) or to the API Worker's own socket (HTTP topology).
   */
  async function apiDispatch(path: string, init: MfRequestInit = {}): Promise<Response> {
    if (!ports) return dispatch(`${apiBase}${path}`, init);
    return (await fetch(`${apiBase}${path}`, { ...(init as RequestInit), redirect: "manual" })) as Response;
  }

  /** What the tap between app and API saw since the last call (empty with one Worker); `keep` leaves it there. */
  async function apiExchanges(opts: { keep?: boolean } = {}): Promise<ApiExchange[]> {
    if (!topology) return [];
    const tap = await mf.getWorker("tap");
    return (await (await tap.fetch(`http://tap/__tap/exchanges${opts.keep ? "?keep" : ""}`)).json()) as ApiExchange[];
  }

  /** From now on the tap answers "METHOD /path" (the API's path) with a failure instead of the API; null ends it. */
  async function apiFault(key: string, kind: ApiFault | null): Promise<void> {
    if (!topology) throw new Error("apiFault needs two Workers (topology)");
    const tap = await mf.getWorker("tap");
    await tap.fetch("http://tap/__tap/fault", { method: "POST", body: JSON.stringify({ key, kind }) });
  }

  /**
   * A session cookie for an account, made without the login form (which counts towards the
   * per-e-mail login limit): a token from the local API, sealed like the app seals it.
   */
  async function mintSession(email: string, password = DEMO_PASSWORD, origin = ORIGIN): Promise<string> {
    const viaApp = (path: string, init: MfRequestInit = {}) =>
      topology === "http" ? apiDispatch(path, init) : dispatch(`${origin}/api${path}`, init);
    // A server's call: no Sec-Fetch-Site, no Origin (the API's guard lets token endpoints through).
    const apiLogin = await viaApp(`/usuario/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: await encryptCredential(secrets.LOGIN_PUBLIC_KEY, email),
        password: await encryptCredential(secrets.LOGIN_PUBLIC_KEY, password),
      }),
    });
    if (apiLogin.status !== 200) throw new Error(`API login of ${email} failed: ${apiLogin.status}`);
    const { token } = (await apiLogin.json()) as { token: string };
    const me = await viaApp(`/usuario/`, { headers: { Authorization: `Token ${token}` } });
    const [user] = (await me.json()) as Array<{ id: number; username: string }>;
    const now = Math.floor(Date.now() / 1000);
    const secure = origin.startsWith("https:");
    const cookie = await commitSession(
      { token, userId: user!.id, username: user!.username, issuedAt: now, lastSeen: now, isNew: false },
      secrets.SESSION_SECRETS.split(","),
      secure,
    );
    return cookie.split(";")[0]!;
  }

  /** A browser already signed in as `email` (session minted without the login form). */
  async function browserAs(email: string, password = DEMO_PASSWORD, opts: BrowserOptions = {}): Promise<Browser> {
    const b = new Browser(dispatch, opts);
    return b.setCookie(await mintSession(email, password, b.origin));
  }

  return {
    mf,
    bindings,
    /** Rows of a query on the Worker's D1 (to prove what an action did or did not write). */
    sql,
    /** Lines the Worker wrote to stdout/stderr so far. */
    logs,
    dispatch,
    apiDispatch,
    /** The base URL of the API as a browser or server outside the app reaches it. */
    apiBase,
    apiExchanges,
    apiFault,
    topology,
    /** A new browser with its own cookie jar. */
    browser: (opts: BrowserOptions = {}) => new Browser(dispatch, opts),
    /** Rows of the local API's outbox (e-mails). */
    async outboxCount(): Promise<number> {
      const [row] = await sql<{ n: number }>("SELECT count(*) AS n FROM outbox");
      return row?.n ?? 0;
    },
    mintSession,
    browserAs,
    stop: () => mf.dispose(),
  };
}
export type TestWorker = Awaited<ReturnType<typeof startWorker>>;

/** One Worker for the whole test file: started before its tests, stopped after them. */
export function useTestWorker(options: StartOptions = {}): TestWorker {
  let current: TestWorker | undefined;
  beforeAll(async () => {
    current = await startWorker(options);
  });
  afterAll(async () => {
    await current?.stop();
  });
  return new Proxy({} as TestWorker, {
    get(_target, key) {
      if (!current) throw new Error("the test Worker is not started yet (use it inside a test)");
      const value = Reflect.get(current, key) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(current) : value;
    },
  });
}

export interface BrowserOptions {
  /** Origin the browser talks to (scheme and host matter: https → __Host- cookie, programas.* → sign-up variant). */
  origin?: string;
  /** CF-Connecting-IP of this browser; a fresh one by default so per-IP login limits do not couple tests. */
  ip?: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string | null>;
  body?: BodyInit;
  /** Send no cookies (and keep none). */
  anonymous?: boolean;
}

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A browser without JavaScript: plain GETs and form posts, a cookie jar, no redirect following. */
export class Browser {
  readonly origin: string;
  readonly ip: string;
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly dispatch: (url: string, init: MfRequestInit) => Promise<Response>,
    opts: BrowserOptions = {},
  ) {
    this.origin = opts.origin ?? ORIGIN;
    this.ip = opts.ip ?? freshIp();
  }

  /**
   * A request as the app's own pages would send it: mutations carry `Origin` and
   * `Sec-Fetch-Site: same-origin` unless overridden (a header set to null is left out).
   */
  async request(path: string, opts: RequestOptions = {}): Promise<Response> {
    const method = (opts.method ?? "GET").toUpperCase();
    const headers = new Headers({ "CF-Connecting-IP": this.ip, "Accept-Language": "es" });
    if (!["GET", "HEAD"].includes(method)) {
      headers.set("Origin", this.origin);
      headers.set("Sec-Fetch-Site", "same-origin");
    }
    if (!opts.anonymous && this.cookies.size > 0) {
      headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    for (const [name, value] of Object.entries(opts.headers ?? {})) {
      if (value === null) headers.delete(name);
      else headers.set(name, value);
    }
    const response = await this.dispatch(new URL(path, this.origin).toString(), {
      method,
      headers: Object.fromEntries(headers),
      body: opts.body as MfRequestInit["body"],
      // A streamed body (tests/integration/body-limit.test.ts) is sent as it comes.
      ...(opts.body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as MfRequestInit);
    if (!opts.anonymous) this.store(response);
    return response;
  }

  /** Puts a "name=value" cookie in the jar. */
  setCookie(pair: string): this {
    const idx = pair.indexOf("=");
    this.cookies.set(pair.slice(0, idx), pair.slice(idx + 1));
    return this;
  }

  get(path: string, opts: Omit<RequestOptions, "method" | "body"> = {}): Promise<Response> {
    return this.request(path, opts);
  }

  /** A no-JS form post (application/x-www-form-urlencoded). Repeated names: pass an array. */
  formPost(
    path: string,
    fields: Record<string, string | string[] | undefined>,
    opts: Omit<RequestOptions, "method" | "body"> = {},
  ): Promise<Response> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    }
    return this.request(path, {
      ...opts,
      method: "POST",
      body: body.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...opts.headers },
    });
  }

  /** Posts the real login form; throws unless it signs in. Returns the redirect response. */
  async login(email: string, password: string = DEMO_PASSWORD, redirectTo = ""): Promise<Response> {
    const response = await this.formPost("/login", { email, password, redirectTo });
    if (response.status !== 302) {
      throw new Error(`login of ${email} failed: ${response.status} ${textOf(await response.text()).slice(0, 300)}`);
    }
    return response;
  }

  /** GETs the Location of a redirect (relative to this browser's origin). */
  follow(response: Response): Promise<Response> {
    const location = response.headers.get("Location");
    if (!location) throw new Error(`not a redirect: ${response.status}`);
    return this.get(location);
  }

  /** The session cookie's name for this browser's scheme. */
  get sessionCookieName(): string {
    return this.origin.startsWith("https:") ? "__Host-sesion" : "sesion";
  }

  get session(): string | undefined {
    return this.cookies.get(this.sessionCookieName);
  }

  private store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attrs] = header.split(";");
      const idx = pair!.indexOf("=");
      const name = pair!.slice(0, idx).trim();
      const value = pair!.slice(idx + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// HTML helpers (no DOM library: a few precise regular expressions over React's server output).

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return String.fromCodePoint(n);
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The visible text of some HTML (scripts and styles removed, whitespace collapsed). */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
      .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The attributes of an opening tag. */
export function attributesOf(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    if (m.index === 0) continue; // the tag name
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

/** Every opening tag of that name, with its attributes. */
export function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gi"))].map((m) => attributesOf(m[0]));
}

/** The outer HTML of the first element whose opening tag matches `open` (balanced on its tag name). */
export function element(html: string, open: RegExp): string | null {
  const start = open.exec(html);
  if (!start) return null;
  const name = /^<([\w-]+)/.exec(start[0])?.[1];
  if (!name) return null;
  const re = new RegExp(`<(/?)${name}\\b[^>]*>`, "gi");
  re.lastIndex = start.index;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[0].endsWith("/>")) continue;
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start.index, m.index + m[0].length);
  }
  return null;
}

/** The `<input>` of a form field by name. */
export function input(html: string, name: string): Record<string, string> | undefined {
  return tags(html, "input").find((a) => a.name === name);
}

/** The messages shown for a field: the `-error` lists its control points to with aria-describedby. */
export function fieldErrors(html: string, name: string): string[] {
  const control = [...tags(html, "input"), ...tags(html, "select"), ...tags(html, "textarea")].find(
    (a) => a.name === name,
  );
  const ids = (control?.["aria-describedby"] ?? "").split(/\s+/).filter((id) => id.endsWith("-error"));
  const out: string[] = [];
  for (const id of ids) {
    const list = element(html, new RegExp(`<ul\\b[^>]*\\bid="${id.replace(/[^\w-]/g, "\\$&")}"[^>]*>`));
    if (list) out.push(...[...list.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]!)));
  }
  return out;
}

/** Every message the page shows for its form: each field's error list and the form-level region. */
export function shownErrors(html: string): string[] {
  const fields = [...html.matchAll(/<(ul|p)\b[^>]*\bid="[^"]*-error"[^>]*>([\s\S]*?)<\/\1>/g)].flatMap((m) =>
    m[1] === "p" ? [textOf(m[2]!)] : [...m[2]!.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((li) => textOf(li[1]!)),
  );
  return [...fields, ...formErrors(html)].filter(Boolean);
}

/** The form-level messages (the role="alert" region of the form). */
export function formErrors(html: string): string[] {
  const out: string[] = [];
  let rest = html;
  for (;;) {
    const region = element(rest, /<div\b[^>]*\brole="alert"[^>]*>/);
    if (!region) return out;
    out.push(...[...region.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]!)));
    rest = rest.slice(rest.indexOf(region) + region.length);
  }
}

/** The flash toast's text (the role="status" region), or "" when none. */
export function flashText(html: string): string {
  const region = element(html, /<div\b[^>]*\brole="status"[^>]*>/);
  return region ? textOf(region) : "";
}

/** The side menu's entries in order: its links, then the logout button. */
export function menuLabels(html: string): string[] {
  const nav = element(html, /<nav\b[^>]*aria-label="Menú principal"[^>]*>/);
  if (!nav) return [];
  return [...nav.matchAll(/<(a|button)\b[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((m) => textOf(m[2]!))
    .filter((label) => label.length > 0);
}

/** The Spanish catalogs, for expected texts. */
export function catalog(ns: "auth" | "common", lng: "es" | "en" = "es"): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, `locales/${lng}/${ns}.json`), "utf8")) as Record<string, unknown>;
}

/** One text of a catalog: t("auth:login.invalid"). */
export function t(key: string, lng: "es" | "en" = "es"): string {
  const [ns, path] = key.split(":") as ["auth" | "common", string];
  const value = path
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog(ns, lng));
  if (typeof value !== "string") throw new Error(`no catalog text for ${key}`);
  return value;
}

/** The newest e-mails of the outbox page (/dev/correos) sent to `to`, as text. */
export async function mailsTo(browser: Browser, to: string): Promise<string[]> {
  const response = await browser.get("/dev/correos");
  if (response.status !== 200) throw new Error(`/dev/correos answered ${response.status}`);
  const html = await response.text();
  return [...html.matchAll(/<article\b[\s\S]*?<\/article>/g)]
    .map((m) => textOf(m[0]))
    .filter((text) => text.includes(to));
}

/** A unique e-mail address per call. */
let mailCounter = 0;
export function uniqueEmail(prefix = "prueba"): string {
  mailCounter += 1;
  return `${prefix}${mailCounter}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export const STRONG_PASSWORD = "Segura123!";

/**
 * A new confirmed account made through the app's own sign-up and confirmation pages.
 * kind: 'client' (entrepreneur), 'freelancer' (mentor) or, on a programas host, 'participant' / 'entity'.
 */
export async function createAccount(
  worker: TestWorker,
  kind: "client" | "freelancer" | "participant" | "entity" = "client",
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(kind);
  const origin = kind === "participant" || kind === "entity" ? "http://programas.localhost:8787" : ORIGIN;
  const b = worker.browser({ origin });
  const signUp = await b.formPost("/sign-up", {
    kind,
    first_name: "Prueba",
    last_name: "Integración",
    email,
    password: STRONG_PASSWORD,
    confirm_password: STRONG_PASSWORD,
  });
  if (signUp.status !== 302)
    throw new Error(`sign-up of ${email} failed: ${signUp.status} ${textOf(await signUp.text()).slice(0, 300)}`);
  const code = (await mailsTo(b, email)).join(" ").match(/\/user_confirmation\/([0-9a-f]+)/)?.[1];
  if (!code) throw new Error(`no confirmation e-mail for ${email}`);
  const confirmed = await b.formPost(`/user_confirmation/${code}`, {});
  if (confirmed.status !== 200) throw new Error(`confirmation of ${email} failed: ${confirmed.status}`);
  return { email, password: STRONG_PASSWORD };
}

/**
 * Miniflare's rate limiter counts in fixed windows aligned to the clock (a new window every `period`
 * seconds). A test that must stay inside one window waits for a fresh one when fewer than
 * `needSeconds` are left in the current window.
 */
export async function withinOneRateLimitWindow(needSeconds: number, periodSeconds = 60): Promise<void> {
  const periodMs = periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
