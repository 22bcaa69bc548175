// Node module hooks for the built Worker (scripts/render-cpu.mjs imports dist/server.js in Node): its
// `./<name>.wasm?module` imports (the image codecs, issue 35 §2) load as compiled modules, as wrangler's do.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export async function resolve(specifier, context, next) {
  if (!specifier.endsWith(".wasm?module")) return next(specifier, context);
  // The file's name holds the "?module" itself: escape it, or it would read as a query.
  return { url: new URL(specifier.replace("?", "%3F"), context.parentURL).href, shortCircuit: true };
}

export async function load(url, context, next) {
  if (!url.endsWith(".wasm%3Fmodule")) return next(url, context);
  const bytes = readFileSync(fileURLToPath(url)).toString("base64");
  return {
    format: "module",
    source: `export default new WebAssembly.Module(Buffer.from(${JSON.stringify(bytes)}, "base64"));`,
    shortCircuit: true,
  };
}
