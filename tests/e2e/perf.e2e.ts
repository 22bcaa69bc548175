// Issue 16 §3, repeat visits: the headers wrangler's static assets (public/_headers → build/client/_headers)
// and the Worker give, checked on the real server (the integration harness serves no static assets).
// No page is rendered in a browser: one project is enough.
import { DEMO_PASSWORD, DEMO_USERS, expect, isNoJs, test } from "./fixtures";

test("hashed assets are immutable for a year; pages are not, and signed-in pages are never stored", async ({
  request,
}, testInfo) => {
  test.skip(isNoJs(testInfo), "headers only: the js project covers it");
  const login = await request.get("/login");
  expect(login.status()).toBe(200);
  expect(login.headers()["cache-control"] ?? "").not.toContain("immutable");
  const html = await login.text();
  const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map(([url]) => url);
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of new Set(scripts)) {
    const asset = await request.get(url);
    expect(asset.status(), url).toBe(200);
    expect(asset.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["x-content-type-options"], url).toBe("nosniff");
  }
  const favicon = await request.get("/favicon.svg");
  expect(favicon.headers()["cache-control"] ?? "").not.toContain("immutable");
  expect(favicon.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await request.get("/_headers")).status()).not.toBe(200);

  const { email } = DEMO_USERS.institution;
  const signIn = await request.post("/login", {
    form: { email, password: DEMO_PASSWORD, redirectTo: "" },
    headers: { Origin: new URL(testInfo.project.use.baseURL ?? "").origin },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  const home = await request.get("/institution");
  expect(home.status()).toBe(200);
  expect(home.headers()["cache-control"]).toBe("no-store");
});
