// Issue 29 §1: the 'Agregar a mi calendario' and 'Compartir por WhatsApp' links of a session, one builder for the
// reminder e-mail (local API) and the session details page (app). Texts come in already translated.

/** `20260405T140000Z`: the UTC form Google Calendar's template takes. */
function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export interface CalendarTemplate {
  title: string;
  startMs: number;
  endMs: number;
  details?: string;
  location?: string;
}

/** Google Calendar's "add event" template link (https://calendar.google.com/calendar/render?action=TEMPLATE&…). */
export function googleCalendarUrl(event: CalendarTemplate): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.startMs)}/${utcStamp(event.endMs)}`,
  });
  if (event.details) params.set("details", event.details);
  if (event.location) params.set("location", event.location);
  // %20 rather than '+': some mail clients turn a '+' in a link into a literal plus.
  return `https://calendar.google.com/calendar/render?${params.toString().replace(/\+/g, "%20")}`;
}

/** WhatsApp's share link: the person picks the chat, the text is filled in. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The instant of the API's wall-clock `YYYY-MM-DD HH:mm` (America/Bogota: UTC-5 all year, decision 019). */
export function apiWallClockMs(value: string): number {
  return Date.parse(`${value.trim().replace(" ", "T")}:00-05:00`);
}
