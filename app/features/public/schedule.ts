// Dates and prices of the landing pages (second spec › Business constants and limits): the board school's and the bootcamp's price
// schedules, their countdown targets, all in Bogotá time (UTC−5, no daylight saving).

const BOGOTA_OFFSET = "-05:00";
const DAY_MS = 86_400_000;

/** Today's date in Bogotá, YYYY-MM-DD. */
export function bogotaToday(now: Date): string {
  return new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}

/** The first date on or after `today` that falls on month/day (YYYY-MM-DD). */
export function nextOccurrence(today: string, month: number, day: number): string {
  const year = Number(today.slice(0, 4));
  const md = `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return `${year}-${md}` >= today ? `${year}-${md}` : `${year + 1}-${md}`;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export type Price = { cop: number; vat: boolean; phase: "presale" | "regular" | "late" | "early" | "second" | "last" };

/**
 * Board school: presale 3,843,700 COP until the presale end (11 July), then 4,500,000 COP, and
 * 4,200,000 COP plus VAT from 26 to 30 September of that year. Classes start on 30 July.
 */
export function schoolPrice(today: string, presaleEnd: string): Price {
  const year = presaleEnd.slice(0, 4);
  if (today <= presaleEnd) return { cop: 3_843_700, vat: false, phase: "presale" };
  if (today >= `${year}-09-26` && today <= `${year}-09-30`) return { cop: 4_200_000, vat: true, phase: "late" };
  return { cop: 4_500_000, vat: false, phase: "regular" };
}
export function schoolStart(presaleEnd: string): string {
  return `${presaleEnd.slice(0, 4)}-07-30`;
}

/** Bootcamp (start 24 September): 660,000 COP; 860,000 from 17 to 20 Sept; 1,038,000 from 21 to 23 Sept. */
export function bootcampPrice(today: string, start: string): Price {
  if (today < addDays(start, -7)) return { cop: 660_000, vat: false, phase: "early" };
  if (today < addDays(start, -3)) return { cop: 860_000, vat: false, phase: "second" };
  return { cop: 1_038_000, vat: false, phase: "last" };
}

/** The instant a countdown ends: the end of `date` (inclusive deadlines) or its start (a start date), Bogotá. */
export function endOfDay(date: string): string {
  return `${date}T23:59:59${BOGOTA_OFFSET}`;
}
export function startOfDay(date: string): string {
  return `${date}T00:00:00${BOGOTA_OFFSET}`;
}

export type Remaining = { days: number; hours: number; minutes: number; seconds: number } | null;

/** Days, hours, minutes and seconds until `target` (ISO); null once it has passed. */
export function remaining(target: string, now: Date): Remaining {
  const ms = Date.parse(target) - now.getTime();
  if (!(ms > 0)) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Colombian peso amounts as the spec writes them: 3.843.700. */
export function formatCop(cop: number): string {
  return new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 }).format(cop);
}

/** '30 de julio' (es) or 'July 30' (en) for a YYYY-MM-DD date. */
export function formatDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The date `days` days after `date` (negative: before). */
export function shiftDate(date: string, days: number): string {
  return addDays(date, days);
}
