// Companies and indicators (issue 12; second spec › Entities and their fields, second spec › Roles and permissions, second spec › The calls it makes "Company and indicators").
//
// Who reads a company: its creator and team; officials of an institution the creator belongs to; mentors
// of a tool of a program the creator takes part in. Anyone else gets 403, an unknown id 404.
// Who changes it (company, team, indicators, values): the creator or a team member who is an
// entrepreneur (neither a mentor nor an official, second spec › Roles and permissions). Only the creator deletes it.
import { Temporal } from "@js-temporal/polyfill";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { API_PAGE_SIZE } from "../../app/api/contract/people";
import type { Context } from "hono";
import type { ApiCompany, ApiIndicator, ApiSector } from "../../app/api/contract/company";
import { generateLinkCode, sha256Hex } from "../crypto";
import type { Db } from "../db/client";
import { companies, companyTeam, confirmations, indicatorValues, indicators, users } from "../db/schema";
import type { AppEnv, UserRow } from "../env";
import { fieldError, forbidden, notFound, nowIso } from "../http";
import { type Mail, queueMail } from "../outbox";
import { deriveUsername, findUserByEmail, normalizeEmail } from "./accounts";
import { mediaUrl } from "./institution";
import { unusablePasswordHash } from "./people";

export const COMPANY_MESSAGES = {
  onlyEntrepreneurs: "Solo un emprendedor puede registrar y editar una empresa.",
  alreadyHasCompany: "Ya tienes una empresa registrada.",
  notYou: "Solo puedes registrar una empresa a tu nombre.",
  sector: (id: number) => `"${id}" no es una elección válida.`,
  imageSize: "La imagen no puede pesar más de 2 MB.",
  alreadyInTeam: "Esta persona ya es parte del equipo.",
  staffCannotJoin: "Este e-mail pertenece a un funcionario de una institución.",
  teamOnlyRemoves: "Solo se pueden quitar personas del equipo; para agregar, invítalas.",
  indicatorNotInCompany: "Este indicador no pertenece a la empresa.",
  invalidDate: "Fecha inválida: use el formato YYYY-MM-DD HH:mm.",
} as const;

/** The sectors of GET /company/sectors/ (the API's list; ids are stable). */
export const SECTORS: readonly ApiSector[] = [
  "Agroindustria",
  "Comercio",
  "Construcción",
  "Educación",
  "Energía",
  "Servicios financieros",
  "Manufactura",
  "Salud",
  "Servicios",
  "Tecnología",
  "Turismo",
  "Transporte y logística",
  "Otro",
].map((name, i) => ({ id: i + 1, name }));

export const COMPANY_IMAGE_PREFIX = "empresas/";
const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type CompanyRow = typeof companies.$inferSelect;
export type IndicatorRow = typeof indicators.$inferSelect;
export type ValueRow = typeof indicatorValues.$inferSelect;
export type CompanyRole = { owner: boolean; editor: boolean; creator: boolean; official: boolean; mentor: boolean };

// The API's one 403 (../http.ts); re-exported for the company routes, which take it from here.
export { forbidden };

export function isSector(id: number): boolean {
  return SECTORS.some((s) => s.id === id);
}

/** An entrepreneur in the spec's sense: neither a mentor nor an official of an institution. */
export async function isEntrepreneur(db: Db, user: UserRow): Promise<boolean> {
  if (user.mentor) return false;
  const [row] = await db.all<{ n: number }>(sql`SELECT COUNT(*) AS n FROM funcionarios WHERE user_id = ${user.id}`);
  return !row?.n;
}

/** The caller's relation to a company. */
export async function companyRole(db: Db, user: UserRow, company: CompanyRow): Promise<CompanyRole> {
  const [flags] = await db.all<{ team: number; official: number; mentor: number }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM empresa_equipo WHERE empresa_id = ${company.id} AND user_id = ${user.id}) AS team,
      EXISTS (
        SELECT 1 FROM entidad_miembros m JOIN funcionarios f ON f.entidad_id = m.entidad_id
        WHERE m.user_id = ${company.creator_id} AND f.user_id = ${user.id}
      ) AS official,
      EXISTS (
        SELECT 1 FROM programa_emprendedores pe
        JOIN mentorias t ON t.programa_id = pe.programa_id
        JOIN mentoria_mentores mm ON mm.mentoria_id = t.id
        WHERE pe.user_id = ${company.creator_id} AND mm.user_id = ${user.id}
      ) AS mentor
  `);
  const creator = company.creator_id === user.id;
  const owner = creator || Boolean(flags?.team);
  return {
    owner,
    creator,
    editor: owner && (await isEntrepreneur(db, user)),
    official: Boolean(flags?.official),
    mentor: Boolean(flags?.mentor),
  };
}

async function companyById(db: Db, id: number): Promise<CompanyRow> {
  const [company] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!company) throw notFound();
  return company;
}

/** A company the caller may read: 404 unknown, 403 unrelated. */
export async function requireCompanyReader(db: Db, user: UserRow, id: number) {
  const company = await companyById(db, id);
  const role = await companyRole(db, user, company);
  if (!role.owner && !role.official && !role.mentor) throw forbidden();
  return { company, role };
}

/** A company the caller may change: 404 unknown, 403 otherwise. */
export async function requireCompanyEditor(db: Db, user: UserRow, id: number) {
  const found = await requireCompanyReader(db, user, id);
  if (!found.role.editor) throw forbidden();
  return found;
}

/** The company the user created or is on the team of (the creator's first); null when none. */
export async function companyOfUser(db: Db, userId: number): Promise<CompanyRow | null> {
  const [own] = await db.select().from(companies).where(eq(companies.creator_id, userId)).limit(1);
  if (own) return own;
  const [member] = await db
    .select({ company: companies })
    .from(companyTeam)
    .innerJoin(companies, eq(companies.id, companyTeam.empresa_id))
    .where(eq(companyTeam.user_id, userId))
    .orderBy(asc(companies.id))
    .limit(1);
  return member?.company ?? null;
}

/** An indicator and its company, for a reader or an editor of the company. */
export async function requireIndicator(db: Db, user: UserRow, id: number, edit: boolean) {
  const [indicator] = await db.select().from(indicators).where(eq(indicators.id, id)).limit(1);
  if (!indicator) throw notFound();
  const found = edit
    ? await requireCompanyEditor(db, user, indicator.empresa_id)
    : await requireCompanyReader(db, user, indicator.empresa_id);
  return { indicator, ...found };
}

/** A value and its indicator, for an editor of the company. */
export async function requireValueEditor(db: Db, user: UserRow, id: number) {
  const [value] = await db.select().from(indicatorValues).where(eq(indicatorValues.id, id)).limit(1);
  if (!value) throw notFound();
  return { value, ...(await requireIndicator(db, user, value.indicador_id, true)) };
}

/** The API's `YYYY-MM-DD HH:mm`, when it is a real date and time. */
export function isApiDateTime(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(value);
  if (!m) return false;
  try {
    Temporal.PlainDateTime.from(
      { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! },
      { overflow: "reject" },
    );
    return true;
  } catch {
    return false;
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Progress 0-100 of `current` from the base line towards the goal, respecting the trend: with a
 * positive trend going up is progress, with a negative one going down is. A goal equal to the base line
 * is reached (100) once the value is on the right side of it.
 */
export function indicatorProgress(baseLine: number, goal: number, trend: boolean, current: number): number {
  const direction = trend ? 1 : -1;
  const gained = direction * (current - baseLine);
  const needed = direction * (goal - baseLine);
  if (needed <= 0) return gained >= needed ? 100 : 0;
  return round2(Math.min(100, Math.max(0, (gained / needed) * 100)));
}

/** Indicators in the API's shape, with their values (oldest first), progress and current state. */
export async function serializeIndicators(db: Db, rows: readonly IndicatorRow[]): Promise<ApiIndicator[]> {
  const ids = rows.map((row) => row.id);
  const values =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(indicatorValues)
          .where(inArray(indicatorValues.indicador_id, ids))
          .orderBy(asc(indicatorValues.date_created_at), asc(indicatorValues.id));
  return rows.map((row) => {
    const own = values.filter((v) => v.indicador_id === row.id);
    const current = own.at(-1)?.value ?? row.base_line;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      measure: row.measure,
      base_line: row.base_line,
      goal: row.goal,
      trend: row.trend,
      x_axis: row.x_axis,
      y_axis: row.y_axis,
      company: row.empresa_id,
      progress: own.length === 0 ? 0 : indicatorProgress(row.base_line, row.goal, row.trend, current),
      current_state: current,
      values: own.map(serializeValue),
    };
  });
}

export function serializeValue(row: ValueRow) {
  return { id: row.id, indicator: row.indicador_id, value: row.value, date_created_at: row.date_created_at };
}

/** One page of an indicator's values, newest first, and how many it has. */
export async function indicatorValuePage(db: Db, indicatorId: number, page: number) {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(indicatorValues).where(eq(indicatorValues.indicador_id, indicatorId)),
    db
      .select()
      .from(indicatorValues)
      .where(eq(indicatorValues.indicador_id, indicatorId))
      .orderBy(desc(indicatorValues.date_created_at), desc(indicatorValues.id))
      .limit(API_PAGE_SIZE)
      .offset((page - 1) * API_PAGE_SIZE),
  ]);
  return { count: total?.n ?? 0, results: rows.map(serializeValue) };
}

export async function indicatorsOf(db: Db, companyId: number): Promise<IndicatorRow[]> {
  return db.select().from(indicators).where(eq(indicators.empresa_id, companyId)).orderBy(asc(indicators.id));
}

/** A company in the API's shape; team e-mails only for its creator and team. */
export async function serializeCompany(c: Context<AppEnv>, row: CompanyRow, role: CompanyRole): Promise<ApiCompany> {
  const db = c.get("db");
  const [creator] = await db
    .select({ id: users.id, username: users.username, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(eq(users.id, row.creator_id));
  const team = await db
    .select({
      id: users.id,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      img_usuario: users.img_usuario,
    })
    .from(companyTeam)
    .innerJoin(users, eq(users.id, companyTeam.user_id))
    .where(eq(companyTeam.empresa_id, row.id))
    .orderBy(asc(companyTeam.created_at), asc(users.id));
  const indicatorIds = await db
    .select({ id: indicators.id })
    .from(indicators)
    .where(eq(indicators.empresa_id, row.id))
    .orderBy(asc(indicators.id));
  return {
    id: row.id,
    name: row.name,
    n_employees: row.n_employees,
    sector: row.sector,
    sector_name: SECTORS.find((s) => s.id === row.sector)?.name ?? "",
    goal: row.goal,
    image: row.image ? mediaUrl(c, row.image) : null,
    creator: creator!,
    team: team.map((m) => ({ ...m, email: role.owner ? m.email : null })),
    indicator_set: indicatorIds.map((i) => i.id),
  };
}

function teamMail(to: string, firstName: string, company: string, by: string, link: string, isNew: boolean): Mail {
  return {
    to,
    subject: `Te agregaron al equipo de ${company}`,
    body: [
      firstName ? `Hola ${firstName},` : "Hola,",
      "",
      `${by} te agregó al equipo de la empresa ${company} en la plataforma.`,
      "",
      ...(isNew
        ? [
            "1. Para activar tu cuenta abre este enlace:",
            link,
            "",
            "2. Luego crea tu contraseña aquí (escribe este e-mail y te enviaremos un código):",
            link.replace(/\/user_confirmation\/.*$/, "/change_password"),
            "",
            "El enlace sirve una sola vez y vence en 7 días.",
          ]
        : ["Ingresa con tu e-mail y tu contraseña de siempre:", link]),
    ].join("\n"),
  };
}

/**
 * POST /company/{id}/team/partner/: a new e-mail gets a pending account (like an institution's invitation:
 * unusable password, a confirmation link by e-mail) and joins the team at once; an existing user joins
 * and gets a notice. The creator, a member already on the team, or an official: 400 on `email`.
 */
export async function addPartner(
  db: Db,
  company: CompanyRow,
  by: UserRow,
  input: { first_name: string; last_name: string; email: string },
  baseUrl: string,
): Promise<void> {
  const email = normalizeEmail(input.email.trim());
  const byName = `${by.first_name} ${by.last_name}`.trim() || by.username;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.id === company.creator_id) throw fieldError("email", COMPANY_MESSAGES.alreadyInTeam);
    const [official] = await db.all<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM funcionarios WHERE user_id = ${existing.id}`,
    );
    if (official?.n) throw fieldError("email", COMPANY_MESSAGES.staffCannotJoin);
    const joined = await db
      .insert(companyTeam)
      .values({ empresa_id: company.id, user_id: existing.id })
      .onConflictDoNothing()
      .returning();
    if (joined.length === 0) throw fieldError("email", COMPANY_MESSAGES.alreadyInTeam);
    await queueMail(db, teamMail(email, existing.first_name, company.name, byName, `${baseUrl}/login`, false));
    return;
  }
  const code = generateLinkCode();
  const newUserId = sql`(select ${users.id} from ${users} where ${users.email} = ${email})`;
  await db.batch([
    db.insert(users).values({
      username: await deriveUsername(db, email),
      email,
      password: unusablePasswordHash(),
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      mentor: false,
      is_active: false,
      is_new: true,
    }),
    db.insert(companyTeam).values({ empresa_id: company.id, user_id: newUserId }),
    db
      .insert(confirmations)
      .values({ code_hash: await sha256Hex(code), user_id: newUserId, expires_at: nowIso(CONFIRMATION_TTL_MS) }),
    queueMail(
      db,
      teamMail(email, input.first_name.trim(), company.name, byName, `${baseUrl}/user_confirmation/${code}`, true),
    ),
  ]);
}
