// Two patches of @remix-run/server-runtime (patches/, applied by `npm ci` through postinstall; docs/decisions/021):
// - Remix hands every loader and action a copy of the request without its `index`, `_data` or `_routes`
//   parameters: two `new Request` per loader, on every page. The patch hands over the request itself when its URL
//   has no query, where the copy would be the same request. The loader must see what it saw before: the same URL,
//   method, headers and body.
// - Remix wraps each loader's data in json() (a Response), which the router reads back with response.json(). For a
//   document request the patch gives the router the same JSON round trip of the data without the Response. The
//   page must get the same loader data and status as before.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, test } from "vitest";

const require = createRequire(import.meta.url);
const cjsPath = require.resolve("@remix-run/server-runtime/dist/data.js");
const esmPath = require.resolve("@remix-run/server-runtime/dist/esm/data.js");
const PATCH_LINE = 'if (!request.url.includes("?")) return request;';

type LoaderArgs = { request: Request };
type CallRouteLoader = (args: {
  loadContext: unknown;
  loader?: (args: LoaderArgs) => unknown;
  action?: (args: LoaderArgs) => unknown;
  params: Record<string, string>;
  request: Request;
  routeId: string;
  singleFetch: boolean;
  hasComponent?: boolean;
}) => Promise<unknown>;

const routesPath = require.resolve("@remix-run/server-runtime/dist/routes.js");
type RoutesModule = {
  createStaticHandlerDataRoutes: (manifest: Record<string, unknown>, future: Record<string, boolean>) => unknown[];
};
const patched = require(cjsPath) as { callRouteLoader: CallRouteLoader; callRouteAction: CallRouteLoader };
const patchedRoutes = require(routesPath) as RoutesModule;

/** A module as published: the patched file without what the patch added (its comments and its lines). */
function unpatchedSource(file: string): string {
  const kept: string[] = [];
  let skipping = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (/^\s*\/\/ Patched \(patches/.test(line)) skipping = true; // the comment block, up to the code it explains
    if (skipping && /^\s*\/\//.test(line)) continue;
    skipping = false;
    if (line.includes(PATCH_LINE) || line.includes("hasComponent: route.module.default != null")) continue;
    kept.push(line);
  }
  return kept
    .join("\n")
    .replace(/singleFetch: future\.v3_singleFetch === true,\n/g, "singleFetch: future.v3_singleFetch === true\n")
    .replace(/ {2}singleFetch,\n {2}hasComponent\n\}\) \{/, "  singleFetch\n}) {")
    .replace(
      / {2}if \(hasComponent && !responses\.isResponse\(result\) && !request\.url\.includes\("\?"\)\) \{\n[^]*?\n {2}\}\n/,
      "",
    );
}

function load<T>(file: string, overrides: Record<string, unknown> = {}): T {
  const module = { exports: {} as Record<string, unknown> };
  // Its relative requires resolve from its own folder.
  const requireFromThere = createRequire(file);
  const requireIt = (id: string) => (id in overrides ? overrides[id] : requireFromThere(id));
  new Function("exports", "require", "module", unpatchedSource(file))(module.exports, requireIt, module);
  return module.exports as T;
}
const original = load<{ callRouteLoader: CallRouteLoader; callRouteAction: CallRouteLoader }>(cjsPath);
const originalRoutes = load<RoutesModule>(routesPath, { "./data.js": original });

/** What a loader is handed for this request, through callRouteLoader. */
async function seenBy(call: CallRouteLoader, request: Request, singleFetch: boolean) {
  let seen: Request | undefined;
  const handler = ({ request: given }: LoaderArgs) => {
    seen = given;
    return null;
  };
  await call({
    loadContext: {},
    loader: handler,
    action: handler,
    params: {},
    request,
    routeId: "routes/x",
    singleFetch,
  });
  return seen!;
}

const describeRequest = async (request: Request) => ({
  url: request.url,
  method: request.method,
  headers: [...request.headers],
  body: request.body ? await request.text() : null,
});

describe("@remix-run/server-runtime, as patched", () => {
  test("the patch is applied to both builds, and taking it out gives the published code", () => {
    for (const file of [cjsPath, esmPath]) {
      expect(readFileSync(file, "utf8").split(PATCH_LINE).length - 1, file).toBe(3);
      expect(readFileSync(file, "utf8"), file).toContain("if (hasComponent && !");
    }
    for (const file of [routesPath, routesPath.replace("/dist/", "/dist/esm/")]) {
      expect(readFileSync(file, "utf8"), file).toContain("hasComponent: route.module.default != null");
    }
    const source = unpatchedSource(cjsPath);
    expect(source).not.toMatch(/hasComponent|Patched/);
    expect(source).toContain("return responses.isResponse(result) ? result : responses.json(result);");
    expect(unpatchedSource(routesPath)).not.toMatch(/hasComponent|Patched/);
  });

  test("no route of the app exports headers (the loaders' Content-Type reaches no document)", async () => {
    const { readdirSync, statSync } = await import("node:fs");
    const { join } = await import("node:path");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk("app");
    expect(files.length).toBeGreaterThan(50);
    for (const file of files)
      expect(readFileSync(file, "utf8"), file).not.toMatch(/export (const|function|async function) headers\b/);
  });

  test("a URL without a query: the loader gets the request itself", async () => {
    const request = new Request("http://localhost/programs/programs/1", { headers: { Cookie: "sesion=x" } });
    expect(await seenBy(patched.callRouteLoader, request, false)).toBe(request);
    expect(await seenBy(patched.callRouteLoader, request, true)).toBe(request);
    // Unpatched: a copy.
    expect(await seenBy(original.callRouteLoader, request, false)).not.toBe(request);
  });

  test("a URL with a query: still a copy without index and _data, as before", async () => {
    const url = "http://localhost/calendar?index&index=x&_data=routes%2Fcalendar&q=a%20b";
    const a = await seenBy(patched.callRouteLoader, new Request(url), false);
    const b = await seenBy(original.callRouteLoader, new Request(url), false);
    expect(a.url).toBe("http://localhost/calendar?q=a+b&index=x");
    expect(a.url).toBe(b.url);
  });

  test("loaders and actions see the same URL, method, headers and body as unpatched, for any URL", async () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9_~%-]{0,8}$/);
    const query = fc.oneof(
      fc.constant(""),
      fc
        .array(
          fc.tuple(fc.constantFrom("index", "_data", "_routes", "q", "fecha", "a b"), fc.string({ maxLength: 6 })),
          { maxLength: 4 },
        )
        .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}` : "?")),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 4 }),
        query,
        fc.boolean(),
        fc.constantFrom("GET", "POST"),
        async (segments, search, singleFetch, method) => {
          const url = `http://localhost/${segments.join("/")}${search}`;
          const init = (): RequestInit =>
            method === "POST"
              ? {
                  method,
                  body: "email=a%40b.co&ok=1",
                  headers: { "Content-Type": "application/x-www-form-urlencoded" },
                }
              : { method, headers: { Cookie: "sesion=y" } };
          const call = method === "POST" ? "callRouteAction" : "callRouteLoader";
          const a = await describeRequest(await seenBy(patched[call], new Request(url, init()), singleFetch));
          const b = await describeRequest(await seenBy(original[call], new Request(url, init()), singleFetch));
          expect(a).toEqual(b);
        },
      ),
      { numRuns: 400 },
    );
  });

  test("a document request gets the same loader data and status as through json(), for any data", async () => {
    const router = require("@remix-run/router") as typeof import("@remix-run/router");
    const manifest = (value: unknown, component: boolean) => ({
      root: {
        id: "root",
        path: "",
        module: { default: component ? () => null : undefined, loader: () => value },
      },
      "routes/page": {
        id: "routes/page",
        parentId: "root",
        path: "page",
        module: { default: () => null, loader: () => ({ value }) },
      },
    });
    const query = async (routes: RoutesModule, value: unknown, url: string, component: boolean) => {
      const handler = router.createStaticHandler(
        routes.createStaticHandlerDataRoutes(manifest(value, component), {}) as never,
      );
      const context = await handler.query(new Request(url));
      if (context instanceof Response) return { redirect: context.status };
      return { status: context.statusCode, data: context.loaderData, errors: context.errors };
    };
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.constant(null),
        fc.boolean(),
        fc.double(),
        fc.string(),
        fc.date({ noInvalidDate: true }),
        fc.constant(undefined),
        fc.array(tie("value"), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 5 }), tie("value"), { maxKeys: 4 }),
      ),
    })).value;
    await fc.assert(
      fc.asyncProperty(json, fc.constantFrom("http://localhost/page", "http://localhost/"), async (value, url) => {
        // undefined from a loader is an error either way (Remix throws); the root's value may be undefined inside.
        const data = value === undefined ? null : value;
        const a = await query(patchedRoutes, data, url, true);
        const b = await query(originalRoutes, data, url, true);
        expect(a).toEqual(b);
      }),
      { numRuns: 300 },
    );
    // A resource route (no component) still gets a Response, and a query still goes through json().
    const loaderResult = (url: string, hasComponent: boolean, value: unknown) =>
      patched.callRouteLoader({
        loadContext: {},
        loader: () => value,
        params: {},
        request: new Request(url),
        routeId: "routes/x",
        singleFetch: false,
        hasComponent,
      });
    expect(await loaderResult("http://localhost/export", false, { a: 1 })).toBeInstanceOf(Response);
    expect(await loaderResult("http://localhost/page?x=1", true, { a: 1 })).toBeInstanceOf(Response);
    expect(await loaderResult("http://localhost/page", true, { a: new Date(0), b: undefined })).toEqual({
      a: "1970-01-01T00:00:00.000Z",
    });
  });
});
