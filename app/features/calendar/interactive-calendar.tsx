// The interactive 'Mi Calendario' (DESIGN §4 "Widgets without JS"): schedule-x, loaded after hydration on top
// of the server-rendered views, which stay until it is ready (and stay for good if this chunk cannot load).
// Events arrive from the loader already in the user's zone; moving to another period or view navigates
// (`?vista=&fecha=`) so the loader fetches that range; clicking an event opens 'Detalles del evento'.
import "temporal-polyfill/global";
import "@schedule-x/theme-default/dist/index.css";
import {
  createViewDay,
  createViewMonthAgenda,
  createViewMonthGrid,
  createViewWeek,
  type CalendarEvent,
} from "@schedule-x/calendar";
import { ScheduleXCalendar, useCalendarApp } from "@schedule-x/react";
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { sessionPath } from "~/features/sessions/paths";
import type { CalendarEntry } from "./calendar.server";

type View = "mes" | "semana" | "dia" | "agenda";
const TO_WIDGET: Record<View, string> = { mes: "month-grid", semana: "week", dia: "day", agenda: "month-agenda" };
const FROM_WIDGET: Record<string, View> = { "month-grid": "mes", week: "semana", day: "dia", "month-agenda": "agenda" };

type Props = {
  entries: CalendarEntry[];
  view: View;
  fecha: string;
  timeZone: string;
  locale: string;
  /** The page's query string, kept on session links. */
  search: string;
  onReady: () => void;
  onNavigate: (view: View, fecha: string) => void;
};

function toEvents(entries: readonly CalendarEntry[], timeZone: string): CalendarEvent[] {
  return entries.map((e) => ({
    id: e.slug,
    title: e.name,
    start: Temporal.PlainDateTime.from(e.start.replace(" ", "T")).toZonedDateTime(timeZone),
    end: Temporal.PlainDateTime.from(e.end.replace(" ", "T")).toZonedDateTime(timeZone),
  }));
}

export function InteractiveCalendar({ entries, view, fecha, timeZone, locale, search, onReady, onNavigate }: Props) {
  const navigate = useNavigate();
  // The calendar is created once: callbacks read the latest props through this ref.
  const latest = useRef({ search, onNavigate, view, fecha });
  latest.current = { search, onNavigate, view, fecha };
  const app = useRef<{ calendarState: { view: { value: string } } } | null>(null);

  const calendar = useCalendarApp(
    {
      views: [createViewMonthGrid(), createViewWeek(), createViewDay(), createViewMonthAgenda()],
      defaultView: TO_WIDGET[view],
      selectedDate: Temporal.PlainDate.from(fecha),
      firstDayOfWeek: 1,
      locale: locale === "en" ? "en-US" : "es-ES",
      timezone: timeZone,
      events: toEvents(entries, timeZone),
      callbacks: {
        onEventClick(event) {
          navigate(`${sessionPath(String(event.id))}${latest.current.search}`, { preventScrollReset: true });
        },
        onRangeUpdate(range) {
          const widgetView = FROM_WIDGET[app.current?.calendarState.view.value ?? ""] ?? latest.current.view;
          const start = range.start.toPlainDate();
          const days = start.until(range.end.toPlainDate()).days;
          const middle = start.add({ days: Math.floor(days / 2) }).toString();
          latest.current.onNavigate(widgetView, middle);
        },
      },
    },
    [
      {
        name: "remix-sync",
        onRender($app: { calendarState: { view: { value: string } } }) {
          app.current = $app;
        },
      },
    ],
  );

  useEffect(() => {
    if (calendar) onReady();
  }, [calendar, onReady]);

  useEffect(() => {
    calendar?.events.set(toEvents(entries, timeZone));
  }, [calendar, entries, timeZone]);

  return <ScheduleXCalendar calendarApp={calendar} />;
}
