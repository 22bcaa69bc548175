// The marketplace (issue 14; second spec › Screens and routes "Marketplace", second spec › Entities and their fields "Marketplace mentor", second spec › States and transitions "Booking", second spec › Business constants and limits): the
// mentor listing with its filters, sort and paging in SQL, coupons, bookings as sessions with a buyer,
// price and payment state, and the payment decision of the test checkout.
//
// A marketplace mentor is an active mentor with an hourly price (0 is free). An unpaid booking holds its
// slot for HOLD_MINUTES (services/sessions.ts `liveSessionSql`); a payment is accepted only while no other
// live session of the mentor overlaps it, so two people can never both pay for one slot.
import { type SQL, and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  HOLD_MESSAGES,
  HOLD_TOTAL_MINUTES,
  MARKETPLACE_PAGE_SIZE,
  UNPAID_HOLDS_TOTAL,
  PRICE_BAND_LIMITS,
  type ApiMarketplaceMentor,
  type MarketplacePrice,
  type MarketplaceSort,
} from "../../app/api/contract/marketplace";
import type { Db } from "../db/client";
import { coupons, marketplaceBookings, sessions, tags, userSkills } from "../db/schema";
import type { SessionRow } from "./session-access";
import { HOLD_MINUTES, holdCutoff, liveSessionSql, overlapping } from "./sessions";
import { nowDate } from "../../app/shared/clock";

export const MARKETPLACE_MESSAGES = {
  invalidCoupon: "Cupón inválido",
  notMentor: "El mentor no está disponible en el marketplace.",
  ownSession: "No puedes reservar una sesión contigo mismo.",
  notBuyer: "Solo puedes reservar sesiones para tu propio usuario.",
  notIndividual: "Solo los usuarios individuales pueden reservar mentorías.",
  unknownTag: "Área inválida.",
  invalidSort: "Orden inválido.",
  invalidRating: "Calificación inválida.",
  invalidPrice: "Precio inválido.",
  invalidSkill: "Área inválida.",
  notMarketplace: "La sesión no es del marketplace.",
  // Edit (core spec › Validation rules "Marketplace session edit").
  incomplete: "Por favor completa todos los campos del formulario",
  notEditor: "Solo el comprador o el mentor pueden editar esta sesión.",
  sameMentor: "El mentor de una sesión del marketplace no cambia.",
  sameBuyer: "El comprador de una sesión del marketplace no cambia.",
  sameDuration: "La duración de una sesión del marketplace no puede cambiar.",
  ended: "Esta sesión ya terminó.",
} as const;

export type MarketplaceFilters = {
  page: number;
  sort: MarketplaceSort;
  skills: number[];
  rating: number | null;
  price: MarketplacePrice | null;
};

/**
 * The orders by the stored figures (migration 0020): each one the key of a partial index on usuarios, so a page is a
 * walk of 15 entries. `nsesiones` here is the stored count; the unpaid holds still running are added below.
 */
const ORDER: Record<MarketplaceSort, string> = {
  relevant: "u.mentor_reviews DESC, u.mentor_puntaje DESC, u.mentor_sesiones DESC, u.id ASC",
  rating: "u.mentor_puntaje DESC, u.mentor_reviews DESC, u.id ASC",
  price: "u.precio ASC, u.mentor_puntaje DESC, u.id ASC",
};

/** The relevant order while an unpaid hold runs: its sessions count until the hold ends, so the count is computed. */
const RELEVANT_WITH_HOLDS = "u.mentor_reviews DESC, u.mentor_puntaje DESC, nsesiones DESC, u.id ASC";

function priceBand(price: MarketplacePrice): SQL {
  const { low, high } = PRICE_BAND_LIMITS;
  switch (price) {
    case "0":
      return sql`u.precio = 0`;
    case "80":
      return sql`u.precio > 0 AND u.precio <= ${low}`;
    case "200":
      return sql`u.precio > ${low} AND u.precio <= ${high}`;
    case "201":
      return sql`u.precio > ${high}`;
  }
}

type MentorStatRow = Omit<ApiMarketplaceMentor, "skill_set">;
/** A page's row: the number that match and whether a hold runs, the same on every row (constant sub-queries). */
type PageRow = MentorStatRow & { total: number; held: number };

/** The priced active mentors (the partial indexes' condition, written as they are for SQLite to use them). */
const MARKETPLACE_MENTOR = sql`u.mentor = 1 AND u.is_active = 1 AND u.precio IS NOT NULL`;

/**
 * The unpaid marketplace bookings whose hold still runs (liveSessionSql's other sessions are in the stored count),
 * by mentor; searched by eventos_unpaid_holds_idx from the cut-off on.
 */
function liveHolds(): SQL {
  // No GROUP BY: grouped, SQLite walked every session by eventos_mentor_idx for the order of the groups.
  return sql`SELECT e.mentor_id FROM eventos e
    WHERE e.marketplace = 1 AND e.estado = '' AND e.cancelado_at IS NULL AND e.created_at >= ${holdCutoff()}`;
}

/**
 * The mentors' rows with rating, reviews and session counts (sessions: live ones, as main mentor), as the stored
 * figures plus the holds still running.
 */
function mentorRows(where: SQL, paged = false): SQL {
  return sql`
    WITH h AS (${liveHolds()})
    SELECT u.id, u.first_name, u.last_name, u.username, u.titulo, u.descripcion, u.precio,
      u.mentor_puntaje AS puntaje, u.mentor_reviews AS reviews,
      u.mentor_sesiones + (SELECT COUNT(*) FROM h WHERE h.mentor_id = u.id) AS nsesiones
      ${paged ? sql`, (SELECT COUNT(*) FROM usuarios u WHERE ${MARKETPLACE_MENTOR} AND ${where}) AS total, EXISTS (SELECT 1 FROM h) AS held` : sql``}
    FROM usuarios u
    WHERE ${MARKETPLACE_MENTOR} AND ${where}`;
}

async function withSkills(db: Db, rows: MentorStatRow[]): Promise<ApiMarketplaceMentor[]> {
  const ids = rows.map((row) => row.id);
  const skills = ids.length
    ? await db
        .select({ user_id: userSkills.user_id, tag: tags.id, name: tags.name, description: userSkills.description })
        .from(userSkills)
        .innerJoin(tags, eq(tags.id, userSkills.tag_id))
        .where(inArray(userSkills.user_id, ids))
        .orderBy(tags.name)
    : [];
  return rows.map((row) => ({
    ...row,
    // Two decimals, as the cards show it.
    puntaje: Math.round(Number(row.puntaje) * 100) / 100,
    skill_set: skills
      .filter((skill) => skill.user_id === row.id)
      .map(({ tag, name, description }) => ({ tag, name, description })),
  }));
}

/** One page of marketplace mentors and the number that match. */
export async function marketplacePage(db: Db, filters: MarketplaceFilters) {
  const conditions: SQL[] = [];
  if (filters.skills.length > 0) {
    conditions.push(
      sql`u.id IN (SELECT user_id FROM user_skills WHERE tag_id IN (${sql.join(
        filters.skills.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  if (filters.rating !== null) conditions.push(sql`u.mentor_puntaje >= ${filters.rating}`);
  if (filters.price !== null) conditions.push(priceBand(filters.price));
  const where = conditions.length ? sql.join(conditions, sql` AND `) : sql`1 = 1`;
  const countSql = sql`SELECT COUNT(*) FROM usuarios u WHERE ${MARKETPLACE_MENTOR} AND ${where}`;
  const page = (order: string) =>
    db.all<PageRow>(sql`
      ${mentorRows(where, true)}
      ORDER BY ${sql.raw(order)}
      LIMIT ${MARKETPLACE_PAGE_SIZE} OFFSET ${(filters.page - 1) * MARKETPLACE_PAGE_SIZE}`);
  let rows = await page(ORDER[filters.sort]);
  // A running hold adds to its mentor's sessions, which only the relevant order reads: then that order is computed.
  if (filters.sort === "relevant" && rows[0]?.held) rows = await page(RELEVANT_WITH_HOLDS);
  const count = rows[0]?.total ?? (await db.all<{ n: number }>(sql`SELECT (${countSql}) AS n`))[0]?.n ?? 0;
  return {
    count,
    results: await withSkills(
      db,
      rows.map(({ total: _total, held: _held, ...row }) => row),
    ),
  };
}

/** A marketplace mentor by id or username, or null. */
export async function marketplaceMentor(db: Db, key: { id: number } | { username: string }) {
  const where = "id" in key ? sql`u.id = ${key.id}` : sql`lower(u.username) = lower(${key.username})`;
  const rows = await db.all<MentorStatRow>(sql`${mentorRows(where)} LIMIT 1`);
  const [mentor] = await withSkills(db, rows);
  return mentor ?? null;
}

/** An active coupon by its code (case-insensitive), or null. */
export async function activeCoupon(db: Db, code: string) {
  const trimmed = code.trim();
  if (!trimmed || trimmed.length > 50) return null;
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(sql`upper(${coupons.codigo}) = upper(${trimmed})`, eq(coupons.activo, true)))
    .limit(1);
  return row ?? null;
}

/** The hourly price times the duration, in whole pesos. */
export function listPrice(hourly: number, minutes: number): number {
  return Math.round((hourly * minutes) / 60);
}

/** The price after a coupon's percentage off. */
export function discounted(price: number, percentOff: number | null): number {
  return percentOff === null ? price : Math.round((price * (100 - percentOff)) / 100);
}

/** Tag ids that exist, or null when one does not. */
export async function existingTags(db: Db, ids: number[]): Promise<number[] | null> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, unique));
  return found.length === unique.length ? unique : null;
}

/** The buyer's own unpaid live booking of exactly these hours (a repeated submit), or null. */
export async function sameHold(
  db: Db,
  buyer: number,
  mentor: number,
  times: { fecha_inicio: string; fecha_fin: string },
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.marketplace, true),
        eq(sessions.comprador, buyer),
        eq(sessions.mentor_id, mentor),
        eq(sessions.fecha_inicio, times.fecha_inicio),
        eq(sessions.fecha_fin, times.fecha_fin),
        eq(sessions.estado, ""),
        liveSessionSql("eventos"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The buyer's unpaid marketplace holds that still hold their slot (issue 34 §3), `exceptId` aside, and the
 * refusal a new hold (or a renewal) with `mentorId` gets: one per mentor, UNPAID_HOLDS_TOTAL in all.
 */
export async function holdCapRefusal(
  db: Db,
  buyer: number,
  mentorId: number,
  exceptId = 0,
  /** Only the holds made before this one (a lower id): the rank of a hold among parallel bookings. */
  madeBefore?: number,
): Promise<string | null> {
  const held = await db
    .select({ mentor: sessions.mentor_id })
    .from(sessions)
    .where(
      and(
        eq(sessions.marketplace, true),
        eq(sessions.comprador, buyer),
        eq(sessions.estado, ""),
        sql`${sessions.id} <> ${exceptId}`,
        madeBefore === undefined ? undefined : sql`${sessions.id} < ${madeBefore}`,
        liveSessionSql("eventos"),
      ),
    );
  if (held.some((row) => row.mentor === mentorId)) return HOLD_MESSAGES.perMentor;
  if (held.length >= UNPAID_HOLDS_TOTAL) return HOLD_MESSAGES.total;
  return null;
}

/** Whether an unpaid hold first made at `startedAt` (ISO) may still be renewed: never past HOLD_TOTAL_MINUTES. */
export function renewable(startedAt: string, at: number): boolean {
  return at + HOLD_MINUTES * 60_000 <= Date.parse(startedAt) + HOLD_TOTAL_MINUTES * 60_000;
}

export async function bookingOf(db: Db, sessionId: number) {
  const [row] = await db.select().from(marketplaceBookings).where(eq(marketplaceBookings.evento_id, sessionId));
  return row ?? null;
}

/**
 * Marks a marketplace session paid, in one statement: only while unpaid and while no other live session
 * of its mentor overlaps it (its own hold may have expired, but then only if nobody took the slot).
 */
export async function markPaid(db: Db, session: SessionRow): Promise<boolean> {
  const paid = await db
    .update(sessions)
    .set({ estado: "pagado" })
    .where(
      and(
        eq(sessions.id, session.id),
        eq(sessions.marketplace, true),
        eq(sessions.estado, ""),
        isNull(sessions.cancelado_at),
        sql`NOT ${overlapping(session.mentor_id, session.fecha_inicio, session.fecha_fin, session.id)}`,
      ),
    )
    .returning({ id: sessions.id });
  if (paid.length === 0) return false;
  await db
    .update(marketplaceBookings)
    .set({ pagado_at: nowDate().toISOString() })
    .where(eq(marketplaceBookings.evento_id, session.id));
  return true;
}
