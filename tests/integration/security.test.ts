// The Worker's same-origin guard, security headers, cookie flags and logout.
import { describe, expect, test } from "vitest";
import { encryptCredential } from "../../app/lib/login-crypto.server";
import {
  DEMO,
  DEMO_PASSWORD,
  STRONG_PASSWORD,
  flashText,
  useTestWorker,
  tags,
  uniqueEmail,
  type Browser,
} from "./harness";

const worker = useTestWorker();

/** Set-Cookie headers of a response, by cookie name. */
function setCookies(response: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) out.set(header.slice(0, header.indexOf("=")), header);
  return out;
}

function attributes(setCookie: string): string[] {
  return setCookie
    .split(";")
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}

async function usersWithEmail(email: string): Promise<number> {
  const [row] = await worker.sql<{ n: number }>("SELECT count(*) AS n FROM usuarios WHERE email = ?", email);
  return row?.n ?? 0;
}

const CROSS_SITE_VARIANTS: Array<[label: string, headers: Record<string, string | null>]> = [
  ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
  ["Sec-Fetch-Site: none", { "Sec-Fetch-Site": "none" }],
  ["Origin: https://evil.example, no Sec-Fetch-Site", { "Sec-Fetch-Site": null, Origin: "https://evil.example" }],
  ["Origin: null, no Sec-Fetch-Site", { "Sec-Fetch-Site": null, Origin: "null" }],
  ["neither Origin nor Sec-Fetch-Site", { "Sec-Fetch-Site": null, Origin: null }],
];

describe("same-origin guard", () => {
  test.each(CROSS_SITE_VARIANTS)(
    "POST /login with %s → 403, no session, the login never ran",
    async (_label, headers) => {
      const b = worker.browser();
      const response = await b.formPost("/login", { email: DEMO.entrepreneur, password: DEMO_PASSWORD }, { headers });
      expect(response.status).toBe(403);
      expect(response.headers.get("Location")).toBeNull();
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(b.session).toBeUndefined();
      // Even the 403 carries the security headers.
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    },
  );

  test("a same-origin POST with only a matching Origin header is accepted (positive control)", async () => {
    const b = worker.browser();
    const response = await b.formPost(
      "/login",
      { email: DEMO.entrepreneur, password: DEMO_PASSWORD },
      { headers: { "Sec-Fetch-Site": null } },
    );
    expect(response.status).toBe(302);
    expect(b.session).toBeTruthy();
  });

  test("cross-site sign-up POSTs never reach the API: no user, no e-mail in the outbox", async () => {
    const before = await worker.outboxCount();
    const emails: string[] = [];
    for (const [, headers] of CROSS_SITE_VARIANTS) {
      const email = uniqueEmail("csrf");
      emails.push(email);
      const response = await worker.browser().formPost(
        "/sign-up",
        {
          kind: "client",
          first_name: "Eve",
          last_name: "Atacante",
          email,
          password: STRONG_PASSWORD,
          confirm_password: STRONG_PASSWORD,
        },
        { headers },
      );
      expect(response.status).toBe(403);
    }
    expect(await worker.outboxCount()).toBe(before);
    for (const email of emails) expect(await usersWithEmail(email)).toBe(0);

    // Control: the same post from the app's own page does create the user and the e-mail.
    const email = uniqueEmail("control");
    const ok = await worker.browser().formPost("/sign-up", {
      kind: "client",
      first_name: "Ana",
      last_name: "Control",
      email,
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    });
    expect(ok.status).toBe(302);
    expect(await usersWithEmail(email)).toBe(1);
    expect(await worker.outboxCount()).toBe(before + 1);
  });

  test("cross-site login attempts do not count towards the login rate limit (the action never ran)", async () => {
    for (let i = 0; i < 12; i++) {
      const response = await worker
        .browser()
        .formPost("/login", { email: DEMO.mentor, password: "wrong" }, { headers: { "Sec-Fetch-Site": "cross-site" } });
      expect(response.status).toBe(403);
    }
    // 12 blocked posts, yet the 10-per-minute e-mail limit was not reached.
    const ok = await worker.browser().login(DEMO.mentor);
    expect(ok.headers.get("Location")).toBe("/user");
  });

  test.each(["PUT", "PATCH", "DELETE"])("%s cross-site → 403 too", async (method) => {
    const response = await worker.browser().request("/login", { method, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(403);
  });

  test("resource routes and the local API under /api are guarded too", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const logout = await b.request("/logout", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(logout.status).toBe(403);
    // Still signed in: the cross-site logout did nothing.
    expect((await b.get("/user")).status).toBe(200);

    const api = await worker.browser().request("/api/usuario/login", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "x", password: "y" }),
    });
    expect(api.status).toBe(403);
  });

  test("/api: a server's token-authed call without Origin or Sec-Fetch-Site passes; the API's pages stay guarded", async () => {
    // What a second copy of the app sends with API_URL pointing here (issue 36): no browser headers at all.
    const server = (path: string, init: RequestInit = {}) =>
      worker.dispatch(`http://localhost:8787/api${path}`, init as never);
    const key = worker.bindings.LOGIN_PUBLIC_KEY!;
    const login = await server("/usuario/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: await encryptCredential(key, DEMO.mentor),
        password: await encryptCredential(key, DEMO_PASSWORD),
      }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const logout = await server("/usuario/logout", { method: "POST", headers: { Authorization: `Token ${token}` } });
    expect(logout.status).toBe(204);
    const checkout = await server("/payu/compra/cualquiera", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "decision=aprobar",
    });
    expect(checkout.status).toBe(403);
    const crossOrigin = await server("/usuario/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: "{}",
    });
    expect(crossOrigin.status).toBe(403);
  });

  test("GET is never blocked, whatever its headers", async () => {
    const response = await worker
      .browser()
      .get("/login", { headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});

describe("security headers", () => {
  function assertCommonHeaders(response: Response) {
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBeTruthy();
    return /'nonce-([^']+)'/.exec(csp)![1]!;
  }

  /** Every <script> of the page carries the CSP's nonce (React may render it as an empty attribute, never missing). */
  function assertScriptsCarry(html: string, nonce: string) {
    const scripts = tags(html, "script");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.nonce, JSON.stringify(script)).toBe(nonce);
    // Module preloads are allowed through 'strict-dynamic'; inline <script> without nonce would be blocked.
  }

  test("an HTML page: CSP with a per-response nonce that matches its scripts", async () => {
    const response = await worker.browser().get("/login");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const nonce = assertCommonHeaders(response);
    assertScriptsCarry(await response.text(), nonce);

    const second = await worker.browser().get("/login");
    const nonce2 = assertCommonHeaders(second);
    expect(nonce2).not.toBe(nonce);
    assertScriptsCarry(await second.text(), nonce2);
  });

  test("a 404 page has the same headers", async () => {
    const response = await worker.browser().get("/no-existe/para-nada");
    expect(response.status).toBe(404);
    const nonce = assertCommonHeaders(response);
    const html = await response.text();
    expect(html).toContain("Ups! Parece que te has perdido");
    assertScriptsCarry(html, nonce);
  });

  test("the 403 of the guard and the local API's JSON have them too", async () => {
    assertCommonHeaders(
      await worker.browser().request("/login", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } }),
    );
    assertCommonHeaders(await worker.browser().get("/api/usuario/tags"));
  });

  test("Cache-Control: no-store on a signed-in user's page", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.get("/institution");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    assertCommonHeaders(response);
    // And on the signed-in 404 page.
    expect((await b.get("/no-existe")).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("cookie flags", () => {
  test("http: the session cookie 'sesion' is HttpOnly, SameSite=Lax, Path=/, not Secure; the flash cookie too", async () => {
    const b = worker.browser();
    const response = await b.login(DEMO.entrepreneur);
    const cookies = setCookies(response);
    const session = cookies.get("sesion");
    expect(session, [...cookies.keys()].join()).toBeDefined();
    const attrs = attributes(session!);
    expect(attrs).toContain("httponly");
    expect(attrs).toContain("samesite=lax");
    expect(attrs).toContain("path=/");
    expect(attrs).not.toContain("secure");
    expect(attrs.some((a) => a.startsWith("domain="))).toBe(false);
    expect(cookies.has("__Host-sesion")).toBe(false);

    const flash = cookies.get("flash");
    expect(flash).toBeDefined();
    expect(attributes(flash!)).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
  });

  test("https: the session cookie is __Host-sesion with Secure, Path=/ and no Domain, and it works", async () => {
    const b = worker.browser({ origin: "https://localhost:8787" });
    const response = await b.login(DEMO.institution);
    const cookies = setCookies(response);
    expect(cookies.has("sesion")).toBe(false);
    const session = cookies.get("__Host-sesion");
    expect(session).toBeDefined();
    const attrs = attributes(session!);
    expect(attrs).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));
    expect(attrs.some((a) => a.startsWith("domain="))).toBe(false);
    expect(attributes(cookies.get("flash")!)).toContain("secure");

    const home = await b.follow(response);
    expect(home.status).toBe(200);
    expect(flashText(await home.text())).toBe("Sesión iniciada correctamente");
  });

  test("the session cookie's value is opaque: no token, e-mail or user name in clear", async () => {
    const b = worker.browser();
    await b.login(DEMO.mentor);
    const value = b.session!;
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(value).not.toContain("mentor");
    const decoded = Buffer.from(value, "base64url").toString("latin1");
    expect(decoded).not.toContain("mentor");
    expect(decoded).not.toContain("token");
  });

  test("a tampered session cookie is cleared and treated as signed out", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const value = b.session!;
    b.setCookie(`sesion=${value.slice(0, -3)}${value.endsWith("A") ? "BBB" : "AAA"}`);
    const response = await b.get("/user");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fuser");
    expect(setCookies(response).get("sesion")).toMatch(/Max-Age=0/);
  });
});

describe("logout", () => {
  async function signedIn(): Promise<{ b: Browser; cookie: string }> {
    const b = worker.browser();
    await b.login(DEMO.entrepreneur);
    return { b, cookie: `sesion=${b.session!}` };
  }

  test("GET /logout changes nothing", async () => {
    const { b } = await signedIn();
    const response = await b.get("/logout");
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("sesion="))).toBe(false);
    expect((await b.get("/user")).status).toBe(200);
  });

  test("POST /logout clears the cookie and revokes the token: the old cookie no longer works", async () => {
    const { b, cookie } = await signedIn();
    expect((await b.get("/user")).status).toBe(200);

    const response = await b.request("/logout", { method: "POST" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const cleared = setCookies(response).get("sesion");
    expect(cleared).toMatch(/^sesion=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(b.session).toBeUndefined();

    // Someone who kept a copy of the cookie: the API refuses the revoked token.
    const thief = worker.browser().setCookie(cookie);
    const attempt = await thief.get("/user");
    expect(attempt.status).toBe(302);
    expect(attempt.headers.get("Location")).toBe("/login?redirectTo=%2Fuser");
    expect(setCookies(attempt).get("sesion")).toMatch(/Max-Age=0/);
  });

  test("POST /logout without a session just goes home", async () => {
    const response = await worker.browser().request("/logout", { method: "POST" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});

// Last in the file: looks back at everything the Worker logged for the tests above.
describe("logs", () => {
  test("one JSON line per request, no unhandled error, and no password, token, cookie or query string", async () => {
    await worker.browser().get("/login?redirectTo=%2Fsecreto-en-query");
    await worker.browser().formPost("/login", { email: DEMO.entrepreneur, password: "Clave-Que-No-Se-Registra-1!" });
    // Give workerd's stdout a moment to reach the pipe.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = worker.logs.filter((l) => l.trim().startsWith("{"));
    expect(lines.length).toBeGreaterThan(20);
    const all = worker.logs.join("\n");
    expect(all).not.toContain('"msg":"unhandled"');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain("Clave-Que-No-Se-Registra-1!");
    expect(all).not.toContain("secreto-en-query");
    expect(all).not.toMatch(/sesion=/);
    const requestLines = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => "rid" in l && "status" in l);
    expect(requestLines.some((l) => l.path === "/login" && l.method === "POST" && l.status === 403)).toBe(true);
  });
});
