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
});
