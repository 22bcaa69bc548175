// Days of the demo seed's sessions, as the calendar specs find them (local-api/seeds/sessions.ts).
import { nowMs } from "../../app/shared/clock";

/** The seed's next session: tomorrow 10:00-11:00 Bogota (a weekend day moves to the next Monday). */
export const NEXT_SESSION = "Mentoría financiera · Plan de precios";

export function bogotaDate(offsetDays = 0): Date {
  return new Date(nowMs() + offsetDays * 86_400_000);
}

export function isoInBogota(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota" }).format(date);
}

export function monthTitle(date: Date): string {
  return new Intl.DateTimeFormat("es-CO", { timeZone: "America/Bogota", month: "long", year: "numeric" }).format(date);
}

/** The seed's upcoming day `offset` days from today (Bogota): Saturday and Sunday move to the next Monday. */
export function seededUpcomingDay(offset: number): string {
  const date = new Date(`${isoInBogota(bogotaDate(offset))}T12:00:00Z`);
  const weekday = date.getUTCDay(); // 0 Sunday … 6 Saturday
  if (weekday === 6) date.setUTCDate(date.getUTCDate() + 2);
  if (weekday === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
