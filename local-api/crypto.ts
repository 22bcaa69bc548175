// Crypto primitives of the local API, WebCrypto only (runs in workerd and in Node for tests).

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });

// workerd refuses PBKDF2 above 100000 iterations, so this is both the target and the maximum.
export const PBKDF2_ITERATIONS = 100_000;
const PBKDF2_ALGORITHM = "pbkdf2_sha256";
const SALT_BYTES = 16;
const HASH_BYTES = 32;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Strict base64 decoding; null instead of an exception on malformed input. */
export function base64ToBytes(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) return null;
  try {
    const binary = atob(value);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** Compares in time that depends only on the lengths, never on where the inputs differ. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export function timingSafeEqualStrings(a: string, b: string): boolean {
  return timingSafeEqual(encoder.encode(a), encoder.encode(b));
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(value));
  return bytesToHex(new Uint8Array(digest));
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/** Hash in Django's layout: pbkdf2_sha256$100000$salt_b64$hash_b64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return [PBKDF2_ALGORITHM, PBKDF2_ITERATIONS, bytesToBase64(salt), bytesToBase64(hash)].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText, ...rest] = stored.split("$");
  if (algorithm !== PBKDF2_ALGORITHM || rest.length > 0 || !saltText || !hashText) return false;
  const iterations = Number(iterationsText);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  const salt = base64ToBytes(saltText);
  const expected = base64ToBytes(hashText);
  if (!salt || !expected) return false;
  const actual = await pbkdf2(password, salt, iterations);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** Burns the same time as a real check, so unknown e-mails are not revealed by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy-password-for-timing");
  await verifyPassword(password, await dummyHash);
  return false;
}

/** API token: 32 random bytes, hex. Only its SHA-256 is stored. */
export function generateToken(): string {
  return bytesToHex(randomBytes(32));
}

/** Unguessable single-use code for links (e-mail confirmation). */
export function generateLinkCode(): string {
  return bytesToHex(randomBytes(24));
}

/** Uniform 6-digit code (rejection sampling avoids modulo bias). */
export function generateSixDigitCode(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value !== undefined && value < limit) return String(value % 1_000_000).padStart(6, "0");
  }
}

// RSA-OAEP with SHA-256: the login credentials are encrypted by the app with the public key.
const RSA_OAEP: RsaHashedImportParams = { name: "RSA-OAEP", hash: "SHA-256" };

/** New RSA-OAEP (SHA-256, 2048-bit) key pair as JWK JSON strings (LOGIN_PRIVATE_KEY and the app's public key). */
export async function generateLoginKeyPair(): Promise<{ publicJwk: string; privateJwk: string }> {
  const pair = (await crypto.subtle.generateKey(
    { ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ["encrypt", "decrypt"],
  )) as CryptoKeyPair;
  const [publicJwk, privateJwk] = await Promise.all([
    crypto.subtle.exportKey("jwk", pair.publicKey) as Promise<JsonWebKey>,
    crypto.subtle.exportKey("jwk", pair.privateKey) as Promise<JsonWebKey>,
  ]);
  return { publicJwk: JSON.stringify(publicJwk), privateJwk: JSON.stringify(privateJwk) };
}

/** base64(RSA-OAEP-SHA256(utf8(plaintext))): what POST /usuario/login expects for each value. */
export async function encryptForLogin(publicJwk: string, plaintext: string): Promise<string> {
  const key = await crypto.subtle.importKey("jwk", JSON.parse(publicJwk) as JsonWebKey, RSA_OAEP, false, ["encrypt"]);
  const ciphertext = await crypto.subtle.encrypt({ name: "RSA-OAEP" }, key, encoder.encode(plaintext));
  return bytesToBase64(new Uint8Array(ciphertext));
}

// Imported keys are cached per JWK string: importing costs more than decrypting.
const privateKeys = new Map<string, Promise<CryptoKey>>();

/** Imports LOGIN_PRIVATE_KEY; throws on a misconfigured key (a server error, not a client one). */
export function importLoginPrivateKey(privateJwk: string): Promise<CryptoKey> {
  let key = privateKeys.get(privateJwk);
  if (!key) {
    key = crypto.subtle.importKey("jwk", JSON.parse(privateJwk) as JsonWebKey, RSA_OAEP, false, ["decrypt"]);
    key.catch(() => privateKeys.delete(privateJwk));
    privateKeys.set(privateJwk, key);
  }
  return key;
}

/** Decrypts one login value; null when it is not valid base64 RSA-OAEP ciphertext of UTF-8 text. */
export async function decryptLoginValue(key: CryptoKey, value: string): Promise<string | null> {
  const ciphertext = base64ToBytes(value);
  if (!ciphertext || ciphertext.length === 0) return null;
  try {
    const plaintext = await crypto.subtle.decrypt({ name: "RSA-OAEP" }, key, ciphertext);
    return decoder.decode(plaintext);
  } catch {
    return null;
  }
}
