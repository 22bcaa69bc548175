// One Drizzle instance per D1 binding object (cheap, but reused so prepared state is shared).
import { getTableColumns, is, sql } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { clockOffset } from "../../app/shared/clock";
import * as schema from "./schema";

// A timestamp Drizzle inserts by default is the clock's (app/shared/clock.ts): SQLite's 'now' moved by the clock's
// offset, so a test clock reaches stored times (holds, checkouts, order of posts). The schema keeps its SQL default,
// which drizzle-kit and raw SQL see; only this runtime's columns change. Neither the instant written out (a new SQL
// text on every insert fed workerd's statement cache, decision 022) nor a parameter (the seed's multi-row inserts stay
// within D1's 100 parameters a statement): the text changes only with the offset, never in production.
const stamp = () => {
  const offset = clockOffset();
  if (offset === 0) return sql.raw(`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
  return sql.raw(
    `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '${offset < 0 ? "-" : "+"}${Math.abs(offset) / 1000} seconds'))`,
  );
};
for (const table of Object.values(schema)) {
  if (!is(table, SQLiteTable)) continue;
  for (const column of Object.values(getTableColumns(table))) {
    if (column.default !== schema.nowIso) continue;
    Object.assign(column, { default: undefined, defaultFn: stamp });
  }
}

export type Db = DrizzleD1Database<typeof schema>;

const instances = new WeakMap<D1Database, Db>();

export function getDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    instances.set(d1, db);
  }
  return db;
}

/** True when `error` (or its cause, as Drizzle wraps driver errors) is a UNIQUE/PK violation on `target`. */
export function isUniqueViolation(error: unknown, target?: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const message = current.message;
    if (
      (message.includes("UNIQUE constraint failed") || message.includes("PRIMARY KEY")) &&
      (target === undefined || message.includes(target))
    ) {
      return true;
    }
  }
  return false;
}

/** True when the database has no tables yet (migrations not applied). */
export function isMissingTable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.message.includes("no such table")) return true;
  }
  return false;
}
