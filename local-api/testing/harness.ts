// Test harness: a throwaway D1 and R2 in Miniflare, the migrated schema, and helpers to call the API.
import { Miniflare } from "miniflare";
import { createLocalApi, type LocalApiEnv } from "../index";
import { encryptForLogin, generateLoginKeyPair } from "../crypto";
import { applyMigrations } from "../migrations.test-helper";

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

export type CallOptions = {
  body?: unknown;
  /** Sent as is (no JSON encoding); for malformed-body tests. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
};

// One RSA key pair per test process: generating one costs tens of milliseconds.
let keys: Promise<{ publicJwk: string; privateJwk: string }> | undefined;
export function loginKeys() {
  keys ??= generateLoginKeyPair();
  return keys;
}

// Miniflare proxies D1 over a local socket to workerd. On a loaded machine a kept-alive socket can be closed
// by the other side just as a query is sent ("SocketError: other side closed"), and the handler answers 500
// for a reason that is the test rig's, not the API's. Such transport errors are retried (twice, briefly);
// SQL errors are not (they are the API's, and tests must see them).
const TRANSPORT_ERROR = /other side closed|SocketError|ECONNRESET|ECONNREFUSED|fetch failed|socket hang up/i;

async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
      if (attempt >= 2 || !TRANSPORT_ERROR.test(text)) throw error;
      await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
    }
  }
}

const ORIGINAL = Symbol("original statement");

function retryingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, key, receiver) {
      if (key === ORIGINAL) return target;
      if (key === "bind") return (...values: unknown[]) => retryingStatement(target.bind(...values));
      if (key === "first" || key === "all" || key === "run" || key === "raw") {
        return (...args: unknown[]) =>
          withRetry(() => (target[key] as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The D1 binding, with transport errors of Miniflare's proxy retried (see above). */
function retryingTransport(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === "prepare") return (query: string) => retryingStatement(target.prepare(query));
      // A batch takes statements made by `prepare`: hand the originals back to the binding.
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) =>
          withRetry(() =>
            target.batch(statements.map((s) => (s as { [ORIGINAL]?: D1PreparedStatement })[ORIGINAL] ?? s)),
          );
      }
      if (key === "exec") return (query: string) => withRetry(() => target.exec(query));
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export async function createHarness(options: { migrate?: boolean } = {}) {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: ["DB"],
    r2Buckets: ["FILES"],
  });
  const db = retryingTransport(await mf.getD1Database("DB"));
  if (options.migrate !== false) await applyMigrations(db);
  const { publicJwk, privateJwk } = await loginKeys();
  const env: LocalApiEnv = {
    DB: db,
    // Miniflare's R2 proxy type trails @cloudflare/workers-types; the runtime object is the same.
    FILES: (await mf.getR2Bucket("FILES")) as unknown as R2Bucket,
    LOGIN_PRIVATE_KEY: privateJwk,
    APP_URL: "http://app.test",
  };
  const app = createLocalApi();

  async function call<T = unknown>(method: string, path: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
    const headers = new Headers(opts.headers);
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
    if (opts.token) headers.set("authorization", `Token ${opts.token}`);
    const response = await app.fetch(new Request(`http://local${path}`, { method, headers, body }), env);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text, the test will fail on it
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** The login body the app sends: both values encrypted with the public key. */
  async function loginBody(email: string, password: string) {
    return {
      email: await encryptForLogin(publicJwk, email),
      password: await encryptForLogin(publicJwk, password),
    };
  }

  async function login(email: string, password: string): Promise<string> {
    const response = await call<{ token: string }>("POST", "/usuario/login", {
      body: await loginBody(email, password),
    });
    if (response.status !== 200) {
      throw new Error(`login of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response.body.token;
  }

  type Mail = { id: number; to: string; subject: string; body: string; created_at: string };
  async function mailsTo(email: string): Promise<Mail[]> {
    const response = await call<Mail[]>("GET", `/dev/correos?to=${encodeURIComponent(email)}`);
    return response.body;
  }

  return { mf, db, env, app, call, login, loginBody, mailsTo, publicJwk, dispose: () => mf.dispose() };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;

let counter = 0;
/** A unique e-mail and username per call, so tests in one database never collide. */
export function uniqueUser(prefix = "user") {
  counter += 1;
  const id = `${prefix}${counter}${Math.random().toString(36).slice(2, 7)}`;
  return { username: id, email: `${id}@example.test` };
}

export const STRONG_PASSWORD = "Segura123!";

/** The confirmation code of the newest confirmation e-mail sent to `email`. */
export async function confirmationCodeFor(h: Harness, email: string): Promise<string> {
  const mail = (await h.mailsTo(email)).find((m) => m.subject === "Confirma tu cuenta");
  const code = mail?.body.match(/\/user_confirmation\/([0-9a-f]+)/)?.[1];
  if (!code) throw new Error(`no confirmation e-mail for ${email}`);
  return code;
}

/** Registers a user through the API, confirms the e-mail and returns the confirmation's token. */
export async function createConfirmedUser(
  h: Harness,
  overrides: Partial<{ mentor: boolean; first_name: string; telefono: string }> = {},
) {
  const { username, email } = uniqueUser();
  const created = await h.call<{ id: number }>("POST", "/usuario/crear/usuario", {
    body: {
      username,
      email,
      first_name: overrides.first_name ?? "Prueba",
      last_name: "Usuario",
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
      telefono: overrides.telefono ?? "+57 3000000001",
      mentor: overrides.mentor ?? false,
    },
  });
  if (created.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  const confirmed = await h.call<{ token: string }>(
    "DELETE",
    `/usuario/confirmar/${await confirmationCodeFor(h, email)}`,
  );
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${JSON.stringify(confirmed.body)}`);
  return { id: created.body.id, username, email, password: STRONG_PASSWORD, token: confirmed.body.token };
}
