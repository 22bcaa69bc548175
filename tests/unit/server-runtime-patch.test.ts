// The patch of @remix-run/server-runtime (patches/, applied by `npm ci` through postinstall; docs/decisions/021):
// Remix hands every loader and action a copy of the request without its `index`, `_data` or `_routes` parameters:
// two `new Request` per loader, on every page. The patch hands over the request itself when its URL has no query,
// where the copy would be the same request. The loader must see what it saw before: the same URL, method, headers
// and body.
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
}) => Promise<unknown>;

const patched = require(cjsPath) as { callRouteLoader: CallRouteLoader; callRouteAction: CallRouteLoader };

/** A module as published: the patched file without what the patch added (its comments and its lines). */
function unpatchedSource(file: string): string {
  const kept: string[] = [];
  let skipping = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (/^\s*\/\/ Patched \(patches/.test(line)) skipping = true; // the comment block, up to the code it explains
    if (skipping && /^\s*\/\//.test(line)) continue;
    skipping = false;
    if (line.includes(PATCH_LINE)) continue;
    kept.push(line);
  }
  return kept.join("\n");
}

function load<T>(file: string): T {
  const module = { exports: {} as Record<string, unknown> };
  // Its relative requires resolve from its own folder.
  new Function("exports", "require", "module", unpatchedSource(file))(module.exports, createRequire(file), module);
  return module.exports as T;
}
const original = load<{ callRouteLoader: CallRouteLoader; callRouteAction: CallRouteLoader }>(cjsPath);

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
      // The loader data still goes through json(): the patch no longer touches it (decision 021).
      expect(readFileSync(file, "utf8"), file).not.toContain("hasComponent");
    }
    const source = unpatchedSource(cjsPath);
    expect(source).not.toMatch(/Patched|includes\("\?"\)/);
    expect(source).toContain("return responses.isResponse(result) ? result : responses.json(result);");
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
});

describe("@remix-run/server-runtime's route modules map, as patched", () => {
  const entryPath = require.resolve("@remix-run/server-runtime/dist/entry.js");
  type Entry = { createEntryRouteModules: (manifest: Record<string, { module: unknown }>) => Record<string, unknown> };
  const entry = require(entryPath) as Entry;

  test("one map per build's route table, the one the published code builds on each call", () => {
    for (const file of [entryPath, require.resolve("@remix-run/server-runtime/dist/esm/entry.js")]) {
      expect(readFileSync(file, "utf8"), file).toContain("entryRouteModules.get(manifest)");
    }
    const manifest = { root: { module: { a: 1 } }, "routes/x": { module: { b: 2 } } };
    const first = entry.createEntryRouteModules(manifest);
    expect(entry.createEntryRouteModules(manifest)).toBe(first);
    // What the published code builds on every call: each route id to its module.
    expect(first).toEqual({ root: { a: 1 }, "routes/x": { b: 2 } });
    expect(first.root).toBe(manifest.root.module);
    const other = { root: { module: { c: 3 } } };
    expect(entry.createEntryRouteModules(other)).toEqual({ root: { c: 3 } });
  });
});
