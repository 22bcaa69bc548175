// Sign-in with RSA-encrypted credentials (POST /usuario/login) and sign-out (POST /usuario/logout).
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { loginBodySchema, tokenResponseSchema } from "../../../app/api/contract/usuario";
import { issueToken, requireAuth, revokeToken } from "../../auth";
import { decryptLoginValue, importLoginPrivateKey, verifyAgainstDummy, verifyPassword } from "../../crypto";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import {
  ApiError,
  type FieldErrors,
  addFieldError,
  detailError,
  nowIso,
  parseJsonBody,
  throwIfErrors,
} from "../../http";
import { findUserByEmail } from "../../services/accounts";
import { LOGIN_ACCOUNT_LIMIT, LOGIN_IP_LIMIT, clientAddress, exhausted, hit } from "../../throttle";

export const LOGIN_MESSAGES = {
  // Wrong credentials and unconfirmed or deactivated accounts get the same answer, like DRF's
  // ObtainAuthToken: 400 {"non_field_errors": [...]}. The app shows 'Datos inválidos' for any 400.
  invalidCredentials: "No puede iniciar sesión con las credenciales proporcionadas.",
  undecryptable: "No se pudo descifrar el valor.",
  notConfigured: "El inicio de sesión no está configurado en el servidor (LOGIN_PRIVATE_KEY).",
  tooManyAttempts: "Demasiados intentos de inicio de sesión. Por favor espera unos minutos e intenta de nuevo.",
} as const;

// base64 of a 4096-bit RSA ciphertext is 684 characters; anything longer is not a login value.
const MAX_CIPHERTEXT_LENGTH = 1024;

/** The private key, or a 503 that names the missing setting (a configuration error, not the client's). */
async function loginKey(privateJwk: string | undefined): Promise<CryptoKey> {
  try {
    return await importLoginPrivateKey(privateJwk ?? "");
  } catch (error) {
    console.error("local-api: LOGIN_PRIVATE_KEY is missing or is not an RSA-OAEP-256 private JWK", error);
    throw detailError(503, LOGIN_MESSAGES.notConfigured);
  }
}

export const sessionRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const db = c.get("db");
    const body = await parseJsonBody(c, loginBodySchema);
    const errors: FieldErrors = {};
    for (const field of ["email", "password"] as const) {
      if (body[field].length > MAX_CIPHERTEXT_LENGTH) addFieldError(errors, field, LOGIN_MESSAGES.undecryptable);
    }
    throwIfErrors(errors);
    const key = await loginKey(c.env.LOGIN_PRIVATE_KEY);
    const [email, password] = await Promise.all([
      decryptLoginValue(key, body.email),
      decryptLoginValue(key, body.password),
    ]);
    if (email === null || password === null) {
      if (email === null) addFieldError(errors, "email", LOGIN_MESSAGES.undecryptable);
      if (password === null) addFieldError(errors, "password", LOGIN_MESSAGES.undecryptable);
      throw new ApiError(400, errors);
    }

    // Issue 34 §2: failed attempts are counted per account and per client address; once either has used up
    // its window, even the right password waits (so a guesser learns nothing), with a 429.
    const keys = [
      { key: `login:account:${email.trim().toLowerCase().slice(0, 254)}`, limit: LOGIN_ACCOUNT_LIMIT },
      { key: `login:ip:${clientAddress(c.req.raw.headers)}`, limit: LOGIN_IP_LIMIT },
    ];
    const locked = await Promise.all(keys.map(({ key, limit }) => exhausted(db, key, limit)));
    if (locked.some(Boolean)) throw detailError(429, LOGIN_MESSAGES.tooManyAttempts);
    const user = email.length <= 254 ? await findUserByEmail(db, email.trim()) : undefined;
    const valid = user ? await verifyPassword(password, user.password) : await verifyAgainstDummy(password);
    if (!user || !valid || !user.is_active) {
      await Promise.all(keys.map(({ key, limit }) => hit(db, key, limit)));
      throw new ApiError(400, { non_field_errors: [LOGIN_MESSAGES.invalidCredentials] });
    }
    const token = await issueToken(db, user.id);
    await db.update(users).set({ last_login: nowIso() }).where(eq(users.id, user.id));
    return c.json(tokenResponseSchema.parse({ token }), 200);
  })
  .post("/logout", requireAuth, async (c) => {
    await revokeToken(c.get("db"), c.get("tokenId"));
    return c.body(null, 204);
  });
