// Password recovery by e-mailed code (POST /usuario/cambiar_pwd, PUT /usuario/confirmar_cambiar_pwd)
// and password change of the signed-in user (PUT /usuario/password).
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  passwordChangeBodySchema,
  recoveryConfirmBodySchema,
  recoveryRequestBodySchema,
} from "../../../app/api/contract/usuario";
import { requireAuth, revokeUserTokens } from "../../auth";
import {
  bytesToHex,
  generateSixDigitCode,
  hashPassword,
  randomBytes,
  sha256Hex,
  timingSafeEqualStrings,
  verifyPassword,
} from "../../crypto";
import { passwordRecoveries, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError, type FieldErrors, dataOrErrors, nowIso, readJson, validate } from "../../http";
import { queueMail, recoveryMail } from "../../outbox";
import { checkPasswordPolicy } from "../../password-policy";
import { findUserByEmail } from "../../services/accounts";
import { RECOVERY_EMAIL_LIMIT, RECOVERY_IP_LIMIT, clientAddress, hit } from "../../throttle";

export const PASSWORD_MESSAGES = {
  recoveryRequested: "Si el correo está registrado, recibirás un código de verificación.",
  invalidCode: "El código no es válido o ha expirado.",
  wrongCurrent: "La contraseña actual no es correcta.",
  changed: "Contraseña actualizada correctamente",
} as const;

const RECOVERY_TTL_MS = 15 * 60 * 1000;
const RECOVERY_MAX_ATTEMPTS = 5;

function recoveryCodeHash(salt: string, code: string): Promise<string> {
  return sha256Hex(`${salt}:${code}`);
}

function invalidCode(): ApiError {
  return new ApiError(400, { codigo: [PASSWORD_MESSAGES.invalidCode] });
}

export const passwordRoutes = new Hono<AppEnv>()
  .post("/cambiar_pwd", async (c) => {
    const db = c.get("db");
    const { data, errors } = validate(recoveryRequestBodySchema, await readJson(c));
    if (errors) throw new ApiError(400, errors);
    // Issue 34 §2: requests are limited per e-mail and per client address; past a limit the answer is the
    // same 201, and nothing is sent (no inbox flood, no fresh codes to guess).
    const allowed = await Promise.all([
      hit(db, `recovery:email:${data.email.trim().toLowerCase()}`, RECOVERY_EMAIL_LIMIT),
      hit(db, `recovery:ip:${clientAddress(c.req.raw.headers)}`, RECOVERY_IP_LIMIT),
    ]);
    const user = allowed.every(Boolean) ? await findUserByEmail(db, data.email) : undefined;
    // Same 201 whether or not the e-mail is registered: the answer must not reveal accounts.
    if (user) {
      const now = nowIso();
      // One live code at a time: while the last one has not expired or been used, even with its guesses
      // spent (then it is locked until it expires), no new one is made.
      const [live] = await db
        .select({ id: passwordRecoveries.id })
        .from(passwordRecoveries)
        .where(
          and(
            eq(passwordRecoveries.user_id, user.id),
            isNull(passwordRecoveries.used_at),
            gt(passwordRecoveries.expires_at, now),
          ),
        )
        .limit(1);
      if (!live) {
        const code = generateSixDigitCode();
        const salt = bytesToHex(randomBytes(16));
        await db.batch([
          db.insert(passwordRecoveries).values({
            user_id: user.id,
            salt,
            code_hash: await recoveryCodeHash(salt, code),
            expires_at: nowIso(RECOVERY_TTL_MS),
          }),
          queueMail(db, recoveryMail(user.email, user.first_name, code)),
        ]);
      }
    }
    return c.json({ detail: PASSWORD_MESSAGES.recoveryRequested }, 201);
  })
  .put("/confirmar_cambiar_pwd", async (c) => {
    const db = c.get("db");
    const body = await readJson(c);
    const { data: parsed, errors } = validate(recoveryConfirmBodySchema, body);
    const fieldErrors: FieldErrors = errors ?? {};
    checkPasswordPolicy(fieldErrors, body, "password");
    const data = dataOrErrors(parsed, fieldErrors);
    const code = data.codigo.trim();
    if (!/^\d{6}$/.test(code)) throw invalidCode();
    const user = await findUserByEmail(db, data.email);
    if (!user) throw invalidCode();
    const now = nowIso();
    const [recovery] = await db
      .select()
      .from(passwordRecoveries)
      .where(
        and(
          eq(passwordRecoveries.user_id, user.id),
          isNull(passwordRecoveries.used_at),
          gt(passwordRecoveries.expires_at, now),
        ),
      )
      .orderBy(desc(passwordRecoveries.id))
      .limit(1);
    if (!recovery) throw invalidCode();
    // Count the attempt before comparing, atomically, so parallel guesses cannot exceed the limit.
    const [counted] = await db
      .update(passwordRecoveries)
      .set({ attempts: sql`${passwordRecoveries.attempts} + 1` })
      .where(
        and(
          eq(passwordRecoveries.id, recovery.id),
          isNull(passwordRecoveries.used_at),
          lt(passwordRecoveries.attempts, RECOVERY_MAX_ATTEMPTS),
        ),
      )
      .returning({ attempts: passwordRecoveries.attempts });
    if (!counted) throw invalidCode();
    const matches = timingSafeEqualStrings(await recoveryCodeHash(recovery.salt, code), recovery.code_hash);
    if (!matches) throw invalidCode();
    const [used] = await db
      .update(passwordRecoveries)
      .set({ used_at: now })
      .where(and(eq(passwordRecoveries.id, recovery.id), isNull(passwordRecoveries.used_at)))
      .returning({ id: passwordRecoveries.id });
    if (!used) throw invalidCode();
    // Every session of the account ends: whoever knew the old password is signed out.
    await db.batch([
      db
        .update(users)
        .set({ password: await hashPassword(data.password) })
        .where(eq(users.id, user.id)),
      revokeUserTokens(db, user.id),
    ]);
    return c.body(null, 204);
  })
  .put("/password", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const body = await readJson(c);
    const { data: parsed, errors } = validate(passwordChangeBodySchema, body);
    const fieldErrors: FieldErrors = errors ?? {};
    checkPasswordPolicy(fieldErrors, body, "new_password");
    const data = dataOrErrors(parsed, fieldErrors);
    if (data.password.length > 128 || !(await verifyPassword(data.password, user.password))) {
      throw new ApiError(400, { password: [PASSWORD_MESSAGES.wrongCurrent] });
    }
    // Other sessions end; the one that made the change stays signed in.
    await db.batch([
      db
        .update(users)
        .set({ password: await hashPassword(data.new_password) })
        .where(eq(users.id, user.id)),
      revokeUserTokens(db, user.id, c.get("tokenId")),
    ]);
    return c.json({ detail: PASSWORD_MESSAGES.changed }, 200);
  });
