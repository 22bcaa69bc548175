// Programs (issue 4): who may read or change one, their JSON body, and the people lists of the forms.
//
// Readers of a program and of its sub-resources: officials of its institution, entrepreneurs taking part
// in it, mentors of one of its tools. Anyone else (another institution's administrator included) gets
// 403; an unknown id 404. Only officials of the program's institution change it.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ApiProgram } from "../../app/api/contract/programa";
import type { Db } from "../db/client";
import {
  institutionMembers,
  institutionOfficials,
  programEntrepreneurs,
  programStaff,
  programs,
  users,
} from "../db/schema";
import type { AppEnv, UserRow } from "../env";
import { type FieldErrors, addFieldError, forbidden, notFound } from "../http";
import { mediaUrl } from "./institution";
import { memoized } from "../request-memo";

export const PROGRAM_MESSAGES = {
  notOfficial: "Solo los funcionarios de una institución pueden realizar esta acción.",
  imageSize: "La imagen no puede pesar más de 2 MB.",
  invalidId: "Tipo incorrecto. Se esperaba valor de clave primaria y se recibió str.",
  tooMany: (max: number) => `Asegúrese de que este campo no tenga más de ${max} elementos.`,
  notStaff: (id: number) => `El usuario ${id} no es funcionario de esta institución.`,
  notEntrepreneur: (id: number) => `El usuario ${id} no es emprendedor de esta institución.`,
  notMentor: (id: number) => `El usuario ${id} no es mentor de esta institución.`,
} as const;

/** Program images are public (shown in pages), served by GET /media/{key} like the logos. */
export const PROGRAM_IMAGE_PREFIX = "programas/";

/** At most this many ids in one people list of a form. */
export const MAX_PEOPLE_IDS = 500;

export type ProgramRow = typeof programs.$inferSelect;
export type ProgramRole = { official: boolean; entrepreneur: boolean; mentor: boolean };

/** D1 allows at most 100 bound parameters per statement: id lists are queried in slices. */
export function slices<T>(items: readonly T[], size = 80): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** The program and the caller's relation to it; 404 for an unknown id. */
export async function programWithRole(
  db: Db,
  userId: number,
  id: number,
): Promise<{ program: ProgramRow; role: ProgramRole }> {
  // Once per app request: a program's page asks for its stats, mentors, entrepreneurs and sessions together.
  return memoized(db, `program ${id} ${userId}`, () => readProgramWithRole(db, userId, id));
}

async function readProgramWithRole(
  db: Db,
  userId: number,
  id: number,
): Promise<{ program: ProgramRow; role: ProgramRole }> {
  // One round trip to D1 (issue 16 §2): the program and the caller's three relations to it. (A select on the
  // caller's own row carries the flags: a raw statement cannot join a batch.)
  const [[program], [flags]] = await db.batch([
    db.select().from(programs).where(eq(programs.id, id)).limit(1),
    db
      .select({
        official: sql<number>`EXISTS (SELECT 1 FROM funcionarios f JOIN programas p ON p.entidad_id = f.entidad_id
          WHERE p.id = ${id} AND f.user_id = ${userId})`,
        entrepreneur: sql<number>`EXISTS (SELECT 1 FROM programa_emprendedores WHERE programa_id = ${id} AND user_id = ${userId})`,
        mentor: sql<number>`EXISTS (
          SELECT 1 FROM mentoria_mentores mm JOIN mentorias m ON m.id = mm.mentoria_id
          WHERE m.programa_id = ${id} AND mm.user_id = ${userId}
        )`,
      })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  if (!program) throw notFound();
  return {
    program,
    role: {
      official: Boolean(flags?.official),
      entrepreneur: Boolean(flags?.entrepreneur),
      mentor: Boolean(flags?.mentor),
    },
  };
}

/** A program the caller may read (official, entrepreneur in it, mentor of a tool): 404 unknown, 403 otherwise. */
export async function requireProgramReader(db: Db, user: UserRow, id: number) {
  const found = await programWithRole(db, user.id, id);
  const { official, entrepreneur, mentor } = found.role;
  if (!official && !entrepreneur && !mentor) throw forbidden();
  return found;
}

/** A program the caller may change (an official of its institution): 404 unknown, 403 otherwise. */
export async function requireProgramEditor(db: Db, user: UserRow, id: number): Promise<ProgramRow> {
  const { program, role } = await programWithRole(db, user.id, id);
  if (!role.official) throw forbidden();
  return program;
}

/** The institutions the user administers, first ("their" institution) first. */
export async function officialInstitutions(db: Db, userId: number): Promise<number[]> {
  const rows = await officialInstitutionsQuery(db, userId);
  return rows.map((row) => row.id);
}

/** officialInstitutions' query, for a batch. */
export function officialInstitutionsQuery(db: Db, userId: number) {
  return db
    .select({ id: institutionOfficials.entidad_id })
    .from(institutionOfficials)
    .where(eq(institutionOfficials.user_id, userId))
    .orderBy(asc(institutionOfficials.entidad_id));
}

/** Programs in the API's shape: staff with names, entrepreneurs' ids, the image's absolute URL. */
export async function serializePrograms(c: Context<AppEnv>, rows: readonly ProgramRow[]): Promise<ApiProgram[]> {
  const db = c.get("db");
  const staff = new Map<number, ApiProgram["funcionario"]>();
  const entrepreneurs = new Map<number, number[]>();
  for (const ids of slices(rows.map((row) => row.id))) {
    const [staffRows, entrepreneurRows] = await db.batch([
      db
        .select({
          programa_id: programStaff.programa_id,
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
        })
        .from(programStaff)
        .innerJoin(users, eq(users.id, programStaff.user_id))
        .where(inArray(programStaff.programa_id, ids))
        .orderBy(asc(users.id)),
      // One row a program, its ids as a JSON array (issue 31: an institution's 20 programs have ~2,000
      // entrepreneurs, and a row each cost more to read and map than the index walk itself).
      db
        .select({
          programa_id: programEntrepreneurs.programa_id,
          ids: sql<string>`json_group_array(${programEntrepreneurs.user_id})`,
        })
        .from(programEntrepreneurs)
        .where(inArray(programEntrepreneurs.programa_id, ids))
        .groupBy(programEntrepreneurs.programa_id),
    ]);
    for (const { programa_id, ...person } of staffRows) {
      staff.set(programa_id, [...(staff.get(programa_id) ?? []), person]);
    }
    for (const { programa_id, ids: list } of entrepreneurRows) {
      entrepreneurs.set(
        programa_id,
        (JSON.parse(list) as number[]).sort((a, b) => a - b),
      );
    }
  }
  return rows.map((row) => ({
    id: row.id,
    nombre: row.nombre,
    descripcion: row.descripcion,
    n_sesiones: row.n_sesiones,
    img_programa: row.img_programa ? mediaUrl(c, row.img_programa) : null,
    funcionario: staff.get(row.id) ?? [],
    emprendedor: entrepreneurs.get(row.id) ?? [],
    entidad: row.entidad_id,
  }));
}

/** Folded for comparison: lower case without accents ("Incubación" ~ "incubacion"). */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

// Kept collators: `localeCompare(x, "es")` builds a new ICU collator on every comparison (about 9 times the
// cost of a kept one in V8), and a sort makes n·log n of them.
const spanishBase = new Intl.Collator("es", { sensitivity: "base" });
const spanish = new Intl.Collator("es");

/** By name as a Spanish reader expects (accents and case folded), then by id. */
export function byName<T extends { nombre: string; id: number }>(a: T, b: T): number {
  return spanishBase.compare(a.nombre, b.nombre) || a.id - b.id;
}

/** People by "first last" in Spanish order. */
export function byPersonName<T extends { first_name: string; last_name: string }>(a: T, b: T): number {
  return spanish.compare(`${a.first_name} ${a.last_name}`, `${b.first_name} ${b.last_name}`);
}

/**
 * An institution's programs by name; `q` keeps those whose name contains it, ignoring case and accents.
 * Institutions run a handful of programs: they are filtered and sorted here rather than in SQL (SQLite
 * folds ASCII case only).
 */
export async function programsOfInstitution(db: Db, entidadId: number, q?: string): Promise<ProgramRow[]> {
  const rows = await db.select().from(programs).where(eq(programs.entidad_id, entidadId));
  const needle = fold(q?.trim().slice(0, 100) ?? "");
  return rows.filter((row) => !needle || fold(row.nombre).includes(needle)).sort(byName);
}

/** The programs an entrepreneur takes part in, optionally only those of some institutions. */
export async function programsOfEntrepreneur(db: Db, userId: number, institutions?: number[]): Promise<ProgramRow[]> {
  const rows = await db
    .select({ program: programs })
    .from(programEntrepreneurs)
    .innerJoin(programs, eq(programs.id, programEntrepreneurs.programa_id))
    .where(eq(programEntrepreneurs.user_id, userId));
  return rows
    .map((row) => row.program)
    .filter((program) => !institutions || institutions.includes(program.entidad_id))
    .sort(byName);
}

/** The programs where the user mentors one of the tools, optionally only those of some institutions. */
export async function programsOfMentor(db: Db, userId: number, institutions?: number[]): Promise<ProgramRow[]> {
  const rows = await db.all<{ id: number }>(sql`
    SELECT DISTINCT m.programa_id AS id FROM mentoria_mentores mm JOIN mentorias m ON m.id = mm.mentoria_id
    WHERE mm.user_id = ${userId}
  `);
  const found: ProgramRow[] = [];
  for (const ids of slices(rows.map((row) => row.id))) {
    found.push(...(await db.select().from(programs).where(inArray(programs.id, ids))));
  }
  return found.filter((program) => !institutions || institutions.includes(program.entidad_id)).sort(byName);
}

/**
 * Who may list the programs of user `targetId` (GET /programa/usuario|mentor/{id}): the user, or an
 * official of an institution the target belongs to (then only that institution's programs). Returns the
 * institutions to keep (undefined: all, for the user themself); 404 for an unknown user, 403 otherwise.
 */
export async function programListScope(db: Db, caller: UserRow, targetId: number): Promise<number[] | undefined> {
  if (caller.id === targetId) return undefined;
  const mine = await officialInstitutions(db, caller.id);
  if (mine.length === 0) throw forbidden();
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, targetId)).limit(1);
  if (!target) throw notFound();
  const [shared] = await db.all<{ n: number }>(sql`
    SELECT COUNT(*) AS n FROM (
      SELECT entidad_id FROM entidad_miembros WHERE user_id = ${targetId}
      UNION SELECT entidad_id FROM funcionarios WHERE user_id = ${targetId}
    ) t JOIN funcionarios f ON f.entidad_id = t.entidad_id AND f.user_id = ${caller.id}
  `);
  if (!shared?.n) throw forbidden();
  return mine;
}

/**
 * The user ids of a repeated form field (`funcionario`, `emprendedor`, `mentor`): empty values are
 * skipped, duplicates dropped; anything but a positive integer is an error on the field.
 */
export function idsOf(values: readonly unknown[], field: string, errors: FieldErrors, max = MAX_PEOPLE_IDS): number[] {
  const ids = new Set<number>();
  for (const value of values) {
    const text = typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : null;
    if (text === "") continue;
    if (text === null || !/^[0-9]{1,9}$/.test(text) || Number(text) === 0) {
      if (!errors[field]?.includes(PROGRAM_MESSAGES.invalidId))
        addFieldError(errors, field, PROGRAM_MESSAGES.invalidId);
      continue;
    }
    ids.add(Number(text));
  }
  if (ids.size > max) addFieldError(errors, field, PROGRAM_MESSAGES.tooMany(max));
  return [...ids];
}

/** Adds an error on `field` for each id that is not an official of the institution. */
export async function checkOfficials(db: Db, entidadId: number, ids: number[], field: string, errors: FieldErrors) {
  const found = new Set<number>();
  for (const slice of slices(ids)) {
    const rows = await db
      .select({ id: institutionOfficials.user_id })
      .from(institutionOfficials)
      .where(and(eq(institutionOfficials.entidad_id, entidadId), inArray(institutionOfficials.user_id, slice)));
    for (const row of rows) found.add(row.id);
  }
  for (const id of ids) if (!found.has(id)) addFieldError(errors, field, PROGRAM_MESSAGES.notStaff(id));
}

/** Adds an error on `field` for each id that is not a member of the institution in that role. */
export async function checkMembers(
  db: Db,
  entidadId: number,
  rol: "mentor" | "emprendedor",
  ids: number[],
  field: string,
  errors: FieldErrors,
) {
  const found = new Set<number>();
  for (const slice of slices(ids)) {
    const rows = await db
      .select({ id: institutionMembers.user_id })
      .from(institutionMembers)
      .where(
        and(
          eq(institutionMembers.entidad_id, entidadId),
          eq(institutionMembers.rol, rol),
          inArray(institutionMembers.user_id, slice),
        ),
      );
    for (const row of rows) found.add(row.id);
  }
  const message = rol === "mentor" ? PROGRAM_MESSAGES.notMentor : PROGRAM_MESSAGES.notEntrepreneur;
  for (const id of ids) if (!found.has(id)) addFieldError(errors, field, message(id));
}

/**
 * GET /programa/{id}/estadisticas/ (issue 5): attendance and hours of the program's past sessions.
 * An entrepreneur sees their own numbers; staff and mentors of the program the numbers over all its
 * participants. attendance_percentage = attended ÷ (participant, past session) pairs × 100;
 * hours_received = the hours of the attended ones. Both with two decimals, 0 when there is none.
 */
export async function programStats(
  db: Db,
  programId: number,
  user: Pick<UserRow, "id">,
  role: ProgramRole,
  now: string,
): Promise<{ attendance_percentage: number; hours_received: number }> {
  const everyone = role.official || role.mentor;
  const [row] = await db.all<{ total: number; attended: number | null; hours: number | null }>(sql`
    SELECT COUNT(*) AS total,
      SUM(p.asistencia = 1) AS attended,
      SUM(CASE WHEN p.asistencia = 1 THEN (julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24 ELSE 0 END) AS hours
    FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
    WHERE e.programa_id = ${programId} AND e.fecha_fin <= ${now} AND e.cancelado_at IS NULL
      ${everyone ? sql`` : sql`AND p.user_id = ${user.id}`}
  `);
  const total = row?.total ?? 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    attendance_percentage: total ? round(((row?.attended ?? 0) / total) * 100) : 0,
    hours_received: round(row?.hours ?? 0),
  };
}
