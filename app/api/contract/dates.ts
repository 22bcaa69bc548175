// Dates and wall-clock times as forms and the API accept them (issue 34 §4): the shape alone lets
// '2026-02-30' or '2026-13-01' through, and Temporal then refuses them deep inside an action (a 500).
// These checks are plain integer arithmetic, so the browser bundle, the app and the local API share them.
import { z } from "zod";

/** Years a person can mean on this platform; outside them a date is a typo or an attack. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `YYYY-MM-DD HH:mm` (the API) or `YYYY-MM-DDTHH:mm[:ss]` (datetime-local). */
const WALL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `YYYY-MM-DD` naming a real calendar day between MIN_YEAR and MAX_YEAR. */
export function isRealDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const year = +m[1]!;
  const month = +m[2]!;
  const day = +m[3]!;
  return year >= MIN_YEAR && year <= MAX_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** A real day at a real time of day (00:00–23:59), in either wall-clock form. */
export function isRealWallClock(value: string): boolean {
  const m = WALL.exec(value);
  if (!m) return false;
  const seconds = m[4] === undefined ? 0 : +m[4];
  return isRealDay(m[1]!) && +m[2]! <= 23 && +m[3]! <= 59 && seconds <= 59;
}

/** A request body's `YYYY-MM-DD`. */
export const apiDay = z.string().regex(DAY).refine(isRealDay);
/** A request body's `YYYY-MM-DD HH:mm` in Bogotá. */
export const apiWallClock = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  .refine(isRealWallClock);
