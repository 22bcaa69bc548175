// Test harness: a throwaway D1 and R2 in Miniflare, the migrated schema, and helpers to call the API.
import { Miniflare } from "miniflare";
import { createLocalApi, type LocalApiEnv } from "../index";
import { encryptForLogin, generateLoginKeyPair } from "../crypto";
import { applyMigrations } from "../migrations.test-helper";
import { BINDINGS_WORKER, d1OverFetch, r2OverFetch, type Send } from "./bindings-over-fetch";

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

export async function createHarness(
  options: {
    migrate?: boolean;
    devOutbox?: boolean;
    /** Sees every message to the bindings Worker before it is sent (the query-plan test records the SQL). */
    observe?: (path: "/d1" | "/r2", message: unknown) => void;
  } = {},
) {
  // D1 and R2 are reached through a small Worker over async fetches, not Miniflare's synchronous
  // binding proxies (see bindings-over-fetch.ts).
  const mf = new Miniflare({
    modules: true,
    script: BINDINGS_WORKER,
    d1Databases: ["DB"],
    r2Buckets: ["FILES"],
  });
  const send: Send = (path, message) => {
    options.observe?.(path, message);
    return mf.dispatchFetch(`http://bindings${path}`, {
      method: "POST",
      body: JSON.stringify(message),
    }) as unknown as Promise<Response>;
  };
  const db = d1OverFetch(send);
  if (options.migrate !== false) await applyMigrations(db);
  const { publicJwk, privateJwk } = await loginKeys();
  const env: LocalApiEnv = {
    DB: db,
    FILES: r2OverFetch(send),
    LOGIN_PRIVATE_KEY: privateJwk,
    APP_URL: "http://app.test",
    DEV_OUTBOX: options.devOutbox ?? true,
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

/**
 * The local API logs an unhandled error with console.error before answering 500: this keeps the last one, so a
 * fuzz failure shows its cause (a CI run once got 500s that no local run reproduced). Call in a describe; read `last()` in messages.
 */
export function keepLoggedErrors(hooks: { beforeAll: (fn: () => void) => void; afterAll: (fn: () => void) => void }) {
  let lastLoggedError = "";
  const logError = console.error;
  hooks.beforeAll(() => {
    console.error = (...args: unknown[]) => {
      lastLoggedError = args
        .map((a) => (a instanceof Error ? `${a.stack ?? a.message} ${String(a.cause ?? "")}` : String(a)))
        .join(" ");
      logError(...args);
    };
  });
  hooks.afterAll(() => {
    console.error = logError;
  });
  return { last: () => lastLoggedError };
}
