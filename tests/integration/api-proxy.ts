// A proxy between the Worker under test (its API_URL) and a second Worker's real local API: every call passes
// through unless `answer` returns a canned reply for it (a 500 to break a write, a fixture to fake a read).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { ORIGIN, type TestWorker } from "./harness";

export type CannedReply = { status: number; body: unknown } | null | undefined;

export type ApiProxy = { url: string; close(): Promise<void> };

/** `answer` sees each request and its URL (the path as the app called it); null passes it on. */
export async function startApiProxy(
  real: TestWorker,
  answer: (req: IncomingMessage, url: URL) => CannedReply | Promise<CannedReply>,
): Promise<ApiProxy> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://proxy");
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const canned = await answer(req, url);
      if (canned) {
        res.writeHead(canned.status, { "Content-Type": "application/json" }).end(JSON.stringify(canned.body));
        return;
      }
      // Passed on as the app sent them: a server's call, with no Origin or Sec-Fetch-Site (the API's guard lets it in).
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string" && !["host", "connection", "content-length"].includes(name))
          headers[name] = value;
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const response = await real.dispatch(`${ORIGIN}/api${req.url}`, { method: req.method, headers, body });
      const out = Buffer.from(await response.arrayBuffer());
      const outHeaders = Object.fromEntries(
        [...response.headers].filter(([name]) => !["content-length", "content-encoding"].includes(name)),
      );
      res.writeHead(response.status, outHeaders).end(out);
    })().catch((error: unknown) => {
      res.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
