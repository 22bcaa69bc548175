// The lint rule that keeps the local API off the app's code (docs/house-rules.md#shape rule 2, issue 17 §3): from app/, a
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
    expect(await restrictedImports('import { x } from "../lib/time";', "app/ui/x.ts")).toEqual([]);
  });
});

// Issue 32: a feature imports the layers below it and ~/paths, never another feature; those layers never import one.
describe("features import no other feature", { timeout: 120_000 }, () => {
  test.each([
    ['import { sessionRoleOf } from "~/features/sessions/session-role";', "app/features/calendar/x.ts"],
    ['import * as shell from "~/features/shell/shell.css";', "app/features/forum/x.tsx"],
    ['export { page } from "~/features/shell/shell.css";', "app/features/company/company.css.ts"],
    ['import type { X } from "../plans/plan.route";', "app/features/programs/x.tsx"],
    ['import { x } from "../../lib/time.server";', "app/features/programs/x.ts"],
    ['import { routes } from "~/routes";', "app/features/shell/x.ts"],
  ])("%s in %s is an error", async (code, file) => {
    const messages = await restrictedImports(code, file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("A feature imports only");
  });

  test.each([
    ['import { x } from "./format";', "app/features/plans/x.ts"],
    ['import { idParam } from "~/lib/id-param";', "app/features/plans/x.ts"],
    ['import { Button } from "~/ui";', "app/features/plans/x.tsx"],
    ['import { RouteDialog } from "~/ui/route-dialog";', "app/features/plans/x.tsx"],
    ['import type { ApiUser } from "~/api/contract/usuario";', "app/features/plans/x.ts"],
    ['import { nowMs } from "~/shared/clock";', "app/features/plans/x.ts"],
    ['export { page } from "~/styles/page.css";', "app/features/plans/plans.css.ts"],
    ['import { planPath } from "~/paths";', "app/features/plans/x.ts"],
  ])("%s in %s is allowed", async (code, file) => {
    expect(await restrictedImports(code, file)).toEqual([]);
  });

  test.each([
    ['import { x } from "~/features/plans/format";', "app/lib/x.ts"],
    ['import { x } from "../features/plans/format";', "app/ui/x.tsx"],
    ['import { x } from "~/features/shell/app-layout";', "app/paths.ts"],
  ])("%s in %s (a lower layer) is an error", async (code, file) => {
    const messages = await restrictedImports(code, file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("never import a feature");
  });
});
