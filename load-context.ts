// Builds the per-request context every loader and action receives. The one switch between the
// existing API lives here (docs/house-rules.md#shape rule 2): API_URL set → over HTTP; else a service binding `API` →
// the API's Worker without a public hop; else the local API in this Worker, called in process.
import { type AppLoadContext } from "@remix-run/cloudflare";
import { createApi, type Api } from "./app/api/index.server";
import { createApiClient, type ApiFetch } from "./app/api/client.server";
import { parseEnv, type AppEnv, type WorkerEnv } from "./app/lib/env.server";
import { destroySession, isSecureRequest, readSession, type SessionState } from "./app/lib/session.server";
import { loginRedirectPath } from "./app/lib/redirect";
import { createLocalApi } from "./local-api/index";

export interface RequestSession extends SessionState {
  secure: boolean;
  secrets: string[];
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: WorkerEnv; ctx: ExecutionContext };
    env: AppEnv;
    api: Api;
    /** Same API, without the user's token (login, sign-up, recovery). */
    anonymousApi: Api;
    /** Same API bound to a token just obtained (login, confirmation), before the session cookie exists. */
    apiWithToken: (token: string) => Api;
    session: RequestSession;
    /** A create form's one-time key for this request's API posts (app/lib/form-body.server.ts). */
    setOnceKey: (key: string) => void;
    /** The API's browser pages (test checkout) are served by this Worker under /api: in process or via the binding. */
    isLocalApi: boolean;
    requestId: string;
    cspNonce: string;
  }
}

const LOCAL_API_ORIGIN = "http://local-api.internal";
/** The origin of calls through the service binding: a Fetcher ignores the host. */
const BOUND_API_ORIGIN = "http://api.internal";
let localApi: ReturnType<typeof createLocalApi> | null = null;

function apiFetch(env: WorkerEnv, appEnv: AppEnv, ctx: ExecutionContext): { baseUrl: string; fetch: ApiFetch } {
  if (appEnv.API_URL) return { baseUrl: appEnv.API_URL, fetch: (url, init) => fetch(url, init) };
  const binding = env.API;
  if (binding) return { baseUrl: BOUND_API_ORIGIN, fetch: (url, init) => binding.fetch(url, init) };
  localApi ??= createLocalApi();
  const app = localApi;
  const localEnv = {
    DB: env.DB,
    FILES: env.FILES,
    LOGIN_PRIVATE_KEY: appEnv.LOGIN_PRIVATE_KEY ?? "",
    APP_URL: appEnv.APP_URL,
    DEV_OUTBOX: appEnv.DEV_OUTBOX,
    CRON_TOKEN: appEnv.CRON_TOKEN,
    // This request's calls share their reads (local-api/request-memo.ts).
    memo: new Map<string, Promise<unknown>>(),
  };
  // In-process call: the local API's Hono app answers the same Request the existing API would get.
  return { baseUrl: LOCAL_API_ORIGIN, fetch: async (url, init) => app.fetch(new Request(url, init), localEnv, ctx) };
}

/**
 * The API as the Cron Trigger's run calls it (issue 29 §1): no user, the scheduler's service token CRON_TOKEN, over
 * the same transport as every request (API_URL, the binding, or the local API in process).
 */
export function createSchedulerApi(env: WorkerEnv, ctx: ExecutionContext): Api {
  const appEnv = parseEnv(env);
  const client = createApiClient({
    ...apiFetch(env, appEnv, ctx),
    token: appEnv.CRON_TOKEN ?? null,
    requestId: `cron-${crypto.randomUUID()}`,
    onUnauthorized: () => new Response("CRON_TOKEN refused by the API", { status: 401 }),
  });
  return createApi(client);
}

/** Serves the local API to the browser under /api (test checkout pages, file downloads). */
export function localApiHandler(env: WorkerEnv, ctx: ExecutionContext) {
  const appEnv = parseEnv(env);
  if (appEnv.API_URL) return null;
  const binding = env.API;
  if (binding) {
    // The browser's own origin is kept, so the API Worker's guard sees a same-origin page post.
    return (request: Request) => {
      const url = new URL(request.url);
      return binding.fetch(new Request(new URL(url.pathname.replace(/^\/api/, "") + url.search, url.origin), request));
    };
  }
  const { fetch: call } = apiFetch(env, appEnv, ctx);
  return (request: Request) => {
    const url = new URL(request.url);
    const inner = new URL(url.pathname.replace(/^\/api/, "") + url.search, LOCAL_API_ORIGIN);
    return call(inner.href, request);
  };
}

export async function getLoadContext({
  request,
  context,
  extra,
}: {
  request: Request;
  context: { cloudflare: { env: WorkerEnv; ctx: ExecutionContext } };
  extra?: { requestId: string; cspNonce: string };
}): Promise<AppLoadContext> {
  const env = context.cloudflare.env;
  const appEnv = parseEnv(env);
  const requestId = extra?.requestId ?? crypto.randomUUID();
  const secure = isSecureRequest(request);
  const state = await readSession(request, appEnv.SESSION_SECRETS);
  const session: RequestSession = { ...state, secure, secrets: appEnv.SESSION_SECRETS };
  const transport = apiFetch(env, appEnv, context.cloudflare.ctx);

  const onUnauthorized = () => {
    const url = new URL(request.url);
    return new Response(null, {
      status: 302,
      headers: {
        Location: loginRedirectPath(url.pathname + (request.method === "GET" ? url.search : "")),
        "Set-Cookie": destroySession(secure),
      },
    });
  };
  // The form's one-time key, for every POST this request sends: the first gets the key itself, the n-th
  // `key.n`, so a replay of the same action sends the same keys in the same order.
  const once = { key: null as string | null, posts: 0 };
  const nextOnceKey = () => {
    if (!once.key) return null;
    once.posts += 1;
    return once.posts === 1 ? once.key : `${once.key}.${once.posts}`;
  };
  const clientIp = request.headers.get("CF-Connecting-IP");
  const client = (token: string | null) =>
    createApiClient({ ...transport, token, requestId, onUnauthorized, nextOnceKey, clientIp });

  let anonymousApi: Api | undefined;
  return {
    ...context,
    env: appEnv,
    api: createApi(client(session.data?.token ?? null)),
    // Built on first use: most requests never call the API without the user's token.
    get anonymousApi() {
      return (anonymousApi ??= createApi(client(null)));
    },
    apiWithToken: (token: string) => createApi(client(token)),
    session,
    setOnceKey: (key: string) => {
      once.key = key;
      once.posts = 0;
    },
    isLocalApi: !appEnv.API_URL,
    requestId,
    cspNonce: extra?.cspNonce ?? "",
  } as AppLoadContext;
}
