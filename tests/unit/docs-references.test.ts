// Comments cite files of the repository (issue 32 §8): the design's rules by their heading in
// docs/house-rules.md, the spec by document and section title. scripts/docs-references.mjs rewrites the old
// citations; this test fails when one comes back, or when a cited heading does not exist.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import {
  anchorOf,
  HOUSE_RULES_HEADINGS,
  outsideCitations,
  rewriteCitations,
  trackedFiles,
} from "../../scripts/docs-references.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const files = trackedFiles(ROOT).map((file) => ({ file, text: readFileSync(`${ROOT}${file}`, "utf8") }));
const houseRules = readFileSync(`${ROOT}docs/house-rules.md`, "utf8");
const anchors = new Set([...houseRules.matchAll(/^#{1,4} (.+)$/gm)].map((m) => anchorOf(m[1] ?? "")));

describe("the repository's citations", () => {
  test("no comment or document cites the design or a spec file by number", () => {
    const found = files.flatMap(({ file, text }) => outsideCitations(text).map((citation) => `${file}: ${citation}`));
    expect(found, "run `node scripts/docs-references.mjs`").toEqual([]);
  });

  test("every cited heading of docs/house-rules.md exists", () => {
    const cited = files.flatMap(({ file, text }) =>
      [...text.matchAll(/house-rules\.md#([\p{L}\p{N}-]+)((?:, #[\p{L}\p{N}-]+)*)/gu)].flatMap((m) =>
        [m[1], ...(m[2] ?? "").split(", #").slice(1)].map((anchor) => ({ file, anchor })),
      ),
    );
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter(({ anchor }) => !anchors.has(anchor ?? ""))).toEqual([]);
    expect(HOUSE_RULES_HEADINGS.filter((heading) => !anchors.has(anchorOf(heading)))).toEqual([]);
  });
});

describe("rewriteCitations", () => {
  const rewrite = (text: string, file = "app/x.ts") => rewriteCitations(text, file);

  test("a spec section becomes its document and title; a bare § continues it, an issue's does not", () => {
    const { text, changes, unmapped } = rewrite(
      '// Sign-up (spec 001 §5 "Sign-up", §7; Spec 000 §8, issue 29 §3) and (§2).\n// §9: more.\n',
    );
    expect(text).toBe(
      '// Sign-up (second spec › Validation rules "Sign-up", second spec › The calls it makes; Core spec › Error ' +
        "catalogue, issue 29 §3) and (§2).\n// §9: more.\n",
    );
    expect(changes).toHaveLength(3);
    expect(unmapped).toEqual([]);
  });

  test("a chain across comment lines, a range, and a section on the next line", () => {
    expect(rewrite("// (spec 000 §2, §5\n// §8): x\nconst a = 1; // §9").text).toBe(
      "// (core spec › Screens and routes, core spec › Validation rules\n// core spec › Error catalogue): x\n" +
        "const a = 1; // §9",
    );
    expect(rewrite("// Spec 001 §7-§8: x").text).toBe(
      "// Second spec › The calls it makes to second spec › Error catalogue: x",
    );
    expect(rewrite("// issue 4; spec 001\n// §2 x").text).toBe("// issue 4; second spec\n// › Screens and routes x");
  });

  test("the design becomes a heading of docs/house-rules.md: a path in code, a link in Markdown", () => {
    expect(rewrite('// x (DESIGN §4 "Same-origin guard", "Headers"); y (DESIGN §2 rule 4).').text).toBe(
      "// x (docs/house-rules.md#same-origin-guard, #headers); y (docs/house-rules.md#shape rule 4).",
    );
    expect(rewrite("// at DESIGN's tolerated 135 KB; DESIGN §6's bar").text).toBe(
      "// at the house rules' tolerated 135 KB; the house rules' (docs/house-rules.md#bars) bar",
    );
    expect(rewrite("at DESIGN §6's tolerated 135 KB", "README.md").text).toBe(
      "at [the house rules'](docs/house-rules.md#bars) tolerated 135 KB",
    );
    expect(rewrite('// (DESIGN §6 "fuzzed input never a 500")').text).toBe(
      '// (docs/house-rules.md#bars "fuzzed input never a 500")',
    );
    expect(rewrite("Context.\n\nDESIGN §6 asks for it (DESIGN §1).\n", "docs/decisions/0.md").text).toBe(
      "Context.\n\n[House rules › Bars](../house-rules.md#bars) asks for it " +
        "([house rules › The product and its users](../house-rules.md#the-product-and-its-users)).\n",
    );
  });

  test("idempotent, and what it cannot map is reported", () => {
    const once = rewrite('// spec 000 §3 "User", §7; DESIGN §4 "Time"').text;
    expect(rewrite(once).changes).toEqual([]);
    expect(rewrite("// spec 000 §12, spec 002 §1, DESIGN §9").unmapped).toEqual([
      "spec 000 §12",
      "spec 002 §1",
      "DESIGN §9",
    ]);
  });
});
