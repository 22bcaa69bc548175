// A Worker whose API_URL points at a proxy: the real local API (accounts, sign-in) answers everything except
// the calls a test stubs, so the session downloads, feed, video and join pages can be driven through every
// answer of the contract (200, 400 with a text, 404, 500) whatever the local API's seed holds.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { ApiSession } from "../../app/api/contract/calendario";
import { encryptCredential } from "../../app/lib/login-crypto.server";
import { DEMO_PASSWORD, ORIGIN, startWorker, type TestWorker } from "./harness";

export type StubAnswer = { status: number; body?: unknown; text?: string; contentType?: string };
export type StubCall = { method: string; path: string; authorization: string | undefined; body: string };

export const SESSION: ApiSession = {
  id: 7,
  slug: "sesion-de-prueba-7",
  nombre: "Sesión de prueba, grupo; A",
  tema: null,
  tipo: "Grupal",
  fecha_inicio: "2026-11-23 09:00",
  fecha_fin: "2026-11-23 10:00",
  inicio: "2026-11-23T09:00:00-05:00",
  fin: "2026-11-23T10:00:00-05:00",
  mentor: 2,
  nombre_mentor: "Mario Mentor",
  mentoria: 3,
  nombre_mentoria: "Diagnóstico",
  programa: 1,
  nombre_programa: "Programa de Incubación 2026",
  entidad: 1,
  usuario_individual: null,
  nombre_usuario_individual: null,
  sub_grupo: [],
  mentores: [],
  visibility: true,
  asistentes_max: 10,
  cuenta_zoom: null,
  act: null,
  calificado: false,
  comprador: null,
  marketplace: false,
  estado: "",
  usuario: 1,
  espacio: 0,
  repeticion: 0,
  iniciado: false,
  tiene_video: true,
  confirmada: true,
  secuencia: 0,
  cancelada: false,
  reembolsado: false,
  mentor_ausente: false,
};

/** Starts the real Worker, the proxy and the Worker under test (in beforeAll); stops them afterwards. */
export function useStubbedApi() {
  const stubs = new Map<string, StubAnswer>();
  const calls: StubCall[] = [];
  let real: TestWorker | undefined;
  let app: TestWorker | undefined;
  let server: Server | undefined;

  beforeAll(async () => {
    real = await startWorker();
    const upstream = real;
    server = createServer((req, res) => {
      void (async () => {
        const path = new URL(req.url ?? "/", "http://proxy").pathname;
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        const key = `${req.method} ${path}`;
        calls.push({
          method: req.method ?? "GET",
          path,
          authorization: req.headers.authorization,
          body: body.toString(),
        });
        const stub = stubs.get(key);
        if (stub) {
          const text = stub.text ?? (stub.body === undefined ? "" : JSON.stringify(stub.body));
          res.writeHead(stub.status, { "Content-Type": stub.contentType ?? "application/json" }).end(text);
          return;
        }
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === "string" && !["host", "connection", "content-length"].includes(name))
            headers[name] = value;
        }
        // The app calls its API server to server; the real Worker's same-origin guard must not see a browser.
        headers["sec-fetch-site"] = "same-origin";
        const answer = await upstream.dispatch(`${ORIGIN}/api${req.url}`, {
          method: req.method,
          headers,
          body: body.length > 0 ? body : undefined,
        });
        const out = Buffer.from(await answer.arrayBuffer());
        const outHeaders = Object.fromEntries(
          [...answer.headers].filter(([name]) => !["content-length", "content-encoding"].includes(name)),
        );
        res.writeHead(answer.status, outHeaders).end(out);
      })().catch((error: unknown) => {
        res.writeHead(502).end(String(error));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    app = await startWorker({ apiUrl: `http://127.0.0.1:${port}` });
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    await real?.stop();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  return {
    /** Answer `METHOD /path` with this (until `reset`). */
    stub(key: string, answer: StubAnswer) {
      stubs.set(key, answer);
    },
    reset() {
      stubs.clear();
      calls.length = 0;
    },
    /** Requests the proxy received for `METHOD /path`. */
    callsOf(key: string): StubCall[] {
      return calls.filter((c) => `${c.method} ${c.path}` === key);
    },
    /** A browser of the Worker under test, signed in as `email` (token from the real local API). */
    async browserAs(email: string) {
      return app!.browser().setCookie(await real!.mintSession(email));
    },
    browser() {
      return app!.browser();
    },
    /** The real local API as `email` (for data the tests need, e.g. a registration link): JSON in, Response out. */
    async apiAs(email: string) {
      const w = real!;
      const key = w.bindings.LOGIN_PUBLIC_KEY!;
      const signIn = await w.dispatch(`${ORIGIN}/api/usuario/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
        body: JSON.stringify({
          email: await encryptCredential(key, email),
          password: await encryptCredential(key, DEMO_PASSWORD),
        }),
      });
      const { token } = (await signIn.json()) as { token: string };
      return (path: string, init: { method?: string; json?: unknown } = {}) =>
        w.dispatch(`${ORIGIN}/api${path}`, {
          method: init.method ?? "GET",
          headers: {
            Authorization: `Token ${token}`,
            "Content-Type": "application/json",
            "Sec-Fetch-Site": "same-origin",
          },
          body: init.json === undefined ? undefined : JSON.stringify(init.json),
        });
    },
  };
}
