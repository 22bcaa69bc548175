// The existing API failing (500, invalid JSON, a body that breaks the contract, no answer): the Worker runs
// with API_URL pointing at a stub server; forms come back in Spanish with the user's values, and a write
// is sent exactly once per submit (docs/house-rules.md#bars).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { commitSession } from "../../app/lib/session.server";
import { STRONG_PASSWORD, formErrors, input, startWorker, t, textOf, type TestWorker } from "./harness";

type Behaviour =
  "401" | "403guard" | "403json" | "404html" | "undecryptable" | "500" | "503" | "badjson" | "schema" | "hang";

/** What the stub answers, per "METHOD /path"; unlisted paths get a 404. */
const behaviour = new Map<string, Behaviour>();
/** Requests the stub received, per "METHOD /path". */
const calls = new Map<string, number>();

function answer(req: IncomingMessage, res: ServerResponse) {
  const key = `${req.method} ${new URL(req.url ?? "/", "http://stub").pathname}`;
  calls.set(key, (calls.get(key) ?? 0) + 1);
  req.resume();
  const what = behaviour.get(key) ?? behaviour.get(`${req.method} *`);
  switch (what) {
    case "401":
      res.writeHead(401, { "Content-Type": "application/json" }).end(JSON.stringify({ detail: "Token inválido." }));
      return;
    case "403guard":
      // What a Worker's same-origin guard answers a server's call that carries no Origin.
      res
        .writeHead(403, { "Content-Type": "text/plain; charset=utf-8" })
        .end("Solicitud rechazada: origen no permitido.");
      return;
    case "403json":
      res.writeHead(403, { "Content-Type": "application/json" }).end(JSON.stringify({ detail: "CSRF Failed." }));
      return;
    case "404html":
      res.writeHead(404, { "Content-Type": "text/html" }).end("<html><body>Not Found</body></html>");
      return;
    case "undecryptable":
      // The API cannot read the app's ciphertext: the two sides hold keys of different pairs.
      res
        .writeHead(400, { "Content-Type": "application/json" })
        .end(
          JSON.stringify({ email: ["No se pudo descifrar el valor."], password: ["No se pudo descifrar el valor."] }),
        );
      return;
    case "500":
    case "503":
      res
        .writeHead(Number(what), { "Content-Type": "application/json" })
        .end(JSON.stringify({ detail: "Traceback (most recent call last)" }));
      return;
    case "badjson":
      res.writeHead(200, { "Content-Type": "application/json" }).end("<html><body>Bad gateway</body></html>");
      return;
    case "schema":
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ tok: 1, unexpected: ["shape"] }));
      return;
    case "hang":
      // Never answers; the Worker's timeout must end the wait.
      return;
    default:
      res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ detail: "No encontrado." }));
  }
}

let server: Server;
let worker: TestWorker;
const UNAVAILABLE = t("common:form.unavailable");

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  worker = await startWorker({ apiUrl: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await worker?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

function count(key: string): number {
  return calls.get(key) ?? 0;
}

describe("login", () => {
  test.each(["403guard", "403json", "404html", "undecryptable", "500", "503", "badjson", "schema"] as const)(
    "API answers %s → a Spanish message, the e-mail kept, exactly one POST /usuario/login",
    async (what) => {
      behaviour.set("POST /usuario/login", what);
      const before = count("POST /usuario/login");
      const b = worker.browser();
      const password = "Clave-Que-No-Vuelve-1!";
      const response = await b.formPost("/login", { email: "ana@example.com", password, redirectTo: "" });
      expect(count("POST /usuario/login") - before).toBe(1);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(formErrors(html)).toEqual([UNAVAILABLE]);
      expect(UNAVAILABLE).toMatch(/^No pudimos conectar con el servidor/);
      expect(input(html, "email")?.value).toBe("ana@example.com");
      expect(html).not.toContain(password);
      expect(html).not.toContain("Traceback");
      expect(b.session).toBeUndefined();
    },
  );
});

describe("sign-up (a create)", () => {
  const fields = (email: string) => ({
    kind: "client",
    first_name: "Ana",
    last_name: "Pérez",
    email,
    password: STRONG_PASSWORD,
    confirm_password: STRONG_PASSWORD,
  });

  test.each(["500", "badjson", "403guard"] as const)(
    "API answers %s → message, values kept, the create sent once",
    async (what) => {
      behaviour.set("POST /usuario/crear/usuario", what);
      const before = count("POST /usuario/crear/usuario");
      const response = await worker.browser().formPost("/sign-up", fields("nueva@example.com"));
      expect(count("POST /usuario/crear/usuario") - before).toBe(1);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(formErrors(html)).toEqual([UNAVAILABLE]);
      expect(input(html, "first_name")?.value).toBe("Ana");
      expect(input(html, "last_name")?.value).toBe("Pérez");
      expect(input(html, "email")?.value).toBe("nueva@example.com");
      expect(html).not.toContain(STRONG_PASSWORD);
    },
  );
});

describe("recovery", () => {
  test("API 500 on step 1 → the message, the e-mail kept, one request", async () => {
    behaviour.set("POST /usuario/cambiar_pwd", "500");
    const before = count("POST /usuario/cambiar_pwd");
    const response = await worker
      .browser()
      .formPost("/change_password", { intent: "request", email: "ana@example.com" });
    expect(count("POST /usuario/cambiar_pwd") - before).toBe(1);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).not.toBe(500);
    const html = await response.text();
    expect(formErrors(html)).toEqual([UNAVAILABLE]);
    expect(input(html, "email")?.value).toBe("ana@example.com");
  });
});

describe("reads of a signed-in page", () => {
  /** A session cookie for a user of the stub API (any token: the stub decides what /usuario/ answers). */
  async function signedInBrowser() {
    const now = Math.floor(Date.now() / 1000);
    const cookie = await commitSession(
      { token: "stub-token", userId: 1, username: "ana", issuedAt: now, lastSeen: now },
      worker.bindings.SESSION_SECRETS!.split(","),
      false,
    );
    return worker.browser().setCookie(cookie.split(";")[0]!);
  }

  test("GET /usuario/ failing with 500 is retried up to 3 times, then 'Error al traer la información del usuario'", async () => {
    behaviour.set("GET /usuario/", "500");
    const b = await signedInBrowser();
    const before = count("GET /usuario/");
    const response = await b.get("/user");
    // One page render may load the user once (cached per request): 3 attempts in all.
    expect(count("GET /usuario/") - before).toBe(3);
    expect(response.status).toBe(503);
    const text = textOf(await response.text());
    expect(text).toContain(t("common:errors.userLoad"));
    expect(text).toContain(t("common:errors.retry"));
  });

  test("GET /usuario/ refused with a page that is not the API's (a guard's 403) → the same page, no 403", async () => {
    behaviour.set("GET /usuario/", "403guard");
    const b = await signedInBrowser();
    const response = await b.get("/user");
    expect(response.status).toBe(503);
    expect(textOf(await response.text())).toContain(t("common:errors.userLoad"));
  });

  test("GET /usuario/ answering invalid JSON is not retried and gives the same page", async () => {
    behaviour.set("GET /usuario/", "badjson");
    const b = await signedInBrowser();
    const before = count("GET /usuario/");
    const response = await b.get("/user");
    expect(count("GET /usuario/") - before).toBe(1);
    expect(response.status).toBe(503);
    expect(textOf(await response.text())).toContain(t("common:errors.userLoad"));
  });

  test("a 401 from the API ends the session: redirect to /login?redirectTo=… and the cookie cleared", async () => {
    behaviour.set("GET /usuario/", "401");
    const b = await signedInBrowser();
    const before = count("GET /usuario/");
    const response = await b.get("/user");
    expect(count("GET /usuario/") - before).toBe(1);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fuser");
    expect(response.headers.getSetCookie().find((c) => c.startsWith("sesion="))).toMatch(/Max-Age=0/);
    expect(b.session).toBeUndefined();
  });
});

// Both waits (10 s each, the write timeout) run side by side.
describe("the API never answers", () => {
  beforeAll(() => {
    behaviour.set("POST /usuario/login", "hang");
    behaviour.set("POST /usuario/crear/usuario", "hang");
  });
  afterAll(() => {
    behaviour.delete("POST /usuario/login");
    behaviour.delete("POST /usuario/crear/usuario");
  });

  test.concurrent(
    "login: after the 10 s write timeout, the same message; the login was sent once",
    { timeout: 40_000 },
    async () => {
      const before = count("POST /usuario/login");
      const started = Date.now();
      const response = await worker.browser().formPost("/login", { email: "lenta@example.com", password: "x" });
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(formErrors(html)).toEqual([UNAVAILABLE]);
      expect(input(html, "email")?.value).toBe("lenta@example.com");
      expect(count("POST /usuario/login") - before).toBe(1);
      expect(elapsed).toBeGreaterThanOrEqual(9_000);
      expect(elapsed).toBeLessThan(20_000);
    },
  );

  test.concurrent("sign-up: the create is sent once, never retried", { timeout: 40_000 }, async () => {
    const before = count("POST /usuario/crear/usuario");
    const response = await worker.browser().formPost("/sign-up", {
      kind: "client",
      first_name: "Lenta",
      last_name: "Red",
      email: "lenta@example.com",
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(formErrors(html)).toEqual([UNAVAILABLE]);
    expect(input(html, "first_name")?.value).toBe("Lenta");
    expect(count("POST /usuario/crear/usuario") - before).toBe(1);
  });
});

describe("a request past the Worker's deadline (issue 34 §5)", () => {
  let late: TestWorker;
  beforeAll(async () => {
    const { port } = server.address() as AddressInfo;
    late = await startWorker({ apiUrl: `http://127.0.0.1:${port}`, vars: { REQUEST_DEADLINE_MS: "1500" } });
    behaviour.set("POST /usuario/crear/usuario", "hang");
    behaviour.set("GET *", "hang");
  });
  afterAll(async () => {
    behaviour.delete("POST /usuario/crear/usuario");
    behaviour.delete("GET *");
    await late?.stop();
  });

  test("a form post: a 503 page at the deadline that sends the same fields again, never the password", async () => {
    const before = count("POST /usuario/crear/usuario");
    const started = Date.now();
    const response = await late.browser().formPost("/sign-up", {
      kind: "client",
      first_name: "Tardía",
      last_name: "O'Hara <b>",
      email: "tardia@example.com",
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    });
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    const html = await response.text();
    expect(textOf(html)).toContain(t("common:errors.unavailableTitle"));
    expect(textOf(html)).toContain(t("common:errors.inputKept"));
    expect(html).toContain('<form method="post" action="/sign-up">');
    expect(input(html, "first_name")).toMatchObject({ type: "hidden", value: "Tardía" });
    expect(input(html, "last_name")?.value).toBe("O'Hara <b>");
    expect(input(html, "email")?.value).toBe("tardia@example.com");
    expect(input(html, "password")).toBeUndefined();
    expect(input(html, "confirm_password")).toBeUndefined();
    expect(html).not.toContain(STRONG_PASSWORD);
    expect(count("POST /usuario/crear/usuario") - before).toBe(1);
  });

  test("a page: a 503 page at the deadline with a link to try again", async () => {
    const started = Date.now();
    const response = await late.browser().get("/marketplace?page=2");
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(textOf(html)).toContain(t("common:errors.unavailable"));
    expect(html).toContain('href="/marketplace?page=2"');
  });
});

describe("local-only features are off with API_URL set", () => {
  test("/dev/correos → 404", async () => {
    expect((await worker.browser().get("/dev/correos")).status).toBe(404);
  });

  test("/api/* is not served", async () => {
    const before = count("GET /usuario/tags");
    expect((await worker.browser().get("/api/usuario/tags")).status).toBe(404);
    expect(count("GET /usuario/tags")).toBe(before);
  });
});
