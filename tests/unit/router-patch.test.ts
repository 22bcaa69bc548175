// The server's route matching is memoised by a patch of @remix-run/router's CJS build (patches/, applied by
// `npm ci` through postinstall; see docs/decisions/008-render-cpu.md). The patch must be applied, and matching
// must give the same answers on the first call and on every call after it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";

const require = createRequire(import.meta.url);
const cjsPath = require.resolve("@remix-run/router");
const router = require("@remix-run/router") as typeof import("@remix-run/router");

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "login", path: "login" },
      { id: "session", path: "calendar/evento/:slug", children: [{ id: "acta", path: "acta" }] },
      { id: "files", path: "calendar/event/files/:slug" },
      { id: "program", path: "programs/programs/:id" },
      { id: "optional", path: "idioma/:lng?" },
      { id: "splat", path: "*" },
    ],
  },
];

const ids = (path: string) => router.matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;
const params = (path: string) => router.matchRoutes(routes, path)?.at(-1)?.params ?? null;

describe("react-router-dom/server, as patched for the server", () => {
  const server = require("react-router-dom/server") as typeof import("react-router-dom/server");
  const context = (path: string) =>
    ({
      basename: "/",
      location: { pathname: path, search: "", hash: "", state: null, key: "default" },
      matches: router.matchRoutes(routes, path)!,
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
    }) as unknown as Parameters<typeof server.createStaticRouter>[1];

  test("one route tree gives the same data routes to every render, with that render's matches", () => {
    const a = server.createStaticRouter(routes, context("/login"));
    const b = server.createStaticRouter(routes, context("/programs/programs/3"));
    expect(b.routes).toBe(a.routes);
    expect(a.state.matches.map((m) => m.route.id)).toEqual(["root", "login"]);
    expect(b.state.matches.map((m) => m.route.id)).toEqual(["root", "program"]);
    expect(b.state.matches.at(-1)?.params).toEqual({ id: "3" });
    // The matches carry the data routes (as the unpatched router does), not the routes given.
    expect(b.state.matches[1]!.route).toBe(b.routes[0]!.children![3]);
    const other = [{ id: "only", path: "/solo" }];
    expect(server.createStaticRouter(other, context("/login")).routes).not.toBe(a.routes);
  });

  test("Remix's server render makes its route tree once per build", () => {
    const remixServer = readFileSync(require.resolve("@remix-run/react/dist/esm/server.js"), "utf8");
    expect(remixServer).toContain("serverRoutesByManifest.get(manifest.routes)");
  });
});

describe("@remix-run/router, as patched for the server", () => {
  test("the server's (CJS) build carries the patch", () => {
    expect(cjsPath).toMatch(/router\.cjs\.js$/);
    expect(readFileSync(cjsPath, "utf8")).toContain("function rankedBranchesOf(routes)");
  });

  test("the same routes and paths match the same way on every call", () => {
    const cases: [string, string[], Record<string, string | undefined>][] = [
      ["/login", ["root", "login"], {}],
      ["/calendar/evento/ab-12/acta", ["root", "session", "acta"], { slug: "ab-12" }],
      ["/calendar/evento/xyz", ["root", "session"], { slug: "xyz" }],
      ["/calendar/event/files/q", ["root", "files"], { slug: "q" }],
      ["/programs/programs/7", ["root", "program"], { id: "7" }],
      ["/idioma", ["root", "optional"], { lng: undefined }],
      ["/idioma/en", ["root", "optional"], { lng: "en" }],
      ["/no/such/page", ["root", "splat"], { "*": "no/such/page" }],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [path, expectedIds, expectedParams] of cases) {
        expect(ids(path), `${path} (round ${round})`).toEqual(expectedIds);
        expect(params(path), `${path} (round ${round})`).toEqual(expectedParams);
      }
    }
  });

  test("a repeated path gets new match objects: a caller changing one does not change the next", () => {
    const first = router.matchRoutes(routes, "/programs/programs/7");
    (first![1]!.params as Record<string, string>).id = "changed";
    first!.pop();
    const again = router.matchRoutes(routes, "/programs/programs/7");
    expect(again?.map((m) => m.route.id)).toEqual(["root", "program"]);
    expect(again?.at(-1)?.params).toEqual({ id: "7" });
    expect(again).not.toBe(first);
    // A path remembered as matching nothing stays unmatched, and other paths still match.
    const none = [{ id: "only", path: "/solo" }];
    expect(router.matchRoutes(none, "/otro")).toBeNull();
    expect(router.matchRoutes(none, "/otro")).toBeNull();
    expect(router.matchRoutes(none, "/solo")?.map((m) => m.route.id)).toEqual(["only"]);
  });

  test("another route tree is matched on its own routes, not a cached one", () => {
    expect(ids("/login")).toEqual(["root", "login"]);
    const other = [{ id: "only", path: "/login/extra" }];
    expect(router.matchRoutes(other, "/login")).toBeNull();
    expect(router.matchRoutes(other, "/login/extra")?.map((m) => m.route.id)).toEqual(["only"]);
  });

  test("matchPath: case-insensitive by default, and `end` respected for the same pattern", () => {
    expect(router.matchPath("/Calendar/:slug", "/calendar/a")?.params).toEqual({ slug: "a" });
    expect(router.matchPath({ path: "/Calendar/:slug", caseSensitive: true }, "/calendar/a")).toBeNull();
    expect(router.matchPath({ path: "/calendar", end: false }, "/calendar/a")?.pathnameBase).toBe("/calendar");
    expect(router.matchPath({ path: "/calendar", end: true }, "/calendar/a")).toBeNull();
  });

  test("resolvePath and resolveTo, remembered, answer as the unpatched (ESM) build does, on the first call and after", async () => {
    const fc = await import("fast-check");
    const { pathToFileURL } = await import("node:url");
    const esm = (await import(
      pathToFileURL(cjsPath.replace(/router\.cjs\.js$/, "router.js")).href
    )) as typeof import("@remix-run/router");
    expect(readFileSync(cjsPath.replace(/router\.cjs\.js$/, "router.js"), "utf8")).not.toContain("resolvedPathnames");
    const segment = fc.constantFrom("..", ".", "", "a", "b", "programs", "ñandú", "%20x");
    const path = fc.array(segment, { maxLength: 6 }).map((parts) => parts.join("/"));
    const to = fc.oneof(
      path,
      path.map((p) => `/${p}`),
      path.map((p) => `${p}?page=2#x`),
    );
    fc.assert(
      fc.property(
        to,
        path.map((p) => `/${p}`),
        fc.array(
          path.map((p) => `/${p}`),
          { maxLength: 3 },
        ),
        (t, from, bases) => {
          for (let round = 0; round < 2; round++) {
            expect(router.resolvePath(t, from)).toEqual(esm.resolvePath(t, from));
            expect(router.resolveTo(t, bases, from, false)).toEqual(esm.resolveTo(t, bases, from, false));
            expect(router.resolveTo(t, bases, from, true)).toEqual(esm.resolveTo(t, bases, from, true));
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  test("a json() loader's data comes back as the unpatched (ESM) build reads it, without reading the body", async () => {
    const fc = await import("fast-check");
    const { pathToFileURL } = await import("node:url");
    const esm = (await import(
      pathToFileURL(cjsPath.replace(/router\.cjs\.js$/, "router.js")).href
    )) as typeof import("@remix-run/router");
    expect(readFileSync(cjsPath.replace(/router\.cjs\.js$/, "router.js"), "utf8")).not.toContain("jsonResponseText");
    const value = fc.anything({
      withDate: true,
      withNullPrototype: true,
      withSparseArray: true,
      key: fc.string({ unit: "binary" }),
      values: [fc.string({ unit: "binary" }), fc.double(), fc.integer(), fc.boolean(), fc.constant(null)],
    });
    const loaderData = async (build: typeof router, data: unknown, status?: number) => {
      let response: Response | undefined;
      const handler = build.createStaticHandler([
        { id: "page", path: "/", loader: () => (response = build.json(data, status)) },
      ]);
      const context = await handler.query(new Request("http://app.test/"));
      if (context instanceof Response) throw new Error("unexpected Response");
      return { data: context.loaderData.page, errors: context.errors, status: context.statusCode, response };
    };
    await fc.assert(
      fc.asyncProperty(value, fc.constantFrom(undefined, 200, 404), async (data, status) => {
        const patched = await loaderData(router, data, status);
        const published = await loaderData(esm, data, status);
        expect(patched.data).toEqual(published.data);
        expect(patched.status).toBe(published.status);
        expect(JSON.stringify(patched.errors)).toBe(JSON.stringify(published.errors));
        // The patched router took the text: the body stream was never read.
        if (JSON.stringify(data) !== undefined) expect(patched.response!.bodyUsed).toBe(false);
      }),
      { numRuns: 150 },
    );
    // A Response made otherwise, or whose body was read, is read as before.
    const other = router.createStaticHandler([
      {
        id: "page",
        path: "/",
        loader: () => new Response('{"a":1}', { headers: { "Content-Type": "application/json" } }),
      },
    ]);
    const context = await other.query(new Request("http://app.test/"));
    expect((context as { loaderData: Record<string, unknown> }).loaderData.page).toEqual({ a: 1 });
  });
});
