// The join page's date and times (second spec › Screens and routes "Join-event page": Colombian Spanish, Bogota time).
import { Temporal } from "@js-temporal/polyfill";
import { API_TIME_ZONE, parseApiDateTime } from "~/lib/time.server";

/** fecha_hora_* as an instant in Bogota: ISO 8601 with an offset, or the API's `YYYY-MM-DD HH:mm` wall-clock. */
export function joinDateTime(value: string): Temporal.ZonedDateTime | null {
  try {
    return Temporal.Instant.from(value.trim()).toZonedDateTimeISO(API_TIME_ZONE);
  } catch {
    return parseApiDateTime(value);
  }
}

/** 'lunes, 23 de noviembre de 2026' and '9:00 a. m.' (es-CO), or null parts when the API sent no date. */
export function joinTimes(start: string, end: string, locale: string) {
  const from = joinDateTime(start);
  const to = joinDateTime(end);
  const time = (zdt: Temporal.ZonedDateTime | null) =>
    zdt ? zdt.toLocaleString(locale, { hour: "numeric", minute: "2-digit" }) : null;
  return {
    date: from
      ? from.toLocaleString(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" })
      : null,
    start: time(from),
    end: time(to),
  };
}
