// Mentor availability (core spec › Entities and their fields "Availability", core spec › Validation rules "Availability"): rows in the API's shape, who may
// read or change them, and the checks of a body. Weekly rows apply on their date's weekday from their
// date on; a date-specific row replaces the weekly hours of its date (services/slots.ts).
import { asc, eq, sql } from "drizzle-orm";
import type { ApiAvailability } from "../../app/api/contract/calendario";
import { TIME_ZONES } from "../../app/api/contract/time-zones";
import type { Db } from "../db/client";
import { availability, users } from "../db/schema";
import type { UserRow } from "../env";
import { type FieldErrors, forbidden, notFound } from "../http";
import { API_ZONE, type AvailabilityHours, parseDate, parseHour } from "./slots";

export const AVAILABILITY_MESSAGES = {
  // Core spec › Validation rules "Availability": start and end hour required.
  startRequired: "Por favor seleccione la hora de inicio.",
  endRequired: "Por favor seleccione la hora de finalización.",
  // Defined here.
  hourFormat: "Las horas deben tener el formato HH:mm en pasos de 30 minutos (:00 o :30).",
  endAfterStart: "La hora de finalización debe ser posterior a la hora de inicio.",
  overlap: "Los rangos de horas no pueden superponerse.",
  invalidDate: "Fecha inválida. Use el formato YYYY-MM-DD.",
  zone: "Zona horaria no válida.",
  notSelf: "Solo puede registrar su propia disponibilidad.",
  notMentor: "Solo los mentores pueden registrar disponibilidad.",
  mentorIdRequired: "Se requiere mentor_id.",
} as const;

/** The spec's 30 zones (core spec › Entities and their fields "Time zones"). */
export const AVAILABILITY_ZONES: readonly string[] = TIME_ZONES.map((zone) => zone.zone);

export type AvailabilityRow = typeof availability.$inferSelect;
export type ParsedAvailability = Omit<AvailabilityRow, "string_availability"> & {
  string_availability: AvailabilityHours[];
};

function parseHours(text: string): AvailabilityHours[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is AvailabilityHours =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as AvailabilityHours).start_hour === "string" &&
        typeof (item as AvailabilityHours).end_hour === "string",
    );
  } catch {
    return [];
  }
}

export function parseAvailability(row: AvailabilityRow): ParsedAvailability {
  return { ...row, string_availability: parseHours(row.string_availability) };
}

export function serializeAvailability(row: AvailabilityRow): ApiAvailability {
  return {
    id: row.id,
    date: row.date,
    mentor_id: row.mentor_id,
    string_availability: parseHours(row.string_availability),
    semanal: row.semanal,
    zona: row.zona,
  };
}

/** Every availability row of a mentor, by date. */
export async function availabilityRowsOf(db: Db, mentorId: number): Promise<ParsedAvailability[]> {
  const rows = await db
    .select()
    .from(availability)
    .where(eq(availability.mentor_id, mentorId))
    .orderBy(asc(availability.date), asc(availability.id));
  return rows.map(parseAvailability);
}

/** Whether the user is a mentor: the profile flag, or a mentor member of an institution. */
export async function isMentor(db: Db, user: Pick<UserRow, "id" | "mentor">): Promise<boolean> {
  if (user.mentor) return true;
  const [row] = await db.all<{ n: number }>(
    sql`SELECT EXISTS (SELECT 1 FROM entidad_miembros WHERE user_id = ${user.id} AND rol = 'mentor') AS n`,
  );
  return Boolean(row?.n);
}

/**
 * Who may read a mentor's availability: the mentor, staff of an institution they belong to, or any
 * signed-in user when the mentor is an active mentor (the booking screen shows it). 404 unknown user.
 */
export async function requireAvailabilityReader(db: Db, caller: UserRow, mentorId: number): Promise<void> {
  if (caller.id === mentorId) return;
  const [target] = await db.select().from(users).where(eq(users.id, mentorId)).limit(1);
  if (!target) throw notFound();
  if (target.is_active && (await isMentor(db, target))) return;
  const [shared] = await db.all<{ n: number }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM entidad_miembros m JOIN funcionarios f ON f.entidad_id = m.entidad_id
      WHERE m.user_id = ${mentorId} AND f.user_id = ${caller.id}
    ) AS n
  `);
  if (!shared?.n) throw forbidden();
}

/** A row the caller owns: 404 unknown, 403 another mentor's. */
export async function requireOwnAvailability(db: Db, caller: UserRow, id: number): Promise<AvailabilityRow> {
  const [row] = await db.select().from(availability).where(eq(availability.id, id)).limit(1);
  if (!row) throw notFound();
  if (row.mentor_id !== caller.id) throw forbidden();
  return row;
}

/** Checks of a body beyond its schema: real date, hours on 30-minute steps, end after start, no overlap, zone. */
export function checkAvailabilityBody(raw: Record<string, unknown>, errors: FieldErrors): void {
  if (typeof raw.date === "string" && !errors.date && !parseDate(raw.date)) {
    errors.date = [AVAILABILITY_MESSAGES.invalidDate];
  }
  if (raw.zona !== undefined && raw.zona !== null && !errors.zona) {
    if (typeof raw.zona !== "string" || !AVAILABILITY_ZONES.includes(raw.zona)) {
      errors.zona = [AVAILABILITY_MESSAGES.zone];
    }
  }
  const hours = raw.string_availability;
  if (!Array.isArray(hours)) return;
  const ranges: [number, number][] = [];
  const messages = new Set<string>();
  for (const item of hours) {
    const range = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
    const start = range.start_hour;
    const end = range.end_hour;
    if (start === undefined || start === null || start === "") {
      messages.add(AVAILABILITY_MESSAGES.startRequired);
      continue;
    }
    if (end === undefined || end === null || end === "") {
      messages.add(AVAILABILITY_MESSAGES.endRequired);
      continue;
    }
    const from = typeof start === "string" ? parseHour(start) : null;
    const to = typeof end === "string" ? parseHour(end) : null;
    if (from === null || to === null || from % 30 !== 0 || to % 30 !== 0 || from >= 24 * 60) {
      messages.add(AVAILABILITY_MESSAGES.hourFormat);
      continue;
    }
    if (to <= from) {
      messages.add(AVAILABILITY_MESSAGES.endAfterStart);
      continue;
    }
    ranges.push([from, to]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]![0] < ranges[i - 1]![1]) messages.add(AVAILABILITY_MESSAGES.overlap);
  }
  if (messages.size) errors.string_availability = [...messages];
}

export function availabilityValues(body: {
  date: string;
  semanal: boolean;
  string_availability: AvailabilityHours[];
  zona?: string;
}) {
  return {
    date: body.date,
    semanal: body.semanal,
    string_availability: JSON.stringify(
      body.string_availability
        .map(({ start_hour, end_hour }) => ({ start_hour, end_hour }))
        .sort((a, b) => a.start_hour.localeCompare(b.start_hour)),
    ),
    zona: body.zona ?? API_ZONE,
  };
}
