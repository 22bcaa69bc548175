// The Worker's same-origin guard and response headers (docs/house-rules.md#same-origin-guard, #headers).
import { describe, expect, test } from "vitest";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  isCrossSiteMutation,
  loggablePath,
} from "~/lib/security.server";

const APP = "https://app.example";

function req(method: string, headers: Record<string, string>, url = `${APP}/login`): Request {
  return new Request(url, { method, headers });
}

type Row = {
  method: string;
  site?: string;
  origin?: string;
  url?: string;
  crossSite: boolean;
};

// The whole truth table: method × Sec-Fetch-Site × Origin.
const TABLE: Row[] = [
  // Reads are never blocked, whatever their headers.
  { method: "GET", crossSite: false },
  { method: "GET", site: "cross-site", crossSite: false },
  { method: "GET", origin: "https://evil.example", crossSite: false },
  { method: "HEAD", site: "cross-site", crossSite: false },
  { method: "OPTIONS", site: "cross-site", origin: "https://evil.example", crossSite: false },
  // Sec-Fetch-Site decides when present.
  { method: "POST", site: "same-origin", crossSite: false },
  { method: "POST", site: "same-origin", origin: "https://evil.example", crossSite: false },
  { method: "POST", site: "same-site", crossSite: true },
  { method: "POST", site: "same-site", origin: APP, crossSite: true },
  { method: "POST", site: "cross-site", crossSite: true },
  { method: "POST", site: "cross-site", origin: APP, crossSite: true },
  { method: "POST", site: "none", crossSite: true },
  { method: "POST", site: "", crossSite: true },
  { method: "POST", site: "SAME-ORIGIN", crossSite: true },
  // Without Sec-Fetch-Site, Origin must be the app's own.
  { method: "POST", origin: APP, crossSite: false },
  { method: "POST", origin: "https://evil.example", crossSite: true },
  { method: "POST", origin: "http://app.example", crossSite: true },
  { method: "POST", origin: "https://app.example:8443", crossSite: true },
  { method: "POST", origin: "https://sub.app.example", crossSite: true },
  { method: "POST", origin: "null", crossSite: true },
  { method: "POST", crossSite: true },
  { method: "POST", origin: "http://localhost:8787", url: "http://localhost:8787/login", crossSite: false },
  { method: "POST", origin: "http://localhost:8788", url: "http://localhost:8787/login", crossSite: true },
  // Every mutating method, and case-insensitively.
  { method: "PUT", site: "cross-site", crossSite: true },
  { method: "PATCH", origin: "https://evil.example", crossSite: true },
  { method: "DELETE", crossSite: true },
  { method: "DELETE", site: "same-origin", crossSite: false },
  { method: "put", site: "same-origin", crossSite: false },
  { method: "patch", origin: APP, crossSite: false },
  { method: "post", site: "cross-site", crossSite: true },
];

describe("isCrossSiteMutation", () => {
  test.each(TABLE.map((row) => [JSON.stringify(row), row] as const))("%s", (_label, row) => {
    const headers: Record<string, string> = {};
    if (row.site !== undefined) headers["Sec-Fetch-Site"] = row.site;
    if (row.origin !== undefined) headers["Origin"] = row.origin;
    expect(isCrossSiteMutation(req(row.method, headers, row.url))).toBe(row.crossSite);
  });
});

describe("createNonce", () => {
  test("128 random bits, base64, different every time", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const nonce = createNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(200);
  });
});

describe("contentSecurityPolicy", () => {
  const nonce = "abc123DEF456ghi789JKLw==";
  const directives = new Map(
    contentSecurityPolicy(nonce)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values] as const),
  );

  test("scripts only by nonce, with strict-dynamic; no unsafe-inline or unsafe-eval", () => {
    expect(directives.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(contentSecurityPolicy(nonce)).not.toContain("unsafe-inline");
    expect(contentSecurityPolicy(nonce)).not.toContain("unsafe-eval");
  });

  test("object-src, base-uri and frame-ancestors are none", () => {
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  });

  test("everything else is the app's own origin (no third-party requests)", () => {
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("form-action")).toEqual(["'self'"]);
    expect(directives.get("connect-src")).toEqual(["'self'"]);
    for (const [name, values] of directives) {
      for (const v of values) expect(v, `${name} ${v}`).not.toMatch(/^(https?:|\*)/);
    }
  });

  test("each nonce gives its own policy", () => {
    expect(contentSecurityPolicy("one")).toContain("'nonce-one'");
    expect(contentSecurityPolicy("one")).not.toContain("'nonce-two'");
  });
});

describe("applySecurityHeaders", () => {
  function apply(signedIn: boolean) {
    const headers = new Headers({ "Content-Type": "text/html" });
    applySecurityHeaders(headers, { nonce: "n0nce", secure: true, signedIn, requestId: "rid-1" });
    return headers;
  }

  test("every response gets the security headers", () => {
    const h = apply(false);
    expect(h.get("Content-Security-Policy")).toBe(contentSecurityPolicy("n0nce"));
    expect(h.get("X-Content-Type-Options")).toBe("nosniff");
    expect(h.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}/);
    expect(h.get("X-Frame-Options")).toBe("DENY");
    expect(h.get("X-Request-Id")).toBe("rid-1");
  });

  test("Cache-Control: no-store only for a signed-in user", () => {
    expect(apply(true).get("Cache-Control")).toBe("no-store");
    expect(apply(false).get("Cache-Control")).toBeNull();
  });

  test("overrides a weaker CSP set by a route", () => {
    const headers = new Headers({ "Content-Security-Policy": "default-src *" });
    applySecurityHeaders(headers, { nonce: "x", secure: false, signedIn: false, requestId: "r" });
    expect(headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy("x"));
  });
});

describe("loggablePath", () => {
  test.each([
    ["/user_confirmation/abc123", "/user_confirmation/[redacted]"],
    ["/salesforce/abc123", "/salesforce/[redacted]"],
    ["/confirmation/users/abc", "/confirmation/users/[redacted]"],
    ["/link/secret", "/link/[redacted]"],
    ["/ical/feed-token", "/ical/[redacted]"],
    ["/user/ana", "/user/ana"],
    ["/login", "/login"],
  ])("%s → %s", (input, expected) => {
    expect(loggablePath(input)).toBe(expected);
  });
});
