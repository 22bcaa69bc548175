// D1 and R2 for tests in Node, reached through plain async fetches to a small Worker inside workerd.
//
// Miniflare's own binding proxies (`getD1Database`, `getR2Bucket`) make synchronous calls for `prepare`
// and `bind` (a worker thread blocked on Atomics). On a loaded 2-core machine those calls failed now and
// then ("AssertionError: message?.id === id" in Miniflare's SynchronousFetcher; "other side closed"),
// failing a test for a reason that was the rig's, not the API's. Here a statement is a plain local
// object; only `first`/`all`/`run`/`raw`/`batch`/`exec` (already async in D1) cross to workerd, where the
// real D1 runs the SQL, so errors, results and `meta` are D1's own. A transport error (the socket, never
// SQL) is retried twice, briefly.

/** The Worker that serves both bindings; give it `DB` (D1) and `FILES` (R2). */
export const BINDINGS_WORKER = `
const decode = (v) =>
  v && typeof v === "object"
    ? "$undefined" in v ? undefined
    : "$bytes" in v ? Uint8Array.from(atob(v.$bytes), (c) => c.charCodeAt(0))
    : v
    : v;
const statement = (env, s) => env.DB.prepare(s.sql).bind(...(s.params ?? []).map(decode));
const bytesToBase64 = (buffer) => {
  let text = "";
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};
const describe = (o) => ({
  key: o.key, size: o.size, etag: o.etag, httpEtag: o.httpEtag, uploaded: o.uploaded.toISOString(),
  httpMetadata: o.httpMetadata ?? {}, customMetadata: o.customMetadata ?? {},
});
async function d1(env, m) {
  switch (m.op) {
    case "batch": return env.DB.batch(m.statements.map((s) => statement(env, s)));
    case "exec": return env.DB.exec(m.sql);
    case "all": return statement(env, m).all();
    case "run": return statement(env, m).run();
    case "raw": return statement(env, m).raw(m.options);
    case "first": return m.column === undefined ? statement(env, m).first() : statement(env, m).first(m.column);
  }
  throw new Error("unknown D1 op " + m.op);
}
async function r2(env, m) {
  switch (m.op) {
    case "put": {
      const o = await env.FILES.put(m.key, decode(m.body), m.options);
      return o && describe(o);
    }
    case "get": {
      const o = await env.FILES.get(m.key);
      return o && { ...describe(o), body: bytesToBase64(await o.arrayBuffer()) };
    }
    case "head": {
      const o = await env.FILES.head(m.key);
      return o && describe(o);
    }
    case "delete": return env.FILES.delete(m.keys);
    case "list": {
      const l = await env.FILES.list(m.options);
      return { ...l, objects: l.objects.map(describe) };
    }
  }
  throw new Error("unknown R2 op " + m.op);
}
export default {
  async fetch(request, env) {
    const m = await request.json();
    try {
      const result = new URL(request.url).pathname === "/d1" ? await d1(env, m) : await r2(env, m);
      return Response.json({ result: result ?? null });
    } catch (error) {
      const cause = error?.cause instanceof Error ? error.cause.message : undefined;
      return Response.json({ error: { message: String(error?.message ?? error), cause } });
    }
  },
};
`;

export type Send = (path: "/d1" | "/r2", message: unknown) => Promise<Response>;

const TRANSPORT_ERROR = /other side closed|SocketError|ECONNRESET|ECONNREFUSED|EPIPE|fetch failed|socket hang up/i;

function isTransportError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return TRANSPORT_ERROR.test(text);
}

/** Sends one message and returns the Worker's result; rethrows the binding's error with its message. */
async function call<T>(send: Send, path: "/d1" | "/r2", message: unknown): Promise<T> {
  let response: Response;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await send(path, message);
      break;
    } catch (error) {
      if (attempt >= 2 || !isTransportError(error)) throw error;
      await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
    }
  }
  const body = (await response.json()) as { result?: T; error?: { message: string; cause?: string } };
  if (body.error) {
    throw new Error(body.error.message, body.error.cause ? { cause: new Error(body.error.cause) } : undefined);
  }
  return body.result as T;
}

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

/** A bound value as JSON: `undefined` and bytes keep their identity so D1 sees (and judges) them as they are. */
function encodeValue(value: unknown): unknown {
  if (value === undefined) return { $undefined: true };
  if (value instanceof ArrayBuffer) return { $bytes: toBase64(new Uint8Array(value)) };
  if (ArrayBuffer.isView(value))
    return { $bytes: toBase64(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) };
  return value;
}

class Statement {
  constructor(
    private readonly send: Send,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}
  bind(...values: unknown[]) {
    return new Statement(this.send, this.sql, values.map(encodeValue));
  }
  private run_<T>(op: string, extra: object = {}) {
    return call<T>(this.send, "/d1", { op, sql: this.sql, params: this.params, ...extra });
  }
  first(column?: string) {
    return this.run_("first", column === undefined ? {} : { column });
  }
  all() {
    return this.run_("all");
  }
  run() {
    return this.run_("run");
  }
  raw(options?: { columnNames?: boolean }) {
    return this.run_("raw", options ? { options } : {});
  }
}

/** A D1Database whose statements run in workerd's D1 through `send`. */
export function d1OverFetch(send: Send): D1Database {
  const db = {
    prepare: (sql: string) => new Statement(send, sql),
    batch: (statements: Statement[]) =>
      call(send, "/d1", { op: "batch", statements: statements.map((s) => ({ sql: s.sql, params: s.params })) }),
    exec: (sql: string) => call(send, "/d1", { op: "exec", sql }),
    dump: () => Promise.reject(new Error("dump is not supported in tests")),
    withSession: () => db,
  };
  return db as unknown as D1Database;
}

type ObjectInfo = {
  key: string;
  size: number;
  etag: string;
  httpEtag: string;
  uploaded: string;
  httpMetadata: R2HTTPMetadata;
  customMetadata: Record<string, string>;
};

function r2Object(info: ObjectInfo) {
  return {
    ...info,
    uploaded: new Date(info.uploaded),
    writeHttpMetadata(headers: Headers) {
      const m = info.httpMetadata;
      if (m.contentType) headers.set("content-type", m.contentType);
      if (m.contentDisposition) headers.set("content-disposition", m.contentDisposition);
      if (m.contentLanguage) headers.set("content-language", m.contentLanguage);
      if (m.contentEncoding) headers.set("content-encoding", m.contentEncoding);
      if (m.cacheControl) headers.set("cache-control", m.cacheControl);
    },
  };
}

async function bodyBytes(value: unknown): Promise<Uint8Array | string | null> {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  // A ReadableStream or Blob: read it whole (test files are small).
  return new Uint8Array(await new Response(value as BodyInit).arrayBuffer());
}

/** An R2Bucket whose objects live in workerd's R2 through `send`. */
export function r2OverFetch(send: Send): R2Bucket {
  const bucket = {
    async put(key: string, value: unknown, options?: R2PutOptions) {
      const bytes = await bodyBytes(value);
      const body = typeof bytes === "string" || bytes === null ? (bytes ?? "") : encodeValue(bytes);
      const info = await call<ObjectInfo | null>(send, "/r2", { op: "put", key, body, options });
      return info && r2Object(info);
    },
    async get(key: string) {
      const info = await call<(ObjectInfo & { body: string }) | null>(send, "/r2", { op: "get", key });
      if (!info) return null;
      const bytes = Buffer.from(info.body, "base64");
      const { body: _encoded, ...rest } = info;
      return {
        ...r2Object(rest),
        get body() {
          return new Response(bytes).body;
        },
        bodyUsed: false,
        arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
        text: async () => bytes.toString("utf8"),
        json: async () => JSON.parse(bytes.toString("utf8")) as unknown,
        blob: async () => new Blob([bytes], { type: rest.httpMetadata.contentType }),
      };
    },
    async head(key: string) {
      const info = await call<ObjectInfo | null>(send, "/r2", { op: "head", key });
      return info && r2Object(info);
    },
    delete: (keys: string | string[]) => call<void>(send, "/r2", { op: "delete", keys }),
    async list(options?: R2ListOptions) {
      const listed = await call<{ objects: ObjectInfo[] } & Record<string, unknown>>(send, "/r2", {
        op: "list",
        options,
      });
      return { ...listed, objects: listed.objects.map(r2Object) };
    },
  };
  return bucket as unknown as R2Bucket;
}
