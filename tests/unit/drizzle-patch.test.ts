// drizzle-orm's `is` (the entity check its query building asks for every chunk) keeps its answers per
// prototype (patches/drizzle-orm+*.patch, decision 020). It must answer as the unpatched build does (the CJS
// build, left as published), for drizzle's own entities, subclasses, plain values and lookalikes from another
// copy of drizzle, and the first answer must be the same as every later one.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { SQL, sql, Column, Table, is } from "drizzle-orm";
import { sqliteTable, integer, text, SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, test } from "vitest";

const require = createRequire(import.meta.url);
const root = dirname(require.resolve("drizzle-orm"));
const original = require(join(root, "entity.cjs")) as { is: (value: unknown, type: unknown) => boolean };
const entityKind = Symbol.for("drizzle:entityKind");
// Typed loosely: the lookalike classes below are the point of the test.
const patchedIs = is as (value: unknown, type: unknown) => boolean;
/** The answer, or how it failed (the published build throws on a value without a prototype). */
function outcome(check: () => boolean): boolean | string {
  try {
    return check();
  } catch (error) {
    return `throws ${(error as Error).name}`;
  }
}

describe("drizzle-orm's is(), as patched", () => {
  test("the ESM build the Worker bundles carries the patch; the CJS reference does not", () => {
    expect(readFileSync(join(root, "entity.js"), "utf8")).toContain("const verdicts = new WeakMap()");
    expect(readFileSync(join(root, "entity.cjs"), "utf8")).not.toContain("verdicts");
  });

  test("answers as the unpatched build, on the first call and after", () => {
    const table = sqliteTable("t", { id: integer().primaryKey(), name: text() });
    // A class from "another copy" of drizzle: same entity kind, unrelated prototype chain.
    class ForeignSQL {
      static readonly [entityKind] = "SQL";
    }
    class Unrelated {
      static readonly [entityKind] = "Unrelated";
    }
    const values: unknown[] = [
      table,
      table.id,
      table.name,
      sql`select 1`,
      sql.raw("x"),
      sql`a`.as("b"),
      new ForeignSQL(),
      new Unrelated(),
      {},
      Object.create(null),
      [],
      null,
      undefined,
      0,
      "texto",
      new Date(0),
    ];
    const types = [SQL, Column, Table, SQLiteColumn, SQLiteTable, SQL.Aliased, Unrelated, ForeignSQL];
    for (let round = 0; round < 3; round++) {
      for (const value of values) {
        for (const type of types) {
          expect(
            outcome(() => patchedIs(value, type)),
            `${typeof value} / ${type.name} (round ${round})`,
          ).toBe(outcome(() => original.is(value, type)));
        }
      }
    }
    expect(patchedIs(new ForeignSQL(), SQL)).toBe(true);
    expect(patchedIs(table.id, Column)).toBe(true);
    expect(patchedIs(table.id, SQL)).toBe(false);
  });

  test("a class that is not a drizzle entity is still refused, every time", () => {
    class NotAnEntity {}
    for (let i = 0; i < 2; i++) expect(() => patchedIs({}, NotAnEntity)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
