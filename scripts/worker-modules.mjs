// The modules of a built Worker for Miniflare: the bundle itself and the compiled wasm it imports (issue 35 §2:
// the image codecs; wrangler writes them beside the bundle as `<hash>-<name>.wasm?module`). Listed
// explicitly, because Miniflare's module locator refuses the bundle's dynamic import() (never taken at run time).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const WASM_IMPORT = /\bfrom\s*"\.\/([^"]+\.wasm\?module)"/g;

/** `modules` and `modulesRoot` for a Worker of Miniflare from the bundle at `path`. */
export function workerModules(path) {
  const contents = readFileSync(path, "utf8");
  const root = dirname(path);
  const wasm = [...new Set([...contents.matchAll(WASM_IMPORT)].map((m) => m[1]))];
  return {
    modules: [
      { type: "ESModule", path, contents },
      ...wasm.map((name) => ({
        type: "CompiledWasm",
        path: join(root, name),
        contents: readFileSync(join(root, name)),
      })),
    ],
    modulesRoot: root,
  };
}
