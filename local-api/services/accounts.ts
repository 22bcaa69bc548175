// Accounts: registration (user, or user plus institution), lookups and the user's theme.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { generateLinkCode, hashPassword, sha256Hex } from "../crypto";
import { type Db, isUniqueViolation } from "../db/client";
import { confirmations, institutionMembers, institutionOfficials, institutions, programs, users } from "../db/schema";
import type { UserRow } from "../env";
import { ApiError, type FieldErrors, addFieldError, nowIso } from "../http";
import { confirmationMail, queueMail } from "../outbox";

export const ACCOUNT_MESSAGES = {
  emailTaken: "Ya existe un usuario con este e-mail.",
  usernameTaken: "Ya existe un usuario con este nombre.",
  usernameInvalid:
    "Introduzca un nombre de usuario válido. Este valor solo puede contener letras, números y los caracteres @/./+/-/_.",
  usernameNumeric: "El nombre de usuario no puede contener solo números.",
  usernameReserved: "Este nombre de usuario no está disponible.",
  passwordMismatch: "Las contraseñas no coinciden!",
  blank: "Este campo no puede estar en blanco.",
} as const;

// Single-segment paths under /usuario/ that GET /usuario/{username} would otherwise shadow.
const RESERVED_USERNAMES = new Set([
  "tags",
  "tipos",
  "login",
  "logout",
  "password",
  "cambiar_pwd",
  "confirmar_cambiar_pwd",
  "crear",
  "confirmar",
]);

const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

/** Field errors of a username (Django's rules, plus: not all digits, since /usuario/{id} takes numbers). */
export function checkUsername(errors: FieldErrors, username: string): void {
  if (!/^[\p{L}\p{N}_.@+-]+$/u.test(username)) {
    addFieldError(errors, "username", ACCOUNT_MESSAGES.usernameInvalid);
  } else if (/^\d+$/.test(username)) {
    addFieldError(errors, "username", ACCOUNT_MESSAGES.usernameNumeric);
  } else if (RESERVED_USERNAMES.has(username.toLowerCase())) {
    addFieldError(errors, "username", ACCOUNT_MESSAGES.usernameReserved);
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

/** `/usuario/{ref}`: digits are an id, anything else a username (case-insensitive). */
export async function findUserByRef(db: Db, ref: string): Promise<UserRow | undefined> {
  if (/^\d{1,15}$/.test(ref)) {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, Number(ref)))
      .limit(1);
    return user;
  }
  if (ref.length > 150) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${ref})`)
    .limit(1);
  return user;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

/** A free username derived from the e-mail's local part (institution sign-up has no username field). */
export async function deriveUsername(db: Db, email: string): Promise<string> {
  const local = email.split("@")[0] ?? "";
  let base = local
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9_.+-]/g, "")
    .slice(0, 30);
  if (!base || /^\d+$/.test(base) || RESERVED_USERNAMES.has(base)) base = "entidad";
  const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}${i + 2}`)];
  const taken = new Set(
    (
      await db
        .select({ username: sql<string>`lower(${users.username})` })
        .from(users)
        .where(inArray(sql`lower(${users.username})`, candidates))
    ).map((row) => row.username),
  );
  return (
    candidates.find((candidate) => !taken.has(candidate)) ?? `${base}${Math.floor(100_000 + Math.random() * 900_000)}`
  );
}

export type NewAccount = {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  telefono: string;
  mentor: boolean;
};

type SqliteBatch = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/** The institution 'Registro Empresas' creates, with its first program when one is named (core spec › Validation rules). */
export type NewInstitution = {
  razon_social: string;
  nit?: string | null;
  celular?: string | null;
  direccion?: string | null;
  descripcion?: string | null;
  program?: { nombre: string; n_sesiones: number } | null;
};

/**
 * Creates an inactive user (is_new true), optionally an institution it administers, a confirmation
 * code and the confirmation e-mail, all in one D1 batch (one transaction).
 */
export async function createAccount(
  db: Db,
  input: NewAccount,
  options: { appBaseUrl: string; institution?: NewInstitution },
): Promise<{ id: number; username: string; email: string }> {
  const email = normalizeEmail(input.email);
  const code = generateLinkCode();
  const userInsert = db
    .insert(users)
    .values({
      username: input.username,
      email,
      password: await hashPassword(input.password),
      first_name: input.first_name,
      last_name: input.last_name,
      telefono: input.telefono || null,
      mentor: input.mentor,
      is_active: false,
      is_new: true,
    })
    .returning({ id: users.id, username: users.username, email: users.email });
  // Later statements find the new user by its unique e-mail: a batch cannot pass ids along.
  const newUserId = sql`(select ${users.id} from ${users} where ${users.email} = ${email})`;
  const statements: SqliteBatch = [userInsert];
  if (options.institution) {
    statements.push(
      db.insert(institutions).values({
        razon_social: options.institution.razon_social,
        nit: options.institution.nit ?? null,
        celular: options.institution.celular ?? null,
        direccion: options.institution.direccion ?? null,
        descripcion: options.institution.descripcion ?? null,
      }),
      // last_insert_rowid() is the institution just inserted, in the same transaction.
      db.insert(institutionOfficials).values({ entidad_id: sql`last_insert_rowid()`, user_id: newUserId }),
    );
    const program = options.institution.program;
    if (program) {
      statements.push(
        db.insert(programs).values({
          entidad_id: sql`(select ${institutionOfficials.entidad_id} from ${institutionOfficials} where ${institutionOfficials.user_id} = ${newUserId})`,
          nombre: program.nombre,
          n_sesiones: program.n_sesiones,
        }),
      );
    }
  }
  statements.push(
    db.insert(confirmations).values({
      code_hash: await sha256Hex(code),
      user_id: newUserId,
      expires_at: nowIso(CONFIRMATION_TTL_MS),
    }),
    queueMail(db, confirmationMail(email, input.first_name, `${options.appBaseUrl}/user_confirmation/${code}`)),
  );
  try {
    const [inserted] = await db.batch(statements);
    const created = (inserted as { id: number; username: string; email: string }[])[0];
    if (!created) throw new Error("User insert returned no row");
    return created;
  } catch (error) {
    if (isUniqueViolation(error, "usuarios.email")) {
      throw new ApiError(400, { email: [ACCOUNT_MESSAGES.emailTaken] });
    }
    if (isUniqueViolation(error, "usuarios_username_unique") || isUniqueViolation(error, "usuarios.username")) {
      throw new ApiError(400, { username: [ACCOUNT_MESSAGES.usernameTaken] });
    }
    throw error;
  }
}

/**
 * The stored theme of the user's institution (core spec › Roles and permissions): the first one the user administers,
 * else the first one the user belongs to; 'default' without any.
 */
export async function userTheme(db: Db, userId: number): Promise<"default" | "banco"> {
  const [official] = await db
    .select({ theme: institutions.theme })
    .from(institutionOfficials)
    .innerJoin(institutions, eq(institutions.id, institutionOfficials.entidad_id))
    .where(eq(institutionOfficials.user_id, userId))
    .orderBy(asc(institutions.id))
    .limit(1);
  if (official) return official.theme;
  const [member] = await db
    .select({ theme: institutions.theme })
    .from(institutionMembers)
    .innerJoin(institutions, eq(institutions.id, institutionMembers.entidad_id))
    .where(eq(institutionMembers.user_id, userId))
    .orderBy(asc(institutions.id))
    .limit(1);
  return member?.theme ?? "default";
}
