// A calendar day with no time and no zone: the part of Temporal.PlainDate that 'Mi Calendario' uses, on plain
// integers (days since 1970-01-01, proleptic Gregorian). Issue 16 §2 (docs/decisions/011 and 018): the
// Temporal polyfill does its date arithmetic in BigInt emulation (JSBI), and a month view takes hundreds of
// such steps per render; these are a few integer operations each. tests/unit/plain-day.test.ts checks every
// method against Temporal.PlainDate over decades of days.

import { dateTimeFormat } from "./intl";
import { nowMs } from "~/shared/clock";

type Fields = { year: number; month: number; day: number };

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days since 1970-01-01 of a valid date (H. Hinnant's days_from_civil). */
function epochDayOf({ year, month, day }: Fields): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The date of a day since 1970-01-01 (civil_from_days). */
function fieldsOf(epochDay: number): Fields {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

export class PlainDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** Days since 1970-01-01. */
  readonly epochDay: number;

  private constructor(epochDay: number, fields: Fields = fieldsOf(epochDay)) {
    this.epochDay = epochDay;
    this.year = fields.year;
    this.month = fields.month;
    this.day = fields.day;
  }

  /** `YYYY-MM-DD` or fields; throws a RangeError when it is not a real date (Temporal's overflow: 'reject'). */
  static from(value: string | Fields): PlainDay {
    let fields: Fields;
    if (typeof value === "string") {
      const m = ISO_DAY.exec(value);
      if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${value}`);
      fields = { year: +m[1]!, month: +m[2]!, day: +m[3]! };
    } else fields = { year: value.year, month: value.month, day: value.day };
    const { year, month, day } = fields;
    if (
      !Number.isInteger(year) ||
      !Number.isInteger(month) ||
      !Number.isInteger(day) ||
      month < 1 ||
      month > 12 ||
      day < 1 ||
      day > daysInMonth(year, month)
    )
      throw new RangeError(`not a real date: ${year}-${month}-${day}`);
    return new PlainDay(epochDayOf(fields), fields);
  }

  static fromEpochDay(epochDay: number): PlainDay {
    return new PlainDay(epochDay);
  }

  static compare(a: PlainDay, b: PlainDay): number {
    return Math.sign(a.epochDay - b.epochDay);
  }

  /** 1 = Monday … 7 = Sunday (ISO 8601, as Temporal). 1970-01-01 was a Thursday. */
  get dayOfWeek(): number {
    return ((((this.epochDay + 3) % 7) + 7) % 7) + 1;
  }

  get daysInMonth(): number {
    return daysInMonth(this.year, this.month);
  }

  /** Days, or months with the day clamped to the month's length (31 Jan + 1 month = 28/29 Feb), as Temporal. */
  add({ days = 0, months = 0 }: { days?: number; months?: number }): PlainDay {
    let epochDay = this.epochDay;
    if (months) {
      const index = this.year * 12 + (this.month - 1) + months;
      const year = Math.floor(index / 12);
      const month = index - year * 12 + 1;
      epochDay = epochDayOf({ year, month, day: Math.min(this.day, daysInMonth(year, month)) });
    }
    return epochDay + days === this.epochDay ? this : new PlainDay(epochDay + days);
  }

  subtract({ days = 0, months = 0 }: { days?: number; months?: number }): PlainDay {
    return this.add({ days: -days, months: -months });
  }

  with({ day }: { day: number }): PlainDay {
    return PlainDay.from({ year: this.year, month: this.month, day });
  }

  equals(other: PlainDay): boolean {
    return this.epochDay === other.epochDay;
  }

  toString(): string {
    return `${pad(this.year, 4)}-${pad(this.month, 2)}-${pad(this.day, 2)}`;
  }

  /** Midnight UTC of this day, for Intl.DateTimeFormat with timeZone 'UTC'. */
  toUtcMillis(): number {
    return this.epochDay * 86_400_000;
  }
}

/** Today's date in an IANA time zone. */
export function todayInZone(zone: string, now: number = nowMs()): PlainDay {
  const format = dateTimeFormat("en", { timeZone: zone, year: "numeric", month: "numeric", day: "numeric" });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(now)) parts[part.type] = Number(part.value);
  return PlainDay.from({ year: parts.year!, month: parts.month!, day: parts.day! });
}
