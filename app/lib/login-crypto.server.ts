// Login credentials leave the Worker encrypted with the API's RSA public key (RSA-OAEP, SHA-256).
const keyCache = new Map<string, Promise<CryptoKey>>();

function publicKey(jwkJson: string): Promise<CryptoKey> {
  let key = keyCache.get(jwkJson);
  if (!key) {
    key = crypto.subtle.importKey(
      "jwk",
      JSON.parse(jwkJson) as JsonWebKey,
      { name: "RSA-OAEP", hash: "SHA-256" },
      false,
      ["encrypt"],
    );
    keyCache.set(jwkJson, key);
  }
  return key;
}

export async function encryptCredential(jwkJson: string, plaintext: string): Promise<string> {
  const cipher = await crypto.subtle.encrypt(
    { name: "RSA-OAEP" },
    await publicKey(jwkJson),
    new TextEncoder().encode(plaintext),
  );
  let s = "";
  for (const b of new Uint8Array(cipher)) s += String.fromCharCode(b);
  return btoa(s);
}
