// Applies local-api/migrations/*.sql to a D1 database, for tests (Node only: reads the files with fs).
// Records applied files in d1_migrations like `wrangler d1 migrations apply`, so it is idempotent.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** The statements of one drizzle-kit migration file (split on its statement breakpoints). */
export function migrationStatements(sqlText: string): string[] {
  return sqlText
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

export async function applyMigrations(db: D1Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db
    .prepare(
      "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
    )
    .run();
  const done = new Set(
    (await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((row) => row.name),
  );
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    if (done.has(name)) continue;
    const statements = migrationStatements(readFileSync(join(dir, name), "utf8"));
    // One batch per file: a file applies whole or not at all, as with wrangler.
    await db.batch([
      ...statements.map((statement) => db.prepare(statement)),
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
    ]);
    applied.push(name);
  }
  return applied;
}
