// The API client with a fake fetch: retries of reads only, timeouts, error mapping, contract checks.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  READ_TIMEOUT_MS,
  WRITE_TIMEOUT_MS,
  apiFailureOf,
  apiTimer,
  createApiClient,
  parseErrorBody,
  type ApiFetch,
} from "~/api/client.server";

const itemSchema = z.object({ id: z.number(), name: z.string() });

type Step = Response | "network" | "hang" | "deaf" | ((request: Request) => Response | Promise<Response>);

/** A fetch that answers each call with the next step (the last one repeats) and records the requests. */
function fakeFetch(...steps: Step[]) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch: ApiFetch = async (url, init) => {
    const request = new Request(url, init);
    requests.push(request);
    bodies.push(request.body ? await request.clone().text() : "");
    const step = steps[Math.min(requests.length - 1, steps.length - 1)]!;
    if (step === "network") throw new TypeError("fetch failed");
    if (step === "hang") {
      // Never answers; only the request's timeout signal ends it, as with a real fetch.
      return new Promise<Response>((_resolve, reject) => {
        const signal = request.signal;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener("abort", () => reject(signal.reason));
      });
    }
    // Never answers and ignores the signal, as the local API in process or through a binding does.
    if (step === "deaf") return new Promise<Response>(() => {});
    if (typeof step === "function") return step(request);
    return step.clone();
  };
  return { fetch, requests, bodies };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain" } });
}

const unauthorized = new Response(null, { status: 302, headers: { Location: "/login?redirectTo=%2Fuser" } });

function client(fetch: ApiFetch, token: string | null = "tok-1") {
  const onUnauthorized = vi.fn(() => unauthorized);
  const c = createApiClient({ baseUrl: "https://api.test/base/", fetch, token, requestId: "rid-42", onUnauthorized });
  return { c, onUnauthorized };
}

/** The value a promise rejected with (fails the test if it resolved). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection, but the call succeeded");
}

let timeouts: number[];
beforeEach(() => {
  timeouts = [];
  // Timeouts fire after 5 ms instead of 5 or 10 s; the requested duration is recorded.
  vi.spyOn(apiTimer, "after").mockImplementation((ms: number, fire: () => void) => {
    timeouts.push(ms);
    return setTimeout(fire, 5);
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("requests", () => {
  test("GET: base URL without double slash, token, request id, JSON accept", async () => {
    const f = fakeFetch(json({ id: 1, name: "uno" }));
    const { c } = client(f.fetch);
    await expect(c.get("/usuario/", itemSchema)).resolves.toEqual({ id: 1, name: "uno" });
    const [r] = f.requests;
    expect(r!.method).toBe("GET");
    expect(r!.url).toBe("https://api.test/base/usuario/");
    expect(r!.headers.get("Authorization")).toBe("Token tok-1");
    expect(r!.headers.get("X-Request-Id")).toBe("rid-42");
    expect(r!.headers.get("Accept")).toBe("application/json");
    expect(timeouts).toEqual([READ_TIMEOUT_MS]);
  });

  test("no token: no Authorization header", async () => {
    const f = fakeFetch(json({ id: 1, name: "uno" }));
    await client(f.fetch, null).c.get("/x", itemSchema);
    expect(f.requests[0]!.headers.has("Authorization")).toBe(false);
  });

  test("POST with a JSON body, the write timeout", async () => {
    const f = fakeFetch(json({ id: 2, name: "dos" }, 201));
    const { c } = client(f.fetch);
    await expect(c.send("POST", "/usuario/crear/usuario", { json: { nombre: "Ana" } }, itemSchema)).resolves.toEqual({
      id: 2,
      name: "dos",
    });
    expect(f.requests[0]!.method).toBe("POST");
    expect(f.requests[0]!.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(f.bodies[0]!)).toEqual({ nombre: "Ana" });
    expect(timeouts).toEqual([WRITE_TIMEOUT_MS]);
  });

  test("multipart body is sent as FormData", async () => {
    const f = fakeFetch(new Response(null, { status: 204 }));
    const form = new FormData();
    form.set("nombre", "Ana");
    await client(f.fetch).c.send("PUT", "/x", { form }, null);
    expect(f.requests[0]!.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(f.bodies[0]).toContain('name="nombre"');
  });

  test("timeouts: 5 s for reads, 10 s for writes", () => {
    expect(READ_TIMEOUT_MS).toBe(5_000);
    expect(WRITE_TIMEOUT_MS).toBe(10_000);
  });
});

describe("reads (GET)", () => {
  test.each([500, 502, 503, 504])("retried on %i, then succeeds on the third attempt", async (status) => {
    const f = fakeFetch(text("boom", status), text("boom", status), json({ id: 3, name: "tres" }));
    await expect(client(f.fetch).c.get("/x", itemSchema)).resolves.toEqual({ id: 3, name: "tres" });
    expect(f.requests).toHaveLength(3);
  });

  test("5xx three times: at most 3 attempts, then a 503 Response marked unavailable", async () => {
    const f = fakeFetch(text("boom", 500));
    const error = await rejection(client(f.fetch).c.get("/x", itemSchema));
    expect(f.requests).toHaveLength(3);
    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("X-Api-Failure")).toBe("unavailable");
    expect(apiFailureOf(response)).toMatchObject({ status: 503, kind: "unavailable" });
  });

  test("network errors: retried up to 3 attempts", async () => {
    const f = fakeFetch("network", "network", json({ id: 4, name: "cuatro" }));
    await expect(client(f.fetch).c.get("/x", itemSchema)).resolves.toEqual({ id: 4, name: "cuatro" });
    expect(f.requests).toHaveLength(3);

    const g = fakeFetch("network");
    const error = (await rejection(client(g.fetch).c.get("/x", itemSchema))) as Response;
    expect(g.requests).toHaveLength(3);
    expect(error.status).toBe(503);
    expect(error.headers.get("X-Api-Failure")).toBe("unavailable");
  });

  test("timeouts: each attempt has its own timeout, 3 attempts, then unavailable", async () => {
    const f = fakeFetch("hang");
    const error = (await rejection(client(f.fetch).c.get("/x", itemSchema))) as Response;
    expect(f.requests).toHaveLength(3);
    expect(timeouts).toEqual([READ_TIMEOUT_MS, READ_TIMEOUT_MS, READ_TIMEOUT_MS]);
    expect(error.status).toBe(503);
    expect(error.headers.get("X-Api-Failure")).toBe("unavailable");
  });

  test("a call that ignores its signal (the local API in process) still ends at the timeout", async () => {
    const f = fakeFetch("deaf");
    const error = (await rejection(client(f.fetch).c.get("/x", itemSchema))) as Response;
    expect(f.requests).toHaveLength(3);
    expect(error.status).toBe(503);
    const g = fakeFetch("deaf");
    const write = await rejection(client(g.fetch).c.send("POST", "/x", { json: {} }, itemSchema));
    expect(write).toBeInstanceOf(ApiError);
    expect((write as ApiError).status).toBe(503);
    expect(g.requests).toHaveLength(1);
  });

  test("a read or write that got its answer leaves no timer behind; a raw read keeps it for its body", async () => {
    const cancelled = vi.spyOn(apiTimer, "cancel");
    const f = fakeFetch(json({ id: 1, name: "uno" }));
    const { c } = client(f.fetch);
    await c.get("/x", itemSchema);
    await c.send("POST", "/x", { json: {} }, itemSchema);
    expect(cancelled).toHaveBeenCalledTimes(2);
    // The stalled body of a raw read is still ended by its timeout: its caller reads it.
    await c.raw("/x");
    expect(cancelled).toHaveBeenCalledTimes(2);
    expect(timeouts).toEqual([READ_TIMEOUT_MS, WRITE_TIMEOUT_MS, READ_TIMEOUT_MS]);
  });

  test("a body that stalls after the headers is still ended by the timeout", async () => {
    const stalled = (request: Request) =>
      new Response(
        new ReadableStream({
          start(controller) {
            request.signal.addEventListener("abort", () => controller.error(request.signal.reason));
          },
        }),
        { headers: { "Content-Type": "application/json" } },
      );
    const f = fakeFetch(stalled);
    await expect(client(f.fetch).c.get("/x", itemSchema)).rejects.toThrow(/timeout/);
  });

  test("a timeout then an answer: the answer wins", async () => {
    const f = fakeFetch("hang", json({ id: 5, name: "cinco" }));
    await expect(client(f.fetch).c.get("/x", itemSchema)).resolves.toEqual({ id: 5, name: "cinco" });
    expect(f.requests).toHaveLength(2);
  });

  test.each([
    [400, 400, "validation"],
    [403, 403, "forbidden"],
    [404, 404, "not_found"],
    [409, 409, "conflict"],
    [429, 429, "rate_limited"],
  ] as const)("%i is not retried: thrown Response %i, X-Api-Failure %s", async (status, outStatus, kind) => {
    const f = fakeFetch(json({ detail: "x" }, status), json({ id: 1, name: "never" }));
    const error = await rejection(client(f.fetch).c.get("/x", itemSchema));
    expect(f.requests).toHaveLength(1);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(outStatus);
    expect((error as Response).headers.get("X-Api-Failure")).toBe(kind);
    expect(apiFailureOf(error)?.kind).toBe(kind);
  });

  test("401: the onUnauthorized response is thrown, not retried", async () => {
    const f = fakeFetch(json({ detail: "Token inválido." }, 401));
    const { c, onUnauthorized } = client(f.fetch);
    const error = await rejection(c.get("/x", itemSchema));
    expect(error).toBe(unauthorized);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(f.requests).toHaveLength(1);
  });

  test("invalid JSON: unavailable (a 503 Response), not retried", async () => {
    const f = fakeFetch(text("<html>oops</html>", 200));
    const error = (await rejection(client(f.fetch).c.get("/x", itemSchema))) as Response;
    expect(error).toBeInstanceOf(Response);
    expect(error.status).toBe(503);
    expect(error.headers.get("X-Api-Failure")).toBe("unavailable");
    expect(apiFailureOf(error)?.kind).toBe("unavailable");
    expect(f.requests).toHaveLength(1);
  });

  test.each([
    ["wrong type", { id: "1", name: "uno" }],
    ["missing field", { id: 1 }],
    ["a list instead of an object", [{ id: 1, name: "uno" }]],
    ["null", null],
    ["empty body", undefined],
  ])("schema mismatch (%s): unavailable", async (_label, body) => {
    const f = fakeFetch(body === undefined ? new Response("", { status: 200 }) : json(body));
    const error = (await rejection(client(f.fetch).c.get("/x", itemSchema))) as Response;
    expect(error.status).toBe(503);
    expect(error.headers.get("X-Api-Failure")).toBe("unavailable");
  });

  test("the thrown Response's body names the kind (for error boundaries)", async () => {
    const f = fakeFetch(json({}, 404));
    const error = (await rejection(client(f.fetch).c.get("/x", itemSchema))) as Response;
    expect(await error.json()).toEqual({ kind: "not_found" });
  });
});

describe("writes (POST, PUT, PATCH, DELETE)", () => {
  const methods = ["POST", "PUT", "PATCH", "DELETE"] as const;

  test.each(methods)("%s is never retried on 5xx", async (method) => {
    const f = fakeFetch(text("boom", 500), json({ id: 1, name: "never" }));
    const error = await rejection(client(f.fetch).c.send(method, "/x", { json: {} }, itemSchema));
    expect(f.requests).toHaveLength(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "unavailable", status: 500 });
  });

  test.each(methods)("%s is never retried on a network error", async (method) => {
    const f = fakeFetch("network", json({ id: 1, name: "never" }));
    const error = await rejection(client(f.fetch).c.send(method, "/x", { json: {} }, itemSchema));
    expect(f.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: "unavailable", status: 503 });
  });

  test.each(methods)("%s is never retried on a timeout", async (method) => {
    const f = fakeFetch("hang", json({ id: 1, name: "never" }));
    const error = await rejection(client(f.fetch).c.send(method, "/x", { json: {} }, itemSchema));
    expect(f.requests).toHaveLength(1);
    expect(timeouts).toEqual([WRITE_TIMEOUT_MS]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "unavailable" });
  });

  test("400 with a Django-style body: field errors and form errors", async () => {
    const body = {
      email: ["Ya existe un usuario con este email.", "Otro mensaje."],
      password: "Muy corta.",
      non_field_errors: ["Las contraseñas no coinciden."],
      detail: "Revise los datos.",
    };
    const f = fakeFetch(json(body, 400));
    const error = await rejection(client(f.fetch).c.send("POST", "/usuario/crear/usuario", { json: {} }, itemSchema));
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(400);
    expect(e.kind).toBe("validation");
    expect(e.fieldErrors).toEqual({
      email: ["Ya existe un usuario con este email.", "Otro mensaje."],
      password: ["Muy corta."],
    });
    expect(e.formErrors).toEqual(["Las contraseñas no coinciden.", "Revise los datos."]);
    expect(apiFailureOf(e)).toBe(e);
  });

  test("400 with a JSON body that is not an error object: validation without messages", async () => {
    for (const response of [json([1, 2], 400), json({ email: [1] }, 400)]) {
      const error = (await rejection(
        client(fakeFetch(response).fetch).c.send("POST", "/x", undefined, null),
      )) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: "validation", fieldErrors: {}, formErrors: [] });
    }
  });

  test.each([400, 403, 404, 405])(
    "%i whose body is not JSON (a proxy's or a guard's page): unavailable, not something the user can fix",
    async (status) => {
      const error = (await rejection(
        client(fakeFetch(text("Solicitud rechazada: origen no permitido.", status)).fetch).c.send(
          "POST",
          "/x",
          undefined,
          null,
        ),
      )) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, kind: "unavailable", fieldErrors: {}, formErrors: [] });
    },
  );

  test("a read refused with a page that is not JSON: a 503 Response marked unavailable", async () => {
    const thrown = await rejection(
      client(fakeFetch(text("<html>Forbidden</html>", 403)).fetch).c.get("/x", z.unknown()),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(apiFailureOf(thrown)?.kind).toBe("unavailable");
  });

  test.each([
    [403, "forbidden"],
    [404, "not_found"],
    [409, "conflict"],
    [422, "validation"],
    [429, "rate_limited"],
    [500, "unavailable"],
    [502, "unavailable"],
    [503, "unavailable"],
  ] as const)("%i → ApiError %s", async (status, kind) => {
    const error = await rejection(
      client(fakeFetch(json({ detail: "x" }, status)).fetch).c.send("DELETE", "/x", undefined, null),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, kind });
  });

  test("a 5xx body's messages are not passed on", async () => {
    const error = (await rejection(
      client(fakeFetch(json({ detail: "Traceback: secret" }, 500)).fetch).c.send("POST", "/x", undefined, null),
    )) as ApiError;
    expect(error.formErrors).toEqual([]);
    expect(error.fieldErrors).toEqual({});
  });

  test("401 with a token: the session ends (onUnauthorized thrown)", async () => {
    const { c, onUnauthorized } = client(fakeFetch(json({ detail: "Token inválido." }, 401)).fetch, "tok-1");
    expect(await rejection(c.send("POST", "/x", undefined, null))).toBe(unauthorized);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test("401 without a token (login): a validation failure with the API's message", async () => {
    const { c, onUnauthorized } = client(fakeFetch(json({ detail: "Credenciales inválidas." }, 401)).fetch, null);
    const error = await rejection(c.send("POST", "/usuario/login", { json: {} }, itemSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, kind: "validation", formErrors: ["Credenciales inválidas."] });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test("2xx with invalid JSON: unavailable", async () => {
    const error = await rejection(
      client(fakeFetch(text("{not json", 201)).fetch).c.send("POST", "/x", undefined, itemSchema),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "unavailable", status: 502 });
  });

  test("2xx breaking the schema: unavailable", async () => {
    const error = await rejection(
      client(fakeFetch(json({ id: "x" }, 201)).fetch).c.send("POST", "/x", undefined, itemSchema),
    );
    expect(error).toMatchObject({ kind: "unavailable", status: 502 });
  });

  test("no schema: the body is ignored", async () => {
    await expect(
      client(fakeFetch(new Response(null, { status: 204 })).fetch).c.send("PUT", "/x", undefined, null),
    ).resolves.toBeUndefined();
    await expect(
      client(fakeFetch(text("whatever", 200)).fetch).c.send("PUT", "/x", undefined, null),
    ).resolves.toBeUndefined();
  });
});

describe("apiFailureOf / parseErrorBody", () => {
  test("apiFailureOf recognises ApiError and marked Responses only", () => {
    const e = new ApiError(400, "validation", { email: ["x"] }, ["y"]);
    expect(apiFailureOf(e)).toBe(e);
    const marked = new Response(null, { status: 404, headers: { "X-Api-Failure": "not_found" } });
    expect(apiFailureOf(marked)).toEqual({ status: 404, kind: "not_found", fieldErrors: {}, formErrors: [] });
    expect(apiFailureOf(new Response(null, { status: 302 }))).toBeNull();
    expect(apiFailureOf(new Error("x"))).toBeNull();
    expect(apiFailureOf("x")).toBeNull();
    expect(apiFailureOf(null)).toBeNull();
  });

  test("parseErrorBody", () => {
    expect(parseErrorBody({ email: ["a"], detail: "b", non_field_errors: ["c", "d"] })).toEqual({
      fieldErrors: { email: ["a"] },
      formErrors: ["b", "c", "d"],
    });
    expect(parseErrorBody(null)).toEqual({ fieldErrors: {}, formErrors: [] });
    expect(parseErrorBody("text")).toEqual({ fieldErrors: {}, formErrors: [] });
    expect(parseErrorBody({ n: 1 })).toEqual({ fieldErrors: {}, formErrors: [] });
  });
});
