// The seed's modules import each other top-down (issue 17 §3): seed.ts imports the steps of seeds/*.ts, and
// they all take the shared demo names from demo.ts; no module of the seed is reached again through its imports.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const ROOT = dirname(fileURLToPath(import.meta.url));
const SEED_MODULES = [
  join(ROOT, "seed.ts"),
  join(ROOT, "demo.ts"),
  ...readdirSync(join(ROOT, "seeds"))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => join(ROOT, "seeds", name)),
];

/** The seed modules a file imports (relative imports only; the rest cannot import the seed back). */
function seedImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const targets = [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+"(\.{1,2}\/[^"]+)"/gms)].map(
    ([, path]) => `${resolve(dirname(file), path!)}.ts`,
  );
  return targets.filter((target) => SEED_MODULES.includes(target));
}

/** An import cycle among the seed's modules, as a list of paths, or null. */
export function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "visiting") return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, "visiting");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe("the seed's modules", () => {
  const graph = new Map(SEED_MODULES.map((file) => [file, seedImports(file)]));

  test("form no import cycle", () => {
    const cycle = findCycle(graph);
    expect(cycle?.map((file) => relative(ROOT, file)).join(" → ") ?? null).toBeNull();
  });

  test("demo.ts imports no seed module, and every step file takes the shared names from it, not from seed.ts", () => {
    expect(graph.get(join(ROOT, "demo.ts"))).toEqual([]);
    for (const file of SEED_MODULES.filter((f) => f.includes("/seeds/"))) {
      expect(graph.get(file), relative(ROOT, file)).not.toContain(join(ROOT, "seed.ts"));
    }
    expect(graph.get(join(ROOT, "seed.ts"))).toContain(join(ROOT, "demo.ts"));
  });

  test("the cycle finder finds a cycle when there is one", () => {
    const cyclic = new Map([
      ["seed.ts", ["seeds/a.ts"]],
      ["seeds/a.ts", ["seed.ts"]],
    ]);
    expect(findCycle(cyclic)).toEqual(["seed.ts", "seeds/a.ts", "seed.ts"]);
  });
});
