// safeRedirectPath / loginRedirectPath: open-redirect payloads never survive; in-app paths do.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { loginRedirectPath, safeRedirectPath } from "~/lib/redirect";
import { MALICIOUS_REDIRECTS } from "./redirect-payloads";

const FALLBACK = "__fallback__";

const LEGIT: ReadonlyArray<[input: string, expected: string]> = [
  ["/", "/"],
  ["/user", "/user"],
  ["/institution", "/institution"],
  ["/programs/programs/12", "/programs/programs/12"],
  ["/user?tab=2", "/user?tab=2"],
  ["/calendar?month=2024-05#day-3", "/calendar?month=2024-05#day-3"],
  ["/user/dashboard/ana/reports/resumen-por-programa", "/user/dashboard/ana/reports/resumen-por-programa"],
  ["/marketplace?q=finanzas&page=2", "/marketplace?q=finanzas&page=2"],
  ["/a//b", "/a//b"],
  ["/user?next=//evil.example", "/user?next=//evil.example"],
  ["/b%C3%BAsqueda", "/b%C3%BAsqueda"],
];

/** What a browser would do with a Location header value, resolved against the app. */
function staysInApp(location: string): boolean {
  if (!location.startsWith("/") || location.startsWith("//") || location.startsWith("/\\")) return false;
  // Browsers strip tabs and newlines from URLs before parsing.
  const cleaned = location.replace(/[\t\n\r]/g, "");
  return new URL(cleaned, "https://app.example").origin === "https://app.example";
}

describe("safeRedirectPath", () => {
  test("the payload list is long enough to mean something", () => {
    expect(MALICIOUS_REDIRECTS.length).toBeGreaterThanOrEqual(30);
  });

  test.each(MALICIOUS_REDIRECTS.map((p) => [JSON.stringify(p), p]))("rejects %s", (_label, payload) => {
    expect(safeRedirectPath(payload, FALLBACK)).toBe(FALLBACK);
  });

  test.each(LEGIT)("keeps %s", (input, expected) => {
    expect(safeRedirectPath(input, FALLBACK)).toBe(expected);
  });

  test("falls back to / by default and for non-strings", () => {
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(42)).toBe("/");
    expect(safeRedirectPath(["/user"])).toBe("/");
    expect(safeRedirectPath("")).toBe("/");
  });

  test("accepts a path of exactly 2048 characters, not one longer", () => {
    const ok = "/" + "a".repeat(2047);
    expect(safeRedirectPath(ok, FALLBACK)).toBe(ok);
    expect(safeRedirectPath(ok + "a", FALLBACK)).toBe(FALLBACK);
  });

  test("fuzz: whatever it returns stays in the app", () => {
    const pieces = fc.constantFrom(
      "/",
      "//",
      "\\",
      "%2f",
      "%2F",
      "%5c",
      "%252f",
      ".",
      "..",
      "%2e",
      "\t",
      "\n",
      " ",
      "%09",
      "%0a",
      "@",
      ":",
      "evil.example",
      "http",
      "javascript",
      "?",
      "#",
      "a",
      "%",
      "\u2215",
      "\uFF0F",
      "%00",
      "&",
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 12 }).map((a) => a.join("")),
        (input) => {
          const out = safeRedirectPath(input, FALLBACK);
          if (out !== FALLBACK) expect(staysInApp(out), `${JSON.stringify(input)} → ${JSON.stringify(out)}`).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (input) => {
        const out = safeRedirectPath(input, FALLBACK);
        if (out !== FALLBACK) expect(staysInApp(out), `${JSON.stringify(input)} → ${JSON.stringify(out)}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("loginRedirectPath", () => {
  test("carries a safe target, encoded", () => {
    expect(loginRedirectPath("/user?tab=2")).toBe(`/login?redirectTo=${encodeURIComponent("/user?tab=2")}`);
    expect(loginRedirectPath("/institution")).toBe("/login?redirectTo=%2Finstitution");
  });

  test("plain /login for the root, login itself and unsafe targets", () => {
    expect(loginRedirectPath("/")).toBe("/login");
    expect(loginRedirectPath("/login")).toBe("/login");
    expect(loginRedirectPath("/login?redirectTo=%2Fuser")).toBe("/login");
  });

  test.each(MALICIOUS_REDIRECTS.map((p) => [JSON.stringify(p), p]))("drops %s", (_label, payload) => {
    expect(loginRedirectPath(payload)).toBe("/login");
  });
});
