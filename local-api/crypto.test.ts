import { constants, pbkdf2Sync, privateDecrypt, createPrivateKey } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  PBKDF2_ITERATIONS,
  base64ToBytes,
  decryptLoginValue,
  encryptForLogin,
  generateLoginKeyPair,
  generateSixDigitCode,
  generateToken,
  hashPassword,
  importLoginPrivateKey,
  timingSafeEqual,
  verifyPassword,
} from "./crypto";
import { loginKeys } from "./testing/harness";

describe("password hashing", () => {
  test("stores pbkdf2_sha256$100000$salt_b64$hash_b64 with a 16-byte salt and a 32-byte hash", async () => {
    const stored = await hashPassword("Segura123!");
    expect(stored).toMatch(/^pbkdf2_sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    const [, , salt, hash] = stored.split("$");
    expect(base64ToBytes(salt ?? "")?.length).toBe(16);
    expect(base64ToBytes(hash ?? "")?.length).toBe(32);
  });

  test("is real PBKDF2-HMAC-SHA256 with 100000 iterations (checked against node:crypto)", async () => {
    const stored = await hashPassword("contraseña Ñ 123!");
    const [, iterations, salt, hash] = stored.split("$");
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    const expected = pbkdf2Sync("contraseña Ñ 123!", Buffer.from(salt ?? "", "base64"), 100_000, 32, "sha256");
    expect(hash).toBe(expected.toString("base64"));
  });

  test("uses a new salt each time", async () => {
    const [a, b] = await Promise.all([hashPassword("Segura123!"), hashPassword("Segura123!")]);
    expect(a).not.toBe(b);
  });

  test("verifies the right password and rejects others", async () => {
    const stored = await hashPassword("Segura123!");
    expect(await verifyPassword("Segura123!", stored)).toBe(true);
    expect(await verifyPassword("segura123!", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  test("rejects malformed or tampered hashes instead of throwing", async () => {
    const stored = await hashPassword("Segura123!");
    const [algorithm, iterations, salt, hash] = stored.split("$") as [string, string, string, string];
    const flipped = (hash[0] === "A" ? "B" : "A") + hash.slice(1);
    for (const bad of [
      "",
      "plain",
      `${algorithm}$${iterations}$${salt}`,
      `${algorithm}$${iterations}$${salt}$${flipped}`,
      `pbkdf2_sha1$${iterations}$${salt}$${hash}`,
      `${algorithm}$200000$${salt}$${hash}`,
      `${algorithm}$abc$${salt}$${hash}`,
      `${algorithm}$${iterations}$!!!$${hash}`,
      `${stored}$extra`,
    ]) {
      expect(await verifyPassword("Segura123!", bad)).toBe(false);
    }
  });
});

describe("helpers", () => {
  test("timingSafeEqual compares content and length", () => {
    const bytes = (values: number[]) => new Uint8Array(values);
    expect(timingSafeEqual(bytes([1, 2, 3]), bytes([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(bytes([1, 2, 3]), bytes([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(bytes([1, 2, 3]), bytes([1, 2]))).toBe(false);
    expect(timingSafeEqual(bytes([1, 2]), bytes([1, 2, 0]))).toBe(false);
  });

  test("tokens are 32 random bytes in hex", () => {
    const tokens = new Set(Array.from({ length: 50 }, generateToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  test("recovery codes are 6 digits and vary", () => {
    const codes = Array.from({ length: 200 }, generateSixDigitCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  test("base64ToBytes is strict", () => {
    expect(base64ToBytes("AAEC")).toEqual(new Uint8Array([0, 1, 2]));
    for (const bad of ["AAE", "A A=", "@@@@", "AAEC=="]) expect(base64ToBytes(bad)).toBeNull();
  });
});

describe("RSA login encryption", () => {
  test("generateLoginKeyPair returns RSA-OAEP-256 JWKs as JSON strings", async () => {
    const { publicJwk, privateJwk } = await loginKeys();
    const pub = JSON.parse(publicJwk) as JsonWebKey;
    const priv = JSON.parse(privateJwk) as JsonWebKey;
    expect(pub).toMatchObject({ kty: "RSA", alg: "RSA-OAEP-256", e: "AQAB" });
    expect(pub.d).toBeUndefined();
    expect(priv).toMatchObject({ kty: "RSA", alg: "RSA-OAEP-256" });
    expect(typeof priv.d).toBe("string");
    // 2048-bit modulus: 256 bytes, 342 base64url characters.
    expect(pub.n?.length).toBe(342);
  });

  test("encryptForLogin round-trips through the API's decryption", async () => {
    const { publicJwk, privateJwk } = await loginKeys();
    const key = await importLoginPrivateKey(privateJwk);
    const ciphertext = await encryptForLogin(publicJwk, "ana@example.test");
    expect(base64ToBytes(ciphertext)?.length).toBe(256);
    expect(await decryptLoginValue(key, ciphertext)).toBe("ana@example.test");
    // OAEP is randomized: the same text never gives the same ciphertext.
    expect(await encryptForLogin(publicJwk, "ana@example.test")).not.toBe(ciphertext);
  });

  test("is standard RSA-OAEP with SHA-256 (node:crypto decrypts it)", async () => {
    const { publicJwk, privateJwk } = await loginKeys();
    const ciphertext = await encryptForLogin(publicJwk, "Contraseña Ñ!");
    const plaintext = privateDecrypt(
      {
        key: createPrivateKey({ key: JSON.parse(privateJwk) as never, format: "jwk" }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: "sha256",
      },
      Buffer.from(ciphertext, "base64"),
    );
    expect(plaintext.toString("utf8")).toBe("Contraseña Ñ!");
  });

  test("decryptLoginValue returns null for anything that is not our ciphertext", async () => {
    const { privateJwk } = await loginKeys();
    const other = await generateLoginKeyPair();
    const key = await importLoginPrivateKey(privateJwk);
    const foreign = await encryptForLogin(other.publicJwk, "ana@example.test");
    for (const bad of ["", "not base64!", "AAAA", foreign, "ana@example.test"]) {
      expect(await decryptLoginValue(key, bad)).toBeNull();
    }
  });
});
