// The Worker as `wrangler deploy` ships it (wrangler.toml's [vars], no .dev.vars): the outbox viewer, which
// lists activation links and recovery codes, does not exist there (issue 18 §2).
import { describe, expect, test } from "vitest";
import { parseEnv, type WorkerEnv } from "../../app/lib/env.server";
import { DEMO, useTestWorker, wranglerVars } from "./harness";

const deployed = useTestWorker({ deployed: true });
const local = useTestWorker();

describe("the outbox is a local tool", () => {
  test("wrangler.toml never turns it on", () => {
    expect(wranglerVars()).not.toHaveProperty("DEV_OUTBOX");
  });

  test("deployed configuration: /dev/correos and /api/dev/correos answer 404, signed out and signed in", async () => {
    const visitor = deployed.browser();
    const official = await deployed.browserAs(DEMO.institution);
    for (const b of [visitor, official]) {
      expect((await b.get("/dev/correos")).status).toBe(404);
      const api = await b.get(`/api/dev/correos?to=${encodeURIComponent(DEMO.entrepreneur)}`);
      expect(api.status).toBe(404);
      expect(await api.text()).not.toContain("@demo.test");
    }
    // The rest of the local API still serves the deployed Worker.
    expect((await visitor.get("/login")).status).toBe(200);
    expect((await visitor.get("/api/usuario/tags")).status).toBe(200);
  });

  test("with DEV_OUTBOX=true (.dev.vars, test servers) both paths work", async () => {
    const b = local.browser();
    expect((await b.get("/dev/correos")).status).toBe(200);
    expect((await b.get(`/api/dev/correos?to=${encodeURIComponent(DEMO.entrepreneur)}`)).status).toBe(200);
  });
});

describe("APP_URL is required at start-up (issue 34 §5)", () => {
  const base = { SESSION_SECRETS: "s".repeat(40), LOGIN_PUBLIC_KEY: "{}", LOGIN_PRIVATE_KEY: "{}" };
  const env = (vars: Record<string, string>) => ({ ...wranglerVars(), ...base, ...vars }) as unknown as WorkerEnv;

  test("wrangler.toml does not fix it, so a deployment that forgets it does not start", () => {
    expect(wranglerVars()).not.toHaveProperty("APP_URL");
    expect(() => parseEnv(env({}))).toThrow(/APP_URL \(the app's public origin\) is required/);
  });

  test("localhost only with the local setting; a real origin always", () => {
    for (const url of ["http://localhost:8787", "http://127.0.0.1:8787"])
      expect(() => parseEnv(env({ APP_URL: url })), url).toThrow(/APP_URL points at this machine/);
    expect(parseEnv(env({ APP_URL: "http://localhost:8787", DEV_OUTBOX: "true" })).APP_URL).toBe(
      "http://localhost:8787",
    );
    expect(parseEnv(env({ APP_URL: "https://app.example.com" })).APP_URL).toBe("https://app.example.com");
    expect(() => parseEnv(env({ APP_URL: "no es una url" }))).toThrow(/APP_URL/);
  });
});
