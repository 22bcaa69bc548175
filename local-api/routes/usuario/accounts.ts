// Sign-up (POST /usuario/crear/usuario, /usuario/crear/entidad) and e-mail confirmation
// (DELETE /usuario/confirmar/{code}).
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  confirmResponseSchema,
  createEntityBodySchema,
  createUserBodySchema,
  createdUserResponseSchema,
} from "../../../app/api/contract/usuario";
import { prepareToken } from "../../auth";
import { hashPassword, sha256Hex } from "../../crypto";
import type { Db } from "../../db/client";
import { confirmations, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import {
  type FieldErrors,
  addFieldError,
  notFound,
  nowIso,
  rawString,
  readJson,
  dataOrErrors,
  validate,
} from "../../http";
import { appBaseUrl, queueMail, signUpAttemptMail } from "../../outbox";
import { checkPasswordPolicy } from "../../password-policy";
import {
  ACCOUNT_MESSAGES,
  checkUsername,
  createAccount,
  deriveUsername,
  emailExists,
  findUserByEmail,
  normalizeEmail,
  usernameExists,
  userTheme,
} from "../../services/accounts";
import { SIGNUP_NOTICE_LIMIT, hit } from "../../throttle";

/**
 * Checks beyond the schema, on the raw values, so every field error comes back at once (as DRF does):
 * the password policy, the confirmation (only "does not match": its length is the password's
 * business), blank names and the username rules.
 */
function checkSignUpFields(errors: FieldErrors, body: unknown, fields: { username: boolean }) {
  checkPasswordPolicy(errors, body, "password");
  const password = rawString(body, "password");
  const confirmation = rawString(body, "confirm_password");
  if (password !== undefined && confirmation !== undefined) {
    delete errors.confirm_password;
    if (password !== confirmation) addFieldError(errors, "confirm_password", ACCOUNT_MESSAGES.passwordMismatch);
  }
  for (const field of ["first_name", "last_name"]) {
    const value = rawString(body, field);
    if (value !== undefined && value.length > 0 && !value.trim() && !errors[field]) {
      addFieldError(errors, field, ACCOUNT_MESSAGES.blank);
    }
  }
  const username = rawString(body, "username");
  if (fields.username && username !== undefined && username.length > 0 && !errors.username) {
    checkUsername(errors, username);
  }
}

/**
 * The username already in use (a field error: usernames are public anyway); says whether the e-mail has an
 * account, which the caller must not reveal. Only for values that passed every other check.
 */
async function checkTaken(db: Db, errors: FieldErrors, body: unknown, fields: { username: boolean }) {
  const email = rawString(body, "email");
  const emailTaken = email !== undefined && !errors.email && (await emailExists(db, email));
  const username = rawString(body, "username");
  if (fields.username && username !== undefined && !errors.username && (await usernameExists(db, username))) {
    addFieldError(errors, "username", ACCOUNT_MESSAGES.usernameTaken);
  }
  return emailTaken;
}

/**
 * Issue 34 §2: a sign-up with a registered e-mail gets the answer a new address gets (201, the next id, the
 * same work hashing the password) and the owner is told by e-mail instead, at most once an hour.
 */
async function answerAsNew(db: Db, input: { email: string; username: string; password: string }, baseUrl: string) {
  const owner = await findUserByEmail(db, input.email);
  await hashPassword(input.password);
  if (owner && (await hit(db, `signup:notice:${owner.id}`, SIGNUP_NOTICE_LIMIT))) {
    await queueMail(db, signUpAttemptMail(owner.email, owner.first_name, baseUrl));
  }
  const [next] = await db.select({ id: sql<number>`coalesce(max(${users.id}), 0) + 1` }).from(users);
  return createdUserResponseSchema.parse({
    id: next?.id ?? 1,
    username: input.username,
    email: normalizeEmail(input.email),
  });
}

export const accountRoutes = new Hono<AppEnv>()
  .post("/crear/usuario", async (c) => {
    const db = c.get("db");
    const body = await readJson(c);
    const { data: parsed, errors } = validate(createUserBodySchema, body);
    const fieldErrors: FieldErrors = errors ?? {};
    checkSignUpFields(fieldErrors, body, { username: true });
    const emailTaken = await checkTaken(db, fieldErrors, body, { username: true });
    const data = dataOrErrors(parsed, fieldErrors);
    const baseUrl = appBaseUrl(c.env.APP_URL, c.req.url);
    if (emailTaken) return c.json(await answerAsNew(db, data, baseUrl), 201);
    const created = await createAccount(
      db,
      {
        username: data.username,
        email: data.email,
        password: data.password,
        first_name: data.first_name.trim(),
        last_name: data.last_name.trim(),
        telefono: data.telefono.trim(),
        mentor: data.mentor,
      },
      { appBaseUrl: baseUrl },
    );
    return c.json(createdUserResponseSchema.parse(created), 201);
  })
  .post("/crear/entidad", async (c) => {
    const db = c.get("db");
    const body = await readJson(c);
    const { data: parsed, errors } = validate(createEntityBodySchema, body);
    const fieldErrors: FieldErrors = errors ?? {};
    checkSignUpFields(fieldErrors, body, { username: false });
    const emailTaken = await checkTaken(db, fieldErrors, body, { username: false });
    const data = dataOrErrors(parsed, fieldErrors);
    const baseUrl = appBaseUrl(c.env.APP_URL, c.req.url);
    if (emailTaken) {
      const answer = { email: data.email, username: await deriveUsername(db, data.email), password: data.password };
      return c.json(await answerAsNew(db, answer, baseUrl), 201);
    }
    const first_name = data.first_name.trim();
    const last_name = data.last_name.trim();
    // Without a razon_social the institution is named after its administrator; it can be edited later.
    const razon_social = data.razon_social?.trim() || `${first_name} ${last_name}`.slice(0, 200);
    const created = await createAccount(
      db,
      {
        username: await deriveUsername(db, data.email),
        email: data.email,
        password: data.password,
        first_name,
        last_name,
        telefono: data.celular?.trim() ?? "",
        mentor: false,
      },
      {
        appBaseUrl: baseUrl,
        institution: {
          razon_social,
          nit: data.nit?.trim() || null,
          celular: data.celular?.trim() || null,
          direccion: data.direccion?.trim() || null,
          descripcion: data.descripcion?.trim() || null,
          program: data.nombre?.trim() ? { nombre: data.nombre.trim(), n_sesiones: data.n_sesiones ?? 0 } : null,
        },
      },
    );
    return c.json(createdUserResponseSchema.parse(created), 201);
  })
  .delete("/confirmar/:code", async (c) => {
    const db = c.get("db");
    const code = c.req.param("code");
    if (!/^[0-9a-f]{16,128}$/i.test(code)) throw notFound();
    const now = nowIso();
    // Claiming the code and checking it in one UPDATE makes it single-use under concurrent requests.
    const [claimed] = await db
      .update(confirmations)
      .set({ used_at: now })
      .where(
        and(
          eq(confirmations.code_hash, await sha256Hex(code.toLowerCase())),
          isNull(confirmations.used_at),
          gt(confirmations.expires_at, now),
          // A link sent before an institution deactivated the user must not reactivate them.
          inArray(confirmations.user_id, db.select({ id: users.id }).from(users).where(isNull(users.deactivated_at))),
        ),
      )
      .returning({ user_id: confirmations.user_id });
    if (!claimed) throw notFound();
    const { token, insert } = await prepareToken(db, claimed.user_id);
    await db.batch([
      db.update(users).set({ is_active: true, last_login: now }).where(eq(users.id, claimed.user_id)),
      insert,
    ]);
    const theme = await userTheme(db, claimed.user_id);
    return c.json(confirmResponseSchema.parse({ token, theme }), 200);
  });
