// The Worker as `wrangler deploy` ships it (wrangler.toml's [vars], no .dev.vars): the outbox viewer, which
// lists activation links and recovery codes, does not exist there (issue 18 §2).
import { describe, expect, test } from "vitest";
import { DEMO, useTestWorker, wranglerVars } from "./harness";

const deployed = useTestWorker({ deployed: true });
const local = useTestWorker();

describe("the outbox is a local tool", () => {
  test("wrangler.toml never turns it on", () => {
    expect(wranglerVars()).not.toHaveProperty("DEV_OUTBOX");
    expect(wranglerVars()).toHaveProperty("APP_URL");
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
