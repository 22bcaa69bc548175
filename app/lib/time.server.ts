// Every time conversion goes through Temporal (docs/house-rules.md#time). The API speaks `YYYY-MM-DD HH:mm`
// wall-clock in America/Bogota; the user picks a zone (cookie `tz`, a code of TIME_ZONES, default CO).
import { Temporal } from "@js-temporal/polyfill";
import { dateTimeFormat } from "./intl";
import { readCookie } from "./session.server";
import { timeZoneByCode, type TimeZoneOption } from "~/api/contract/time-zones";

export const API_TIME_ZONE = "America/Bogota";
export const TIME_ZONE_COOKIE = "tz";
const API_FORMAT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?$/;

export function userTimeZone(request: Request): TimeZoneOption {
  return timeZoneByCode(readCookie(request, TIME_ZONE_COOKIE));
}

/** `YYYY-MM-DD HH:mm` (or a datetime-local value) as a wall-clock; null when it is not a real one. */
function parseWallClock(value: string): Temporal.PlainDateTime | null {
  const m = API_FORMAT.exec(value.trim());
  if (!m) return null;
  try {
    return Temporal.PlainDateTime.from(
      { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! },
      { overflow: "reject" },
    );
  } catch {
    return null;
  }
}

/** Parses the API's wall-clock string; null when it is not one. */
export function parseApiDateTime(value: string): Temporal.ZonedDateTime | null {
  return parseWallClock(value)?.toZonedDateTime(API_TIME_ZONE, { disambiguation: "compatible" }) ?? null;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function formatWall(pdt: Temporal.PlainDateTime): string {
  return `${pdt.year}-${pad(pdt.month)}-${pad(pdt.day)} ${pad(pdt.hour)}:${pad(pdt.minute)}`;
}

/**
 * Issue 16 §2 (docs/decisions/011): the Temporal polyfill (BigInt arithmetic through JSBI) and the
 * Intl.DateTimeFormat it builds per call were the largest self-time frames of a signed-in render. The
 * conversions below are pure functions of their strings, and a page shows the same few dozen instants
 * render after render, so each answer is kept (per isolate, at most MEMO_LIMIT, then forgotten at once).
 */
const MEMO_LIMIT = 4000;
function memoized<A extends string[]>(fn: (...args: A) => string | null): (...args: A) => string | null {
  const answers = new Map<string, string | null>();
  return (...args) => {
    const key = args.join("\u0000");
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = fn(...args);
      if (answers.size >= MEMO_LIMIT) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
}

/** API wall-clock (Bogota) → the same instant as `YYYY-MM-DD HH:mm` in the user's zone. */
export const apiToUserZone = memoized((value: string, zone: string): string | null => {
  const zdt = parseApiDateTime(value);
  return zdt ? formatWall(zdt.withTimeZone(zone).toPlainDateTime()) : null;
});

/**
 * A wall-clock typed by the user in their zone (`YYYY-MM-DD HH:mm` or a datetime-local value) → the API's
 * Bogota wall-clock. Times skipped by a daylight-saving jump are rejected, not silently moved.
 */
export function userZoneToApi(value: string, zone: string): string | null {
  const pdt = parseWallClock(value);
  if (!pdt) return null;
  try {
    const zdt = pdt.toZonedDateTime(zone, { disambiguation: "reject" });
    return formatWall(zdt.withTimeZone(API_TIME_ZONE).toPlainDateTime());
  } catch {
    return null;
  }
}

/** A localized, human date-time of an API value in the user's zone (e.g. for tables). */
export const formatApiDateTime = memoized((value: string, zone: string, locale: string): string | null => {
  const zdt = parseApiDateTime(value);
  return zdt ? mediumDateTime(zdt.epochMilliseconds, zone, locale) : null;
});

/** An ISO instant with its offset (`2026-11-26T14:05:00Z`, `…-05:00`); null when it is not one. */
export function formatInstant(value: string, zone: string, locale: string): string | null {
  if (!ISO_INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : mediumDateTime(ms, zone, locale);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

function mediumDateTime(epochMilliseconds: number, zone: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(epochMilliseconds);
}

/** An API wall-clock plus some minutes (through the instant, so DST in Bogota's past is right too). */
export function addMinutes(apiValue: string, minutes: number): string {
  const zdt = parseApiDateTime(apiValue)!.add({ minutes });
  const p = zdt.withTimeZone(API_TIME_ZONE).toPlainDateTime();
  return `${p.toPlainDate().toString()} ${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
}

/** Minutes between two API wall-clock values. */
export function minutesBetween(from: string, to: string): number {
  const a = parseApiDateTime(from);
  const b = parseApiDateTime(to);
  if (!a || !b) return 0;
  return Math.round(a.until(b, { largestUnit: "minutes" }).total({ unit: "minutes" }));
}

/** `HH:mm` of an API wall-clock in the user's zone. */
export function userHour(apiValue: string, zone: string): string {
  return apiToUserZone(apiValue, zone)?.slice(11, 16) ?? apiValue.slice(11, 16);
}

/** The zone's label for the form ("Colombia (America/Bogota)"). */
export function zoneLabel(request: Request): { zone: string; label: string } {
  const option = userTimeZone(request);
  return { zone: option.zone, label: `${option.label} (${option.zone})` };
}
