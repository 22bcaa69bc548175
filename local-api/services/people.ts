// An institution's people: who may see or manage them, the paginated lists, invitations (one e-mail at a
// time; the bulk endpoint calls the same function per line) and deactivation.
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { API_PAGE_SIZE, type ApiInviteResult, type ApiMentorCard, type ApiPerson } from "../../app/api/contract/people";
import { revokeUserTokens } from "../auth";
import { bytesToBase64, generateLinkCode, PBKDF2_ITERATIONS, randomBytes, sha256Hex } from "../crypto";
import { type Db, isUniqueViolation } from "../db/client";
import {
  confirmations,
  institutionMembers,
  institutionOfficials,
  institutions,
  tags,
  userSkills,
  users,
} from "../db/schema";
import type { UserRow } from "../env";
import { fieldError, forbidden, notFound, nowIso } from "../http";
import { checkPageInRange, pageOf, type Page } from "../pagination";
import { type InviteContext, type Mail, addedNoticeMail, invitationMail, queueMail } from "../outbox";
import { deriveUsername, findUserByEmail, findUserByRef, normalizeEmail } from "./accounts";

export const PEOPLE_MESSAGES = {
  notStaff: "Este e-mail ya pertenece a un usuario que no es funcionario.",
  isStaff: "Este e-mail ya pertenece a un funcionario de una institución.",
} as const;

export type InstitutionRow = typeof institutions.$inferSelect;
export type PersonKind = "funcionario" | "emprendedor" | "mentor";
export type MemberRole = "mentor" | "emprendedor";

// The reviews dialog shows the newest ones; a mentor with more is well reviewed already.
const REVIEWS_LIMIT = 100;
const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------
// Who is who

export async function findInstitution(db: Db, id: number): Promise<InstitutionRow | undefined> {
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id)).limit(1);
  return row;
}

/** "Their" institution: the first one the user administers (lowest id), as in the user serializer. */
export async function administeredInstitution(db: Db, userId: number): Promise<InstitutionRow | undefined> {
  const [row] = await db
    .select({ institution: institutions })
    .from(institutionOfficials)
    .innerJoin(institutions, eq(institutions.id, institutionOfficials.entidad_id))
    .where(eq(institutionOfficials.user_id, userId))
    .orderBy(asc(institutions.id))
    .limit(1);
  return row?.institution;
}

export async function isOfficialOf(db: Db, userId: number, entidadId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: institutionOfficials.user_id })
    .from(institutionOfficials)
    .where(and(eq(institutionOfficials.user_id, userId), eq(institutionOfficials.entidad_id, entidadId)))
    .limit(1);
  return row !== undefined;
}

async function isMemberOf(db: Db, userId: number, entidadId: number, rol?: MemberRole): Promise<boolean> {
  const conditions = [eq(institutionMembers.user_id, userId), eq(institutionMembers.entidad_id, entidadId)];
  if (rol) conditions.push(eq(institutionMembers.rol, rol));
  const [row] = await db
    .select({ id: institutionMembers.user_id })
    .from(institutionMembers)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function isOfficialAnywhere(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: institutionOfficials.user_id })
    .from(institutionOfficials)
    .where(eq(institutionOfficials.user_id, userId))
    .limit(1);
  return row !== undefined;
}

async function isMemberAnywhere(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: institutionMembers.user_id })
    .from(institutionMembers)
    .where(eq(institutionMembers.user_id, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * The institution of a list, if the viewer may read it: officials read every list; its mentors and
 * entrepreneurs read the entrepreneur list. 404 for an unknown institution, 403 otherwise.
 */
export async function institutionForList(
  db: Db,
  viewerId: number,
  entidadId: number,
  list: PersonKind,
): Promise<InstitutionRow> {
  const institution = await findInstitution(db, entidadId);
  if (!institution) throw notFound();
  if (await isOfficialOf(db, viewerId, entidadId)) return institution;
  if (list === "emprendedor" && (await isMemberOf(db, viewerId, entidadId))) return institution;
  throw forbidden();
}

// ---------------------------------------------------------------------------------------------------
// Lists

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Name filter: first or last name (or both, "Ana Pérez") contains `q`. SQLite folds ASCII case only,
 * so the lowercase, uppercase and capitalised spellings of `q` are tried too (Álvaro, álvaro, ÁLVARO).
 */
function nameFilter(q: string | undefined): SQL | undefined {
  const text = q?.trim().slice(0, 100);
  if (!text) return undefined;
  const capitalised = text
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, c: string) => space + c.toUpperCase());
  const variants = [...new Set([text, text.toLowerCase(), text.toUpperCase(), capitalised])];
  const name = sql`(u.first_name || ' ' || u.last_name)`;
  return sql.join(
    variants.map((v) => sql`${name} LIKE ${`%${escapeLike(v)}%`} ESCAPE '\\'`),
    sql` OR `,
  );
}

// Strings compare by code unit: Álvarez would sort after Zapata. Folding the accented letters of Spanish and
// Portuguese names (and case) gives the order a reader expects.
const FOLDS: [string, string][] = [..."ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇç"].map((c) => [
  c,
  c.normalize("NFD").charAt(0).toLowerCase(),
]);

type PersonRow = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  img_usuario: string | null;
  is_active: number;
  titulo: string | null;
  descripcion: string | null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `q` on a list: the name contains it, or (when the list shows e-mails) `q` is the person's whole e-mail, any case.
 * The list is walked by its institution's index either way (e-mails are stored lower-cased); under secure_emails an
 * e-mail matches nobody, so a search never tells whether an address is a member's.
 */
function personFilter(q: string | undefined, matchEmails: boolean): SQL | undefined {
  const name = nameFilter(q);
  const email = q?.trim().toLowerCase();
  if (!name || !matchEmails || !email || email.length > 254 || !EMAIL.test(email)) return name;
  return sql`${name} OR u.email = ${email}`;
}

/** FROM/WHERE of a list: the institution's staff, or its members in one role; never deactivated users. */
function listSource(institution: InstitutionRow, list: PersonKind, q: string | undefined): SQL {
  const join =
    list === "funcionario"
      ? sql`JOIN funcionarios p ON p.user_id = u.id AND p.entidad_id = ${institution.id}`
      : sql`JOIN entidad_miembros p ON p.user_id = u.id AND p.entidad_id = ${institution.id} AND p.rol = ${list}`;
  const filter = personFilter(q, !institution.secure_emails);
  return sql`FROM usuarios u ${join} WHERE u.deactivated_at IS NULL${filter ? sql` AND (${filter})` : sql``}`;
}

async function listRows(
  db: Db,
  institution: InstitutionRow,
  list: PersonKind,
  page: number,
  q: string | undefined,
): Promise<{ count: number; rows: PersonRow[] }> {
  if (list === "funcionario") return pagedPeople(db, listSource(institution, list, q), page);
  return pagedMembers(db, listSource(institution, list, q), page);
}

const PERSON_COLUMNS = sql`u.id, u.username, u.first_name, u.last_name, u.email, u.img_usuario, u.is_active, u.titulo,
  u.descripcion`;

/**
 * One page of an institution's mentors or entrepreneurs by name, with the total, in one statement: the names' folded
 * keys are kept with the membership (migration 0016, the fold of foldKey), so the page is a walk of
 * entidad_miembros_name_idx that stops after it (issue 31: the institution's ~2,000 names no longer go through
 * JavaScript). 404 past the last page (no row: past the end, as page 1 of an empty list has a count of 0).
 */
async function pagedMembers(db: Db, source: SQL, page: number): Promise<{ count: number; rows: PersonRow[] }> {
  const found = await db.all<PersonRow & { total: number }>(sql`
    SELECT (SELECT count(*) ${source}) AS total, ${PERSON_COLUMNS} ${source}
    ORDER BY p.last_name_key, p.first_name_key, p.user_id
    LIMIT ${API_PAGE_SIZE} OFFSET ${(page - 1) * API_PAGE_SIZE}`);
  const count = found[0]?.total ?? 0;
  checkPageInRange(page, found.length ? count : 0);
  return { count, rows: found.map(({ total: _, ...row }) => row) };
}

/** A program's entrepreneurs (deactivated ones too, as the program page always listed them), `q` on name or username. */
export function programEntrepreneurRows(
  db: Db,
  programId: number,
  page: number,
  q: string | undefined,
): Promise<{ count: number; rows: PersonRow[] }> {
  const text = q?.trim().slice(0, 100);
  // The name as in the people lists, or the username (the program page always searched both).
  const filter = text
    ? sql`(${nameFilter(text)}) OR u.username LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`
    : undefined;
  return pagedPeople(
    db,
    sql`FROM usuarios u JOIN programa_emprendedores p ON p.user_id = u.id AND p.programa_id = ${programId}${
      filter ? sql` WHERE (${filter})` : sql``
    }`,
    page,
  );
}

const FOLD = new Map(FOLDS);
/** sortKey's fold in JavaScript, the same to the letter: ASCII lower case (SQLite's lower()), then FOLDS. */
function foldKey(text: string): string {
  let out = "";
  for (const c of text.replace(/[A-Z]/g, (l) => l.toLowerCase())) out += FOLD.get(c) ?? c;
  return out;
}
const byFoldedName = (a: SortRow, b: SortRow) =>
  a.last < b.last ? -1 : a.last > b.last ? 1 : a.first < b.first ? -1 : a.first > b.first ? 1 : a.id - b.id;
type SortRow = { id: number; last: string; first: string };

/**
 * One page of people by name (accent-folded), 15 a page, with the total; 404 past the last page. The names are
 * sorted here, not in SQL (issue 31): folding every name of an institution of thousands in SQL (48 replace()
 * calls a name) was most of the list's time, and no index serves a fold.
 */
async function pagedPeople(db: Db, source: SQL, page: number): Promise<{ count: number; rows: PersonRow[] }> {
  const names = await db.all<{ id: number; first_name: string; last_name: string }>(
    sql`SELECT u.id, u.first_name, u.last_name ${source}`,
  );
  const count = names.length;
  checkPageInRange(page, count);
  const ids = names
    .map((n): SortRow => ({ id: n.id, last: foldKey(n.last_name), first: foldKey(n.first_name) }))
    .sort(byFoldedName)
    .slice((page - 1) * API_PAGE_SIZE, page * API_PAGE_SIZE)
    .map((n) => n.id);
  if (ids.length === 0) return { count, rows: [] };
  const found = await db.all<PersonRow>(sql`
    SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.img_usuario, u.is_active, u.titulo, u.descripcion
    FROM usuarios u WHERE u.id IN (${sql.join(ids, sql`, `)})
  `);
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.map((id) => byId.get(id)).filter((row): row is PersonRow => row !== undefined);
  return { count, rows };
}

function personOf(row: PersonRow, institution: InstitutionRow): ApiPerson {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    // secure_emails hides e-mails in every list, whoever reads it.
    email: institution.secure_emails ? null : row.email,
    img_usuario: row.img_usuario,
    is_active: Boolean(row.is_active),
  };
}

export type ListQuery = { page: number; q?: string; requestUrl: string };

export async function listPeople(
  db: Db,
  institution: InstitutionRow,
  list: "funcionario" | "emprendedor",
  query: ListQuery,
): Promise<Page<ApiPerson>> {
  const { count, rows } = await listRows(db, institution, list, query.page, query.q);
  return pageOf(
    query.requestUrl,
    query.page,
    count,
    rows.map((row) => personOf(row, institution)),
  );
}

export async function listMentors(db: Db, institution: InstitutionRow, query: ListQuery): Promise<Page<ApiMentorCard>> {
  const { count, rows } = await listRows(db, institution, "mentor", query.page, query.q);
  const ids = rows.map((row) => row.id);
  const [skills, stats] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              user_id: userSkills.user_id,
              tag: userSkills.tag_id,
              name: tags.name,
              description: userSkills.description,
            })
            .from(userSkills)
            .innerJoin(tags, eq(tags.id, userSkills.tag_id))
            .where(inArray(userSkills.user_id, ids))
            .orderBy(asc(tags.name)),
          db.all<{ mentor_id: number; reviews: number; puntaje: number | null; nsesiones: number }>(sql`
            SELECT m.id AS mentor_id,
              (SELECT COUNT(*) FROM calificaciones WHERE mentor_id = m.id) AS reviews,
              (SELECT ROUND(AVG(puntaje), 2) FROM calificaciones WHERE mentor_id = m.id) AS puntaje,
              (SELECT COUNT(*) FROM eventos WHERE mentor_id = m.id AND cancelado_at IS NULL) AS nsesiones
            FROM usuarios m WHERE m.id IN (${sql.join(ids, sql`, `)})
          `),
        ]);
  const statsById = new Map(stats.map((s) => [s.mentor_id, s]));
  return pageOf(
    query.requestUrl,
    query.page,
    count,
    rows.map((row) => {
      const stat = statsById.get(row.id);
      return {
        ...personOf(row, institution),
        titulo: row.titulo,
        descripcion: row.descripcion,
        skills: skills
          .filter((s) => s.user_id === row.id)
          .map(({ tag, name, description }) => ({ tag, name, description })),
        puntaje: stat?.puntaje ?? null,
        reviews: stat?.reviews ?? 0,
        // The sessions the mentor mentors (as the user object's nsesiones counts them).
        nsesiones: stat?.nsesiones ?? 0,
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Invitations

/** A password hash in the stored format that no password matches (the invitee chooses one later). */
export function unusablePasswordHash(): string {
  return ["pbkdf2_sha256", PBKDF2_ITERATIONS, bytesToBase64(randomBytes(16)), bytesToBase64(randomBytes(32))].join("$");
}

/** The role in the institution's own words (its mentor and entrepreneur terms), lower case. */
export function roleLabel(institution: InstitutionRow, kind: PersonKind): string {
  if (kind === "funcionario") return "funcionario";
  return (kind === "mentor" ? institution.mentor_tipo : institution.emprendedor_tipo).toLowerCase();
}

export type InviteInput = { email: string; first_name: string; last_name: string };
export type InviteOptions = { institution: InstitutionRow; kind: PersonKind; appBaseUrl: string };

/** The e-mail field of each kind's body: the API reports errors on it. */
export const INVITE_EMAIL_FIELD: Record<PersonKind, string> = {
  funcionario: "funcionario",
  emprendedor: "emprendedor",
  mentor: "mentor",
};

function membershipInsert(db: Db, kind: PersonKind, entidadId: number, userId: number | SQL) {
  return kind === "funcionario"
    ? db.insert(institutionOfficials).values({ entidad_id: entidadId, user_id: userId }).onConflictDoNothing()
    : db.insert(institutionMembers).values({ entidad_id: entidadId, user_id: userId, rol: kind }).onConflictDoNothing();
}

// Not async: awaiting a Drizzle query runs it, so the caller hashes the code first.
function confirmationInsert(db: Db, userId: number | SQL, codeHash: string) {
  return db.insert(confirmations).values({
    code_hash: codeHash,
    user_id: userId,
    expires_at: nowIso(CONFIRMATION_TTL_MS),
  });
}

/**
 * Invites one person to the caller's institution:
 * - a new e-mail: a pending account (unusable password, e-mail not confirmed), the membership, a
 *   confirmation code and the invitation e-mail → "invitado";
 * - an existing account not yet in the institution in that role: the membership and a notice e-mail
 *   (an invitation with a fresh confirmation link instead when the account was never confirmed) →
 *   "agregado". A user the institution (or another) deactivated is reactivated this way: the
 *   deactivation is cleared, and is_active restored if the user had ever signed in;
 * - already there in that role (and not deactivated) → "ya_miembro", nothing sent.
 * Staff and members do not mix: an official cannot become a mentor or entrepreneur, nor a mentor or
 * entrepreneur an official (400 on the e-mail field).
 */
export async function invitePerson(db: Db, input: InviteInput, options: InviteOptions): Promise<ApiInviteResult> {
  const email = normalizeEmail(input.email.trim());
  const person = { email, first_name: input.first_name.trim(), last_name: input.last_name.trim() };
  for (let attempt = 0; ; attempt++) {
    try {
      const existing = await findUserByEmail(db, email);
      const estado = existing ? await addExistingUser(db, existing, options) : await createInvitee(db, person, options);
      return { ...person, estado };
    } catch (error) {
      // A concurrent invite of the same e-mail (a double submit) or a username taken meanwhile: retry.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function createInvitee(db: Db, person: InviteInput, options: InviteOptions): Promise<"invitado"> {
  const { institution, kind } = options;
  const code = generateLinkCode();
  const newUserId = sql`(select ${users.id} from ${users} where ${users.email} = ${person.email})`;
  const context: InviteContext = {
    institution: institution.razon_social,
    role: roleLabel(institution, kind),
    appBaseUrl: options.appBaseUrl,
  };
  await db.batch([
    db.insert(users).values({
      username: await deriveUsername(db, person.email),
      email: person.email,
      password: unusablePasswordHash(),
      first_name: person.first_name,
      last_name: person.last_name,
      mentor: kind === "mentor",
      is_active: false,
      is_new: true,
    }),
    membershipInsert(db, kind, institution.id, newUserId),
    confirmationInsert(db, newUserId, await sha256Hex(code)),
    queueMail(db, invitationMail(person.email, person.first_name, context, code)),
  ]);
  return "invitado";
}

/** An invitee who never opened a confirmation link (seeded and self-registered accounts count as confirmed). */
async function neverConfirmed(db: Db, user: UserRow): Promise<boolean> {
  if (user.is_active || user.last_login !== null) return false;
  const [row] = await db.all<{ total: number; used: number }>(
    sql`SELECT COUNT(*) AS total, COUNT(used_at) AS used FROM confirmaciones WHERE user_id = ${user.id}`,
  );
  return (row?.total ?? 0) > 0 && (row?.used ?? 0) === 0;
}

async function addExistingUser(db: Db, user: UserRow, options: InviteOptions): Promise<"agregado" | "ya_miembro"> {
  const { institution, kind } = options;
  const field = INVITE_EMAIL_FIELD[kind];
  if (kind === "funcionario") {
    if (await isMemberAnywhere(db, user.id)) throw fieldError(field, PEOPLE_MESSAGES.notStaff);
    if (!user.deactivated_at && (await isOfficialOf(db, user.id, institution.id))) return "ya_miembro";
  } else {
    if (await isOfficialAnywhere(db, user.id)) throw fieldError(field, PEOPLE_MESSAGES.isStaff);
    if (!user.deactivated_at && (await isMemberOf(db, user.id, institution.id, kind))) return "ya_miembro";
  }
  const context: InviteContext = {
    institution: institution.razon_social,
    role: roleLabel(institution, kind),
    appBaseUrl: options.appBaseUrl,
  };
  const everConfirmed = !(await neverConfirmed(db, user));
  // The membership first, alone: only the request that actually adds it (or reactivates the user)
  // sends an e-mail, so two concurrent submits still send one.
  const joined = await membershipInsert(db, kind, institution.id, user.id).returning();
  let reactivated = false;
  if (user.deactivated_at) {
    const rows = await db
      .update(users)
      .set(everConfirmed ? { deactivated_at: null, is_active: true } : { deactivated_at: null })
      .where(and(eq(users.id, user.id), isNotNull(users.deactivated_at)))
      .returning({ id: users.id });
    reactivated = rows.length > 0;
  }
  if (joined.length === 0 && !reactivated) return "ya_miembro";
  const statements: BatchItem<"sqlite">[] = [];
  if (kind === "mentor" && !user.mentor) {
    statements.push(db.update(users).set({ mentor: true }).where(eq(users.id, user.id)));
  }
  let mail: Mail;
  if (!everConfirmed) {
    // Never confirmed: send a fresh confirmation link (the first one may have expired).
    const code = generateLinkCode();
    statements.push(confirmationInsert(db, user.id, await sha256Hex(code)));
    mail = invitationMail(user.email, user.first_name, context, code);
  } else {
    mail = addedNoticeMail(user.email, user.first_name, context);
  }
  await db.batch([queueMail(db, mail), ...statements]);
  return "agregado";
}

// ---------------------------------------------------------------------------------------------------
// Deactivation and reviews

/**
 * PUT /usuario/desactivar/{username}: an official deactivates a mentor or entrepreneur of their
 * institution. The account stays (with its memberships) but cannot sign in: is_active false,
 * deactivated_at set (a confirmation link sent earlier no longer activates it), every token revoked.
 * Officials (including oneself) cannot be deactivated here: 403. Anyone else's user: 404.
 */
export async function deactivateMember(db: Db, caller: UserRow, username: string): Promise<UserRow> {
  if (!(await isOfficialAnywhere(db, caller.id))) throw forbidden();
  const target = await findUserByRef(db, username);
  if (!target || /^\d+$/.test(username)) throw notFound();
  if (target.id === caller.id || (await isOfficialAnywhere(db, target.id))) throw forbidden();
  const [related] = await db.all<{ ok: number }>(sql`
    SELECT 1 AS ok FROM entidad_miembros m JOIN funcionarios f ON f.entidad_id = m.entidad_id
    WHERE m.user_id = ${target.id} AND f.user_id = ${caller.id} LIMIT 1
  `);
  if (!related) throw notFound();
  await db.batch([
    db
      .update(users)
      .set({ is_active: false, deactivated_at: target.deactivated_at ?? nowIso() })
      .where(eq(users.id, target.id)),
    revokeUserTokens(db, target.id),
  ]);
  return target;
}

/** GET /usuario/resenas/{id}: an active mentor's reviews, newest first; 404 for anyone else. */
export async function mentorReviews(db: Db, mentorId: number) {
  const [mentor] = await db.all<{ id: number }>(sql`
    SELECT u.id FROM usuarios u
    WHERE u.id = ${mentorId} AND u.is_active = 1 AND u.deactivated_at IS NULL
      AND (u.mentor = 1 OR EXISTS (SELECT 1 FROM entidad_miembros m WHERE m.user_id = u.id AND m.rol = 'mentor'))
  `);
  if (!mentor) throw notFound();
  const rows = await db.all<{
    id: number;
    puntaje: number;
    comentario: string;
    created_at: string;
    autor_first_name: string | null;
    autor_last_name: string | null;
  }>(sql`
    SELECT c.id, c.puntaje, c.comentario, c.created_at,
      a.first_name AS autor_first_name, a.last_name AS autor_last_name
    FROM calificaciones c LEFT JOIN usuarios a ON a.id = c.autor_id
    WHERE c.mentor_id = ${mentorId}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${REVIEWS_LIMIT}
  `);
  return rows.map((row) => ({
    id: row.id,
    puntaje: row.puntaje,
    comentario: row.comentario,
    created_at: row.created_at,
    autor:
      row.autor_first_name === null ? null : { first_name: row.autor_first_name, last_name: row.autor_last_name ?? "" },
  }));
}
