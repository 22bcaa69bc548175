// The one way the app talks to the REST API: token, timeouts, retries of reads, schema checks, error mapping.
import type { z } from "zod";
import { errorBodySchema } from "./contract/usuario";

export const READ_TIMEOUT_MS = 5_000;
export const WRITE_TIMEOUT_MS = 10_000;
/** The one timer of the client's timeouts (tests shorten it). */
export const apiTimer = {
  after: (ms: number, fire: () => void): unknown => setTimeout(fire, ms),
  cancel: (handle: unknown): void => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
const READ_ATTEMPTS = 3;

export type ApiFailureKind =
  | "validation" // 400: field or form errors to show in the form
  | "forbidden" // 403
  | "not_found" // 404
  | "conflict" // 409
  | "rate_limited" // 429
  | "unavailable"; // 5xx, timeout, network error, a body that breaks the contract

// A brand instead of `instanceof`: the Worker entry and the Remix build each bundle their own copy of this module.
const API_ERROR = Symbol.for("mentoring.ApiError");

/** A failed write. Reads throw a Response instead, so loaders render the right error page. */
export class ApiError extends Error {
  readonly [API_ERROR] = true;
  constructor(
    readonly status: number,
    readonly kind: ApiFailureKind,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly formErrors: string[] = [],
    /** The parsed error body, for calls whose failures carry data (e.g. a booking's 409 suggestions). */
    readonly body: unknown = undefined,
  ) {
    super(`API ${status} ${kind}`);
    this.name = "ApiError";
  }
}

export interface ApiFailure {
  status: number;
  kind: ApiFailureKind;
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
}

/** What a failed API call looked like, whether it was thrown as ApiError (writes) or Response (reads). */
export function apiFailureOf(error: unknown): ApiFailure | null {
  if (typeof error === "object" && error !== null && API_ERROR in error) return error as ApiError;
  if (error instanceof Response && error.headers.get("X-Api-Failure")) {
    return {
      status: error.status,
      kind: error.headers.get("X-Api-Failure") as ApiFailureKind,
      fieldErrors: {},
      formErrors: [],
    };
  }
  return null;
}

/** A call of the API: the URL and init of one request (no `Request` made here: `fetch` makes its own). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl: string;
  fetch: ApiFetch;
  token: string | null;
  requestId: string;
  /** Builds the response thrown on 401: the session ends and the user goes to /login. */
  onUnauthorized: () => Response;
  /** The `Idempotency-Key` of the next POST, when a create form sent one (load-context.ts). */
  nextOnceKey?: () => string | null;
  /** The user's address, sent as X-Forwarded-For: the API's login and recovery limits count per client. */
  clientIp?: string | null;
}

type Body = { json: unknown } | { form: FormData } | undefined;

function kindOf(status: number): ApiFailureKind {
  if (status === 400 || status === 401 || status === 422) return "validation";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 429) return "rate_limited";
  return "unavailable";
}

/** Django-REST style `{field: [msg]}` → field errors; `detail` and `non_field_errors` → form errors. */
export function parseErrorBody(body: unknown): Pick<ApiFailure, "fieldErrors" | "formErrors"> {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return { fieldErrors: {}, formErrors: [] };
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [key, value] of Object.entries(parsed.data)) {
    const list = Array.isArray(value) ? value : [value];
    if (key === "detail" || key === "non_field_errors") formErrors.push(...list);
    else fieldErrors[key] = list;
  }
  return { fieldErrors, formErrors };
}

function failureResponse(status: number, kind: ApiFailureKind): Response {
  // Loaders throw this; the error boundary renders a Spanish page for the status.
  const outStatus = kind === "unavailable" ? 503 : status;
  return new Response(JSON.stringify({ kind }), {
    status: outStatus,
    headers: { "Content-Type": "application/json", "X-Api-Failure": kind },
  });
}

export interface ApiClient {
  get<S extends z.ZodTypeAny>(path: string, schema: S): Promise<z.infer<S>>;
  send<S extends z.ZodTypeAny>(
    method: "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    body: Body,
    schema: S | null,
  ): Promise<S extends z.ZodTypeAny ? z.infer<S> : undefined>;
  /**
   * A read whose answer is not JSON or whose 4xx body matters (transcripts, downloads): retries like
   * `get`, 401 ends the session, a 5xx or network failure throws the 503/5xx Response; any other status
   * is returned for the caller to read.
   */
  raw(path: string): Promise<Response>;
  readonly token: string | null;
}

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const base = opts.baseUrl.replace(/\/+$/, "");

  function buildRequest(method: string, body: Body, signal: AbortSignal): RequestInit {
    // A plain record: `fetch` converts it once, where a `Headers` here would be converted again.
    const headers: Record<string, string> = { Accept: "application/json", "X-Request-Id": opts.requestId };
    if (opts.token) headers.Authorization = `Token ${opts.token}`;
    if (method === "POST") {
      const once = opts.nextOnceKey?.();
      if (once) headers["Idempotency-Key"] = once;
    }
    if (opts.clientIp) headers["X-Forwarded-For"] = opts.clientIp;
    let payload: BodyInit | undefined;
    if (body && "json" in body) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body.json);
    } else if (body && "form" in body) {
      payload = body.form;
    }
    return { method, headers, body: payload, signal };
  }

  async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
    const text = await response.text();
    if (text === "") return { ok: true, value: undefined };
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false };
    }
  }

  /** The body checked against its schema; a mismatch is logged (never the body itself) and gives null. */
  function checkContract<S extends z.ZodTypeAny>(schema: S, value: unknown, path: string): { data: z.infer<S> } | null {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { data: parsed.data };
    const issues = parsed.error.issues.slice(0, 3).map((i) => ({ path: i.path, code: i.code }));
    console.error(JSON.stringify({ rid: opts.requestId, msg: "contract mismatch", path, issues }));
    return null;
  }

  /**
   * One call; `release` ends its timeout once the answer's body is read (a pending timer would keep the call, its
   * signal, request and answer, alive for the whole timeout).
   */
  async function attempt(
    method: string,
    path: string,
    body: Body,
    timeoutMs: number,
  ): Promise<{ response: Response | null; release: () => void }> {
    // The signal ends a real fetch (headers and body); the race also ends a call that does not watch it (the
    // local API in process or through a binding), so no request waits on the API for ever (issue 34 §5).
    const controller = new AbortController();
    let timer: unknown;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = apiTimer.after(timeoutMs, () => {
        controller.abort(new Error(`timeout after ${timeoutMs} ms`));
        resolve("timeout");
      });
    });
    const release = () => apiTimer.cancel(timer);
    try {
      const init = buildRequest(method, body, controller.signal);
      const answer = await Promise.race([opts.fetch(base + path, init), timedOut]);
      if (answer === "timeout") throw new Error(`timeout after ${timeoutMs} ms`);
      return { response: answer, release };
    } catch (error) {
      release();
      // A network error or a timeout (never the body): logged, so a 503 can be traced to its cause.
      console.error(
        JSON.stringify({ rid: opts.requestId, msg: "api unreachable", method, path, error: String(error) }),
      );
      return { response: null, release };
    }
  }

  /** A read with its retries: network errors, timeouts and 5xx only (reads are idempotent). */
  async function read(path: string): Promise<{ response: Response | null; release: () => void }> {
    let call = await attempt("GET", path, undefined, READ_TIMEOUT_MS);
    for (let i = 1; i < READ_ATTEMPTS && !(call.response && call.response.status < 500); i++) {
      call.release();
      await new Promise((r) => setTimeout(r, 100 * i));
      call = await attempt("GET", path, undefined, READ_TIMEOUT_MS);
    }
    return call;
  }

  return {
    token: opts.token,

    async get(path, schema) {
      const { response, release } = await read(path);
      try {
        if (!response) throw failureResponse(503, "unavailable");
        if (response.status === 401) throw opts.onUnauthorized();
        if (!response.ok) {
          // An error page that is not the API's JSON (a proxy's, a guard's) is a broken answer, not a refusal.
          const kind = (await readJson(response)).ok ? kindOf(response.status) : "unavailable";
          throw failureResponse(response.status, kind);
        }
        const body = await readJson(response);
        const parsed = body.ok ? checkContract(schema, body.value, path) : null;
        if (!parsed) throw failureResponse(502, "unavailable");
        return parsed.data;
      } finally {
        release();
      }
    },

    async raw(path) {
      // The caller reads the body: its timeout stays armed.
      const { response } = await read(path);
      if (!response) throw failureResponse(503, "unavailable");
      if (response.status === 401 && opts.token) throw opts.onUnauthorized();
      if (response.status >= 500) throw failureResponse(response.status, "unavailable");
      return response;
    },

    async send(method, path, body, schema) {
      // Writes are never retried: a create must be sent at most once.
      const { response, release } = await attempt(method, path, body, WRITE_TIMEOUT_MS);
      if (!response) throw new ApiError(503, "unavailable");
      // Without a token (login, sign-up) a 401 is a wrong answer, not an ended session.
      if (response.status === 401 && opts.token) {
        release();
        throw opts.onUnauthorized();
      }
      const parsedBody = await readJson(response).finally(release);
      if (!response.ok) {
        // An error page that is not the API's JSON (a proxy's, a guard's) is a broken answer, not a refusal.
        const kind = parsedBody.ok ? kindOf(response.status) : "unavailable";
        const errors =
          parsedBody.ok && kind !== "unavailable"
            ? parseErrorBody(parsedBody.value)
            : { fieldErrors: {}, formErrors: [] };
        const raw = parsedBody.ok && kind !== "unavailable" ? parsedBody.value : undefined;
        throw new ApiError(response.status, kind, errors.fieldErrors, errors.formErrors, raw);
      }
      if (!schema) return undefined as never;
      const parsed = parsedBody.ok ? checkContract(schema, parsedBody.value, path) : null;
      if (!parsed) throw new ApiError(502, "unavailable");
      return parsed.data;
    },
  };
}
