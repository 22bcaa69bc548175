// The lint rule that keeps the local API off the app's code (DESIGN §2 rule 2, issue 17 §3): from app/, a
// module under local-api/ may import only app/api/contract/**.
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

const eslint = new ESLint();

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

// The first lint loads the whole config (typescript-eslint, plugins): slow on a busy machine.
describe("local-api imports from app/", { timeout: 120_000 }, () => {
  test.each([
    ['import { x } from "../../app/lib/time";', "local-api/services/x.ts"],
    ['import type { X } from "../app/ui";', "local-api/x.ts"],
    ['import { x } from "~/lib/time.server";', "local-api/routes/a/x.ts"],
    ['export { x } from "../../../app/api/programa.server";', "local-api/routes/a/x.ts"],
  ])("%s in %s is an error", async (code, file) => {
    const messages = await restrictedImports(code, file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("local-api may import only app/api/contract/** and app/shared/** from app");
  });

  test.each([
    ['import { x } from "../../app/api/contract/time-zones";', "local-api/services/x.ts"],
    ['import { x } from "~/api/contract/usuario";', "local-api/x.ts"],
    ['import { now } from "../../app/shared/clock";', "local-api/services/x.ts"],
    ['import { x } from "../db/schema";', "local-api/services/x.ts"],
  ])("%s in %s is allowed", async (code, file) => {
    expect(await restrictedImports(code, file)).toEqual([]);
  });

  test("the app itself may import app/lib", async () => {
    expect(await restrictedImports('import { x } from "../lib/time";', "app/features/x.ts")).toEqual([]);
  });
});
