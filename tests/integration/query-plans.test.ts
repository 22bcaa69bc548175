// No full scan of a growing table on a page's path (issue 31 §1, docs/house-rules.md#bars): the Worker is pointed at a local
// API in this process whose D1 traffic is recorded while the pages of the demo accounts are requested; then
// every distinct statement goes through EXPLAIN QUERY PLAN, and a SCAN of sessions, people, activities,
// indicator values or posts (or of their per-row children) fails the test, so an index cannot silently go missing.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createHarness, type Harness } from "../../local-api/testing/harness";
import { DEMO, startWorker, type Browser, type TestWorker } from "./harness";

/** Tables that grow with an institution's use: a scan of one costs more every month. */
const GROWING = new Set([
  "eventos",
  "evento_participantes",
  "evento_mentores",
  "actas",
  "usuarios",
  "actividades",
  "indicador_valores",
  "foro_posts",
  "foro_comentarios",
  "archivos",
  "urls",
]);

/** The pages of issue 31 §1, by role: the menus' pages, the program page, calendar views, people, marketplace, forum, exports. */
const EXPORT_QUERY = "programa=1&inicio=2020-01-01&fin=2030-12-31";
const PAGES: Record<"institution" | "mentor" | "entrepreneur", string[]> = {
  institution: [
    "/institution",
    "/programs",
    "/programs/programs/1",
    "/calendar?vista=mes",
    "/calendar?vista=agenda",
    "/user/users",
    "/user/users?q=ana",
    "/user/users?q=emprendedor@demo.test",
    "/mentors",
    "/funcionarios",
    "/facturacion",
    "/marketplace",
    "/posts",
    "/files/user/emprendedor",
    "/reports/resumen-entidad-por-programa",
    `/reports/resumen-entidad-por-programa?${EXPORT_QUERY}`,
    `/reports/resumen-entidad-por-programa/descargar/programa?${EXPORT_QUERY}`,
    `/reports/resumen-entidad-por-programa/descargar/emprendedores?${EXPORT_QUERY}`,
    `/reports/resumen-entidad-por-programa/descargar/encuestas?${EXPORT_QUERY}`,
  ],
  mentor: [
    "/user",
    "/calendar?vista=mes",
    "/calendar?vista=agenda",
    "/programs/programs/1",
    "/marketplace",
    "/posts",
    // Issue 29 §3: the no-show rates per program.
    "/user/dashboard/mentor/reports/resumen-por-programa",
  ],
  entrepreneur: [
    "/user",
    "/calendar?vista=mes",
    "/calendar?vista=agenda",
    "/programs/programs/1",
    "/plan/emprendedor/1",
    "/dashboard",
    "/empresa/1",
    "/user/files",
    "/files/user/emprendedor",
    "/marketplace",
    "/posts",
  ],
};

/**
 * Walks of a growing table that stay bounded or cheap, each with its reason. An ordered index walk with a LIMIT
 * stops after the page (the forum's newest posts), so it is allowed by the rule below, not listed here.
 */
const ALLOWED: { sql: RegExp; why: string }[] = [
  {
    sql: /^select count\(\*\) from "foro_posts"$/,
    why: "the forum is one list for everyone: its page count is one walk of the covering date index",
  },
];

type Statement = { sql: string; params: unknown[]; page: string };

let api: Harness;
let server: Server;
let worker: TestWorker;
let recording: string | null = null;
const statements = new Map<string, Statement>();

function record(path: string, message: unknown) {
  if (path !== "/d1" || recording === null) return;
  const m = message as {
    op: string;
    sql?: string;
    params?: unknown[];
    statements?: { sql: string; params?: unknown[] }[];
  };
  const list = m.op === "batch" ? (m.statements ?? []) : m.sql ? [{ sql: m.sql, params: m.params }] : [];
  for (const s of list) {
    if (!statements.has(s.sql)) statements.set(s.sql, { sql: s.sql, params: s.params ?? [], page: recording });
  }
}

beforeAll(async () => {
  api = await createHarness({ observe: record });
  // The local API in this process, over HTTP, as the existing API would be.
  server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === "string" && !["host", "connection", "content-length"].includes(name))
          headers.set(name, value);
      const response = await api.app.fetch(
        new Request(`http://local${req.url}`, {
          method: req.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        }),
        api.env,
      );
      const body = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, Object.fromEntries(response.headers)).end(body);
    })().catch((error: unknown) => res.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  worker = await startWorker({
    apiUrl: `http://127.0.0.1:${port}`,
    vars: { LOGIN_PUBLIC_KEY: api.publicJwk },
  });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await api?.dispose();
});

/** Table or alias → table, from the FROM and JOIN clauses of a statement. */
function tablesOf(sql: string): Map<string, string> {
  const names = new Map<string, string>();
  const keyword = /^(where|on|join|left|inner|cross|group|order|limit|using|set|values|natural|outer)$/i;
  for (const m of sql.matchAll(/\b(?:from|join)\s+["`]?(\w+)["`]?(?:\s+(?:as\s+)?["`]?(\w+)["`]?)?/gi)) {
    const table = m[1]!;
    names.set(table, table);
    if (m[2] && !keyword.test(m[2])) names.set(m[2], table);
  }
  return names;
}

describe("query plans of the pages' statements", () => {
  test("every statement the local API runs for the pages searches its growing tables by an index", async () => {
    const emails = { institution: DEMO.institution, mentor: DEMO.mentor, entrepreneur: DEMO.entrepreneur };
    const browsers: Partial<Record<keyof typeof PAGES, Browser>> = {};
    for (const role of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const b = worker.browser();
      await b.login(emails[role]);
      browsers[role] = b;
    }
    for (const [role, paths] of Object.entries(PAGES) as [keyof typeof PAGES, string[]][]) {
      for (const path of paths) {
        recording = `${path} (${role})`;
        const response = await browsers[role]!.get(path);
        await response.arrayBuffer();
        expect(response.status, recording).toBe(200);
      }
    }
    recording = null;
    expect(statements.size).toBeGreaterThan(50);

    const scans: string[] = [];
    for (const s of statements.values()) {
      if (!/^\s*(select|with)\b/i.test(s.sql)) continue;
      const plan = await api.db
        .prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
        .bind(...s.params)
        .all<{ detail: string }>();
      if (ALLOWED.some((a) => a.sql.test(s.sql.trim()))) continue;
      const aliases = tablesOf(s.sql);
      const limited = /\blimit\s+(\?|\d+)/i.test(s.sql);
      for (const { detail } of plan.results) {
        const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
        if (limited && / USING (COVERING )?INDEX /.test(detail)) continue;
        const table = scanned && (aliases.get(scanned) ?? scanned);
        if (table && GROWING.has(table))
          scans.push(`${s.page}: ${detail}\n    ${s.sql.replace(/\s+/g, " ").slice(0, 400)}`);
      }
    }
    expect(scans, scans.join("\n")).toEqual([]);
  }, 300_000);
});
