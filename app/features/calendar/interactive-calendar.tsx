// The interactive 'Mi Calendario' (docs/house-rules.md#widgets-without-js): schedule-x, loaded after hydration on top
// of the server-rendered views, which stay until it is ready (and stay for good if this chunk cannot load).
// The page's toolbar stays in charge: the view and the date come from the URL (`?vista=&fecha=`), so the
// loader fetches that range; events arrive already in the user's zone. Clicking one opens 'Detalles del evento'.
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
import { beginWidget } from "~/lib/widget-status";
import type { CalendarEntry } from "./calendar.server";
import * as styles from "./interactive-calendar.css";
import { sessionPath } from "~/paths";

type View = "mes" | "semana" | "dia" | "agenda";
const TO_WIDGET: Record<View, string> = { mes: "month-grid", semana: "week", dia: "day", agenda: "month-agenda" };

type Props = {
  entries: CalendarEntry[];
  view: View;
  fecha: string;
  timeZone: string;
  locale: string;
  /** The page's query string, kept on session links. */
  search: string;
  onReady: () => void;
};

function toEvents(entries: readonly CalendarEntry[], timeZone: string): CalendarEvent[] {
  return entries.map((e) => ({
    id: e.slug,
    title: e.name,
    start: Temporal.PlainDateTime.from(e.start.replace(" ", "T")).toZonedDateTime(timeZone),
    end: Temporal.PlainDateTime.from(e.end.replace(" ", "T")).toZonedDateTime(timeZone),
  }));
}

/** Mount with a `key` of the view, date and zone: the calendar is configured once per mount. */
export function InteractiveCalendar({ entries, view, fecha, timeZone, locale, search, onReady }: Props) {
  const navigate = useNavigate();
  const latestSearch = useRef(search);
  latestSearch.current = search;

  const calendar = useCalendarApp({
    views: [createViewMonthGrid(), createViewWeek(), createViewDay(), createViewMonthAgenda()],
    defaultView: TO_WIDGET[view],
    selectedDate: Temporal.PlainDate.from(fecha),
    firstDayOfWeek: 1,
    locale: locale === "en" ? "en-US" : locale === "pt-BR" ? "pt-BR" : "es-ES",
    timezone: timeZone,
    events: toEvents(entries, timeZone),
    callbacks: {
      onEventClick(event) {
        navigate(`${sessionPath(String(event.id))}${latestSearch.current}`, { preventScrollReset: true });
      },
    },
  });

  const latestOnReady = useRef(onReady);
  latestOnReady.current = onReady;

  // Ready once schedule-x has drawn itself: the page then hides its server-rendered views, and the widget stops
  // counting as pending (widget-status.ts), so tests check the calendar a user sees.
  // Accessibility repairs of schedule-x's markup. It names some plain divs (day columns, the date grid) with aria-label: a div needs a role for
  // its name to count (axe: aria-prohibited-attr), so they become groups, now and whenever it re-renders.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const endPending = beginWidget();
    const fix = () => {
      for (const el of root.querySelectorAll("div[aria-label]:not([role])")) el.setAttribute("role", "group");
      // Its scrolling view containers must be reachable by keyboard even when they hold no event.
      for (const el of root.querySelectorAll<HTMLElement>("[id]:not([tabindex])")) {
        const style = getComputedStyle(el);
        if (/auto|scroll/.test(`${style.overflowY} ${style.overflowX}`)) el.tabIndex = 0;
      }
      if (root.querySelector(".sx__calendar")) {
        latestOnReady.current();
        endPending();
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
    return () => {
      observer.disconnect();
      endPending();
    };
  }, []);

  // Revalidation (e.g. after a session is created in a dialog over the page) brings new entries.
  useEffect(() => {
    calendar?.events.set(toEvents(entries, timeZone));
  }, [calendar, entries, timeZone]);

  return (
    <div ref={frame} className={styles.frame}>
      <ScheduleXCalendar calendarApp={calendar} />
    </div>
  );
}
