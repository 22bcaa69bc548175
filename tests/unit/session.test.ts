// The encrypted session cookie: seal/unseal, tampering, key rotation, absolute and idle expiry, cookie flags.
import { describe, expect, test } from "vitest";
import {
  SESSION_IDLE_S,
  SESSION_MAX_AGE_S,
  commitSession,
  destroySession,
  readCookie,
  readSession,
  seal,
  sessionCookieName,
  unseal,
  type SessionData,
} from "~/lib/session.server";

const SECRET_A = "a".repeat(16) + "-first-secret-of-32+chars";
const SECRET_B = "b".repeat(16) + "-second-secret-of-32+chars";
const NOW = 1_750_000_000;
const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function data(overrides: Partial<SessionData> = {}): SessionData {
  return { token: "tok-123", userId: 7, username: "ana", issuedAt: NOW, lastSeen: NOW, ...overrides };
}

function requestWith(cookie: string, url = "http://app.test/user"): Request {
  return new Request(url, { headers: { Cookie: cookie } });
}

/** The name=value part of a Set-Cookie header. */
function pair(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

describe("seal / unseal", () => {
  test("roundtrip returns the same data", async () => {
    const value = { a: 1, b: "dos", c: [true, null], d: "ñandú €" };
    expect(await unseal(await seal(value, [SECRET_A]), [SECRET_A])).toEqual(value);
  });

  test("the sealed value is base64url and does not contain the plaintext", async () => {
    const sealed = await seal(data({ token: "secret-token-value" }), [SECRET_A]);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("secret-token-value");
    expect(
      atob(
        sealed
          .replace(/-/g, "+")
          .replace(/_/g, "/")
          .padEnd(Math.ceil(sealed.length / 4) * 4, "="),
      ),
    ).not.toContain("secret-token-value");
  });

  test("a fresh IV every time: two seals of the same data differ", async () => {
    const one = await seal(data(), [SECRET_A]);
    const two = await seal(data(), [SECRET_A]);
    expect(one).not.toBe(two);
  });

  test("any flipped character is rejected (AES-GCM authentication)", async () => {
    const sealed = await seal(data(), [SECRET_A]);
    const positions = [0, 5, 11, 12, 20, Math.floor(sealed.length / 2), sealed.length - 2, sealed.length - 1];
    for (const i of positions) {
      // Flip the top bit of the sextet: always a meaningful bit, even in the last character.
      const flippedChar = B64URL[B64URL.indexOf(sealed[i]!) ^ 32]!;
      const flipped = sealed.slice(0, i) + flippedChar + sealed.slice(i + 1);
      expect(await unseal(flipped, [SECRET_A]), `position ${i}`).toBeNull();
    }
  });

  test("truncated, extended, empty and non-base64url values are rejected", async () => {
    const sealed = await seal(data(), [SECRET_A]);
    expect(await unseal(sealed.slice(0, -4), [SECRET_A])).toBeNull();
    expect(await unseal(sealed + "AAAA", [SECRET_A])).toBeNull();
    expect(await unseal("", [SECRET_A])).toBeNull();
    expect(await unseal("AAAA", [SECRET_A])).toBeNull();
    expect(await unseal("not base64!", [SECRET_A])).toBeNull();
    expect(await unseal(sealed.replace(/[A-Za-z]/, "+"), [SECRET_A])).toBeNull();
    expect(await unseal(JSON.stringify(data()), [SECRET_A])).toBeNull();
  });

  test("a value sealed with another secret is rejected", async () => {
    const sealed = await seal(data(), [SECRET_B]);
    expect(await unseal(sealed, [SECRET_A])).toBeNull();
  });

  test("key rotation: the first secret seals, every listed secret opens", async () => {
    const old = await seal(data({ username: "old" }), [SECRET_A]);
    // After rotation the new secret is first, the old one still decrypts existing cookies.
    expect(await unseal(old, [SECRET_B, SECRET_A])).toEqual(data({ username: "old" }));
    const fresh = await seal(data({ username: "new" }), [SECRET_B, SECRET_A]);
    expect(await unseal(fresh, [SECRET_B])).toEqual(data({ username: "new" }));
    // Sealed with B: A alone cannot open it, so B really was used.
    expect(await unseal(fresh, [SECRET_A])).toBeNull();
    // Once the old secret is dropped, its cookies stop working.
    expect(await unseal(old, [SECRET_B])).toBeNull();
  });
});

describe("readSession", () => {
  async function cookieFor(d: unknown, secrets = [SECRET_A], secure = false) {
    return `${sessionCookieName(secure)}=${await seal(d, secrets)}`;
  }

  test("no cookie: signed out, nothing to clear", async () => {
    expect(await readSession(new Request("http://app.test/"), [SECRET_A], NOW)).toEqual({
      data: null,
      stale: false,
      touch: false,
    });
  });

  test("a valid cookie gives the data", async () => {
    const state = await readSession(requestWith(await cookieFor(data())), [SECRET_A], NOW + 10);
    expect(state).toEqual({ data: data(), stale: false, touch: false });
  });

  test("the cookie name depends on the scheme: sesion on http, __Host-sesion on https", async () => {
    const plain = await cookieFor(data(), [SECRET_A], false);
    const host = await cookieFor(data(), [SECRET_A], true);
    expect((await readSession(requestWith(plain, "http://app.test/"), [SECRET_A], NOW)).data).toEqual(data());
    expect((await readSession(requestWith(host, "https://app.test/"), [SECRET_A], NOW)).data).toEqual(data());
    // The http cookie is not accepted on https, nor the reverse.
    expect((await readSession(requestWith(plain, "https://app.test/"), [SECRET_A], NOW)).data).toBeNull();
    expect((await readSession(requestWith(host, "http://app.test/"), [SECRET_A], NOW)).data).toBeNull();
  });

  test("a tampered or foreign cookie is stale (to be cleared)", async () => {
    const cookie = await cookieFor(data(), [SECRET_B]);
    expect(await readSession(requestWith(cookie), [SECRET_A], NOW)).toEqual({ data: null, stale: true, touch: false });
    expect(await readSession(requestWith("sesion=garbage"), [SECRET_A], NOW)).toEqual({
      data: null,
      stale: true,
      touch: false,
    });
  });

  test("well-encrypted data of the wrong shape is stale", async () => {
    for (const bad of [{}, { ...data(), token: "" }, { ...data(), userId: "7" }, "text", null, [data()]]) {
      const state = await readSession(requestWith(await cookieFor(bad)), [SECRET_A], NOW);
      expect(state, JSON.stringify(bad)).toEqual({ data: null, stale: true, touch: false });
    }
  });

  test("absolute expiry by issuedAt, even when recently seen", async () => {
    const cookie = await cookieFor(data({ issuedAt: NOW - SESSION_MAX_AGE_S - 1, lastSeen: NOW - 10 }));
    expect(await readSession(requestWith(cookie), [SECRET_A], NOW)).toEqual({ data: null, stale: true, touch: false });
    const edge = await cookieFor(data({ issuedAt: NOW - SESSION_MAX_AGE_S + 5, lastSeen: NOW - 10 }));
    expect((await readSession(requestWith(edge), [SECRET_A], NOW)).data).not.toBeNull();
  });

  test("idle expiry by lastSeen", async () => {
    const idle = await cookieFor(data({ issuedAt: NOW - SESSION_IDLE_S - 100, lastSeen: NOW - SESSION_IDLE_S - 1 }));
    expect(await readSession(requestWith(idle), [SECRET_A], NOW)).toEqual({ data: null, stale: true, touch: false });
    const active = await cookieFor(data({ issuedAt: NOW - SESSION_IDLE_S - 100, lastSeen: NOW - SESSION_IDLE_S + 5 }));
    expect((await readSession(requestWith(active), [SECRET_A], NOW)).data).not.toBeNull();
  });

  test("issuedAt in the future (beyond a minute of clock skew) is stale", async () => {
    const future = await cookieFor(data({ issuedAt: NOW + 3600, lastSeen: NOW + 3600 }));
    expect((await readSession(requestWith(future), [SECRET_A], NOW)).stale).toBe(true);
    const skew = await cookieFor(data({ issuedAt: NOW + 30, lastSeen: NOW + 30 }));
    expect((await readSession(requestWith(skew), [SECRET_A], NOW)).data).not.toBeNull();
  });

  test("touch is requested only after an hour without a rewrite", async () => {
    const recent = await cookieFor(data({ lastSeen: NOW - 60 }));
    expect((await readSession(requestWith(recent), [SECRET_A], NOW)).touch).toBe(false);
    const hourAgo = await cookieFor(data({ lastSeen: NOW - 3601 }));
    expect((await readSession(requestWith(hourAgo), [SECRET_A], NOW)).touch).toBe(true);
  });

  test("rotation: a cookie sealed with the old secret still reads", async () => {
    const cookie = await cookieFor(data(), [SECRET_A]);
    expect((await readSession(requestWith(cookie), [SECRET_B, SECRET_A], NOW)).data).toEqual(data());
  });

  test("reads the right cookie among others", async () => {
    const cookie = await cookieFor(data());
    const header = `flash=x; lng=es; ${cookie}; other=1`;
    expect((await readSession(requestWith(header), [SECRET_A], NOW)).data).toEqual(data());
  });
});

describe("cookies", () => {
  test("commitSession on http: sesion, HttpOnly, SameSite=Lax, Path=/, no Secure, 30 days", async () => {
    const header = await commitSession(data(), [SECRET_A], false);
    expect(header.startsWith("sesion=")).toBe(true);
    const attrs = header.split("; ").slice(1);
    expect(attrs).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", `Max-Age=${SESSION_MAX_AGE_S}`]),
    );
    expect(attrs).not.toContain("Secure");
    expect(header).not.toMatch(/Domain=/i);
    const value = pair(header).slice("sesion=".length);
    expect(await unseal(value, [SECRET_A])).toEqual(data());
  });

  test("commitSession on https: __Host-sesion with Secure, Path=/ and no Domain", async () => {
    const header = await commitSession(data(), [SECRET_A], true);
    expect(header.startsWith("__Host-sesion=")).toBe(true);
    expect(header.split("; ")).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", "Secure"]));
    expect(header).not.toMatch(/Domain=/i);
  });

  test("destroySession expires the cookie of the same name", () => {
    expect(destroySession(false)).toMatch(/^sesion=; /);
    expect(destroySession(false)).toContain("Max-Age=0");
    expect(destroySession(true)).toMatch(/^__Host-sesion=; /);
    expect(destroySession(true).split("; ")).toEqual(expect.arrayContaining(["Secure", "Path=/", "Max-Age=0"]));
  });

  test("readCookie matches whole names only", () => {
    const req = requestWith("xsesion=1; sesionx=2; sesion=3");
    expect(readCookie(req, "sesion")).toBe("3");
    expect(readCookie(req, "missing")).toBeNull();
    expect(readCookie(new Request("http://app.test/"), "sesion")).toBeNull();
  });
});
