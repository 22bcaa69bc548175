// iCalendar (RFC 5545) for the session .ics download and the private calendar feed: CRLF lines folded at
// 75 octets, TEXT values escaped, times in UTC converted from the API's wall-clock with Temporal.
import { Temporal } from "@js-temporal/polyfill";
import { nowInstant } from "~/shared/clock-temporal";

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const encoder = new TextEncoder();

export interface IcsEvent {
  uid: string;
  /** Wall-clock `YYYY-MM-DD HH:mm` in `zone`. */
  start: string;
  end: string;
  summary: string;
  description?: string;
  url?: string;
  /** SEQUENCE (RFC 5545 §3.8.7.4): raised on every change of time, so clients update the event they have. */
  sequence?: number;
  /** STATUS: a cancelled event stays published with CANCELLED so clients remove it. */
  cancelled?: boolean;
}

export interface IcsCalendar {
  events: readonly IcsEvent[];
  /** The calendar's display name (X-WR-CALNAME), for feeds. */
  name?: string;
  /** The zone of the events' wall-clock values (the API's: America/Bogota). */
  zone: string;
  /** DTSTAMP of every event; now by default. */
  now?: Temporal.Instant;
  /** METHOD: CANCEL for the file of a cancelled session, PUBLISH otherwise. */
  method?: "PUBLISH" | "CANCEL";
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  // Continuation lines start with a space, which counts towards their 75 octets.
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = " ";
      size = 1;
      limit = 75;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n");
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

function utcStamp(instant: Temporal.Instant): string {
  const t = instant.toZonedDateTimeISO("UTC");
  return `${pad(t.year, 4)}${pad(t.month)}${pad(t.day)}T${pad(t.hour)}${pad(t.minute)}${pad(t.second)}Z`;
}

/**
 * A wall-clock value of `zone` as an iCalendar UTC date-time (`20261123T140000Z`); null when it is not one.
 * Times a daylight-saving jump skips move forward, repeated ones take the earlier instant ("compatible").
 */
export function wallClockToIcsUtc(value: string, zone: string): string | null {
  const m = WALL_CLOCK.exec(value.trim());
  if (!m) return null;
  try {
    const pdt = Temporal.PlainDateTime.from(
      { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]!, second: +(m[6] ?? 0) },
      { overflow: "reject" },
    );
    return utcStamp(pdt.toZonedDateTime(zone, { disambiguation: "compatible" }).toInstant());
  } catch {
    return null;
  }
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`);
}

/** The calendar document; events whose times are not valid wall-clock values are left out. */
export function buildCalendar(calendar: IcsCalendar): string {
  const stamp = utcStamp(calendar.now ?? nowInstant());
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Mentoring Platform//Sesiones//ES", "CALSCALE:GREGORIAN"];
  lines.push(`METHOD:${calendar.method ?? "PUBLISH"}`);
  if (calendar.name) lines.push(property("X-WR-CALNAME", escapeText(calendar.name)));
  for (const event of calendar.events) {
    const start = wallClockToIcsUtc(event.start, calendar.zone);
    const end = wallClockToIcsUtc(event.end, calendar.zone);
    if (!start || !end) continue;
    lines.push("BEGIN:VEVENT");
    lines.push(property("UID", event.uid));
    lines.push(`DTSTAMP:${stamp}`, `DTSTART:${start}`, `DTEND:${end}`);
    lines.push(`SEQUENCE:${Math.max(0, Math.trunc(event.sequence ?? 0))}`);
    lines.push(`STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`);
    lines.push(property("SUMMARY", escapeText(event.summary)));
    if (event.description) lines.push(property("DESCRIPTION", escapeText(event.description)));
    // URI values are not TEXT: no escaping, only folding.
    if (event.url) lines.push(property("URL", event.url));
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
