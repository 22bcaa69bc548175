import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MIGRATIONS_DIR, applyMigrations } from "../migrations.test-helper";
import { type Harness, createHarness } from "../testing/harness";

const HASH = "pbkdf2_sha256$100000$c2FsdA==$aGFzaA==";
let h: Harness;
let db: D1Database;

beforeAll(async () => {
  h = await createHarness();
  db = h.db;
});
afterAll(() => h.dispose());

async function insertUser(username: string, email: string): Promise<number> {
  const row = await db
    .prepare("INSERT INTO usuarios (username, email, password) VALUES (?, ?, ?) RETURNING id")
    .bind(username, email, HASH)
    .first<{ id: number }>();
  return row?.id ?? -1;
}

async function fails(statement: Promise<unknown>, message: RegExp) {
  await expect(statement).rejects.toThrow(message);
}

describe("migrations", () => {
  test("files are named the way wrangler d1 migrations apply expects", () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql"));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(name).toMatch(/^\d{4}_[a-z0-9_]+\.sql$/);
    expect(files).toContain("0000_init.sql");
    expect(readFileSync(join(MIGRATIONS_DIR, "0000_init.sql"), "utf8")).toContain("CREATE TABLE `usuarios`");
  });

  test("applyMigrations records what it applied and is idempotent", async () => {
    expect(await applyMigrations(db)).toEqual([]);
    const applied = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
    expect(applied.results.map((row) => row.name)).toContain("0000_init.sql");
  });

  test("creates every table of the design", async () => {
    const tables = await db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all<{ name: string }>();
    expect(tables.results.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        "usuarios",
        "entidades",
        "funcionarios",
        "entidad_miembros",
        "tags",
        "user_skills",
        "tokens",
        "confirmaciones",
        "recuperaciones",
        "outbox",
        "seed_marks",
      ]),
    );
  });
});

describe("constraints", () => {
  test("e-mails must be stored lowercased and are unique", async () => {
    await fails(insertUser("upper", "Upper@Example.test"), /CHECK constraint failed/);
    await insertUser("first", "same@example.test");
    await fails(insertUser("second", "same@example.test"), /UNIQUE constraint failed/);
  });

  test("usernames are unique regardless of case", async () => {
    await insertUser("Maria", "maria1@example.test");
    await fails(insertUser("maria", "maria2@example.test"), /UNIQUE constraint failed/);
  });

  test("passwords must be stored hashed", async () => {
    await fails(
      db.prepare("INSERT INTO usuarios (username, email, password) VALUES ('p', 'p@e.test', 'Demo1234!')").run(),
      /CHECK constraint failed/,
    );
  });

  test("users default to inactive, new and not mentor", async () => {
    const id = await insertUser("defaults", "defaults@example.test");
    const row = await db
      .prepare("SELECT is_active, is_new, mentor, date_joined FROM usuarios WHERE id = ?")
      .bind(id)
      .first<{ is_active: number; is_new: number; mentor: number; date_joined: string }>();
    expect(row).toMatchObject({ is_active: 0, is_new: 1, mentor: 0 });
    expect(row?.date_joined).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test("institutions have the spec's defaults and allowed values", async () => {
    const row = await db
      .prepare("INSERT INTO entidades (razon_social) VALUES ('Defaults SAS') RETURNING *")
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      emprendedor_tipo: "Emprendedor",
      mentor_tipo: "Mentor",
      theme: "default",
      secure_emails: 0,
      time_zone: "CO",
    });
    await fails(
      db.prepare("INSERT INTO entidades (razon_social, theme) VALUES ('X', 'oscuro')").run(),
      /CHECK constraint failed/,
    );
    await fails(
      db.prepare("INSERT INTO entidades (razon_social, mentor_tipo) VALUES ('X', 'Coach')").run(),
      /CHECK constraint failed/,
    );
    await fails(db.prepare("INSERT INTO entidades (razon_social) VALUES ('')").run(), /CHECK constraint failed/);
  });

  test("memberships need existing users and institutions", async () => {
    await fails(
      db.prepare("INSERT INTO funcionarios (entidad_id, user_id) VALUES (999999, 999999)").run(),
      /FOREIGN KEY constraint failed/,
    );
    await fails(
      db.prepare("INSERT INTO entidad_miembros (entidad_id, user_id, rol) VALUES (999999, 999999, 'mentor')").run(),
      /FOREIGN KEY constraint failed/,
    );
  });

  test("member roles are mentor or emprendedor", async () => {
    const userId = await insertUser("rolcheck", "rolcheck@example.test");
    const entity = await db
      .prepare("INSERT INTO entidades (razon_social) VALUES ('Roles') RETURNING id")
      .first<{ id: number }>();
    await fails(
      db
        .prepare("INSERT INTO entidad_miembros (entidad_id, user_id, rol) VALUES (?, ?, 'admin')")
        .bind(entity?.id, userId)
        .run(),
      /CHECK constraint failed/,
    );
  });

  test("tokens store a 64-character hash and go away with their user", async () => {
    const userId = await insertUser("tokens", "tokens@example.test");
    await fails(
      db.prepare("INSERT INTO tokens (token_hash, user_id) VALUES ('short', ?)").bind(userId).run(),
      /CHECK constraint failed/,
    );
    await db.prepare("INSERT INTO tokens (token_hash, user_id) VALUES (?, ?)").bind("a".repeat(64), userId).run();
    await fails(
      db.prepare("INSERT INTO tokens (token_hash, user_id) VALUES (?, ?)").bind("a".repeat(64), userId).run(),
      /UNIQUE constraint failed/,
    );
    await db.prepare("DELETE FROM usuarios WHERE id = ?").bind(userId).run();
    const left = await db
      .prepare("SELECT COUNT(*) AS n FROM tokens WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  test("recovery attempts cannot exceed 5", async () => {
    const userId = await insertUser("attempts", "attempts@example.test");
    await fails(
      db
        .prepare(
          "INSERT INTO recuperaciones (user_id, salt, code_hash, attempts, expires_at) VALUES (?, 's', 'h', 6, 'x')",
        )
        .bind(userId)
        .run(),
      /CHECK constraint failed/,
    );
  });

  test("a tag in use cannot be deleted; tag names are unique regardless of case", async () => {
    const userId = await insertUser("skills", "skills@example.test");
    const tag = await db.prepare("INSERT INTO tags (name) VALUES ('Pruebas') RETURNING id").first<{ id: number }>();
    await fails(db.prepare("INSERT INTO tags (name) VALUES ('pruebas')").run(), /UNIQUE constraint failed/);
    await db.prepare("INSERT INTO user_skills (user_id, tag_id) VALUES (?, ?)").bind(userId, tag?.id).run();
    await fails(db.prepare("DELETE FROM tags WHERE id = ?").bind(tag?.id).run(), /FOREIGN KEY constraint failed/);
  });
});
