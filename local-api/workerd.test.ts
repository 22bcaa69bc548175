// The local API bundled and run in workerd (the runtime of `wrangler dev`), not only in Node:
// catches WebCrypto limits (PBKDF2 iterations, JWK import), bundling and D1 batch differences.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { build, type Rollup } from "vite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { confirmResponseSchema, tokenResponseSchema, userListSchema } from "../app/api/contract/usuario";
import { encryptForLogin } from "./crypto";
import { applyMigrations } from "./migrations.test-helper";
import { BINDINGS_WORKER, d1OverFetch } from "./testing/bindings-over-fetch";
import { STRONG_PASSWORD, loginKeys } from "./testing/harness";

let mf: Miniflare;
let publicJwk: string;
const dir = mkdtempSync(join(tmpdir(), "local-api-workerd-"));

beforeAll(async () => {
  const entry = join(dir, "entry.ts");
  const index = fileURLToPath(new URL("./index.ts", import.meta.url));
  writeFileSync(
    entry,
    `import { createLocalApi } from ${JSON.stringify(index)};\nconst app = createLocalApi();\nexport default { fetch: (request, env, ctx) => app.fetch(request, env, ctx) };\n`,
  );
  const output = (await build({
    configFile: false,
    logLevel: "warn",
    build: {
      lib: { entry, formats: ["es"], fileName: () => "worker.js" },
      write: false,
      minify: false,
      target: "es2022",
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output.find((item) => item.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error("no bundle");
  const keys = await loginKeys();
  publicJwk = keys.publicJwk;
  const databaseId = `workerd-test-${crypto.randomUUID()}`;
  mf = new Miniflare({
    workers: [
      {
        name: "api",
        modules: true,
        script: chunk.code,
        compatibilityDate: "2024-11-01",
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: { DB: databaseId },
        r2Buckets: ["FILES"],
        bindings: { LOGIN_PRIVATE_KEY: keys.privateJwk, APP_URL: "http://localhost:8787", DEV_OUTBOX: true },
      },
      // The migrations reach the same D1 through the bindings Worker (see bindings-over-fetch.ts).
      { name: "bindings", modules: true, script: BINDINGS_WORKER, d1Databases: { DB: databaseId } },
    ],
  });
  const bindings = await mf.getWorker("bindings");
  await applyMigrations(
    d1OverFetch(
      (path, message) =>
        bindings.fetch(`http://bindings${path}`, {
          method: "POST",
          body: JSON.stringify(message),
        }) as unknown as Promise<Response>,
    ),
  );
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Token ${options.token}`;
  const response = await mf.dispatchFetch(`http://local${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

test("sign-up, confirmation, encrypted login, profile, recovery and logout work in workerd", async () => {
  const email = "workerd@example.test";
  const created = await call("POST", "/usuario/crear/usuario", {
    body: {
      username: "workerd",
      email,
      first_name: "Work",
      last_name: "Erd",
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    },
  });
  expect(created.status).toBe(201);

  const outbox = (await call("GET", `/dev/correos?to=${email}`)).body as { body: string }[];
  const code = outbox[0]?.body.match(/user_confirmation\/([0-9a-f]+)/)?.[1];
  expect(outbox[0]?.body).toContain("http://localhost:8787/user_confirmation/");
  const confirmed = await call("DELETE", `/usuario/confirmar/${code}`);
  expect(confirmResponseSchema.parse(confirmed.body).theme).toBe("default");

  const login = await call("POST", "/usuario/login", {
    body: {
      email: await encryptForLogin(publicJwk, email),
      password: await encryptForLogin(publicJwk, STRONG_PASSWORD),
    },
  });
  expect(login.status).toBe(200);
  const { token } = tokenResponseSchema.parse(login.body);
  const me = await call("GET", "/usuario/", { token });
  expect(userListSchema.parse(me.body)[0]).toMatchObject({ username: "workerd", is_new: true });

  // The demo data was seeded in workerd too (PBKDF2 at workerd's maximum of 100000 iterations).
  const demo = await call("POST", "/usuario/login", {
    body: {
      email: await encryptForLogin(publicJwk, "entidad@demo.test"),
      password: await encryptForLogin(publicJwk, "Demo1234!"),
    },
  });
  expect(demo.status).toBe(200);

  expect((await call("POST", "/usuario/cambiar_pwd", { body: { email, codigo: "", password: "" } })).status).toBe(201);
  const recovery = (await call("GET", `/dev/correos?to=${email}`)).body as { body: string }[];
  const codigo = recovery[0]?.body.match(/(\d{6})/)?.[1] ?? "";
  const changed = await call("PUT", "/usuario/confirmar_cambiar_pwd", {
    body: { email, codigo, password: "Otra-Clave9" },
  });
  expect(changed.status).toBe(204);
  expect((await call("GET", "/usuario/", { token })).status).toBe(401);

  const again = tokenResponseSchema.parse(
    (
      await call("POST", "/usuario/login", {
        body: {
          email: await encryptForLogin(publicJwk, email),
          password: await encryptForLogin(publicJwk, "Otra-Clave9"),
        },
      })
    ).body,
  );
  expect((await call("POST", "/usuario/logout", { token: again.token })).status).toBe(204);
  expect((await call("GET", "/usuario/", { token: again.token })).status).toBe(401);
});
