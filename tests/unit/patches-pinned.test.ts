// Every patch in patches/ is tied to one exact version (issue 31 §3): package.json pins that version, the installed
// copy is that version, and `npm ci` fails when a patch does not apply (patch-package exits 0 without the flag).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, string>;
};

/** patches/@scope+name+1.2.3.patch → { name: "@scope/name", version: "1.2.3" } */
const patched = readdirSync("patches")
  .filter((file) => file.endsWith(".patch"))
  .map((file) => {
    const match = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file);
    if (!match) throw new Error(`patches/${file}: not <name>+<version>.patch`);
    return { file, name: match[1]!.replace(/\+/g, "/"), version: match[2]! };
  });

describe("patched packages", () => {
  test("the install fails when a patch does not apply", () => {
    expect(pkg.scripts.postinstall).toBe("patch-package --error-on-fail");
  });

  test.each(patched)("$name is pinned to $version, the version installed", ({ name, version }) => {
    const direct = pkg.dependencies[name] ?? pkg.devDependencies[name];
    const override = pkg.overrides[name];
    if (direct !== undefined) {
      expect(direct, `package.json dependencies: ${name}`).toBe(version);
      // An override, if any, only points every dependent at that one copy.
      if (override !== undefined) expect(override).toBe(`$${name}`);
    } else {
      expect(override, `package.json overrides: ${name}`).toBe(version);
    }
    const installed = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string };
    expect(installed.version).toBe(version);
  });
});
