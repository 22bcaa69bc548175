// The server-rendered views of 'Mi Calendario' (docs/house-rules.md#widgets-without-js): a month table (weeks start
// Monday; on a phone, a grid of days and the chosen day's list), per-day lists for the week and the day, and the
// agenda table. Every session is a link to its 'Detalles del evento'. Each view is a StaticIsland: nothing in it
// but links, so the first hydration keeps the server's HTML. Its links are plain anchors, written as Remix's <Link>
// writes them, that the island's click handler navigates inside the app: a month holds ~250 links at size, and a
// <Link> (three route resolutions each) was 44% of the month's server render (issue 31 §2).
import { useTranslation } from "~/lib/i18n-react";
import { capitalizeFirst } from "~/lib/text";
import { cx, EmptyState, StaticIsland, Table, visuallyHidden } from "~/ui";
import type { CalendarDay, CalendarEntry } from "./calendar.server";
import * as styles from "./calendar.css";
import { calendarViewPath, sessionPath } from "~/paths";

type Translate = ReturnType<typeof useTranslation>["t"];

// The links below are functions, not components: called per cell, they cost no component render or hook (issue 31 §2).

/** "+N más": the day's other sessions, in the day view. */
function moreLink(t: Translate, day: CalendarDay) {
  if (day.more === 0) return null;
  return (
    <a className={styles.moreLink} data-discover="true" href={calendarViewPath({ vista: "dia", fecha: day.date })}>
      {t("calendar:month.more", { count: day.more })}
      <span className={visuallyHidden}>{` ${t("calendar:month.moreOf", { date: day.label })}`}</span>
    </a>
  );
}

/** A session's link; in the month with its start time. */
function entryLink(entry: CalendarEntry, query: string, className?: string, showTime = false) {
  return (
    // data-prevent-scroll-reset: <Link preventScrollReset> when the island's click handler navigates
    // (app/ui/static-island.tsx); data-discover: Remix's route discovery, as on a <Link>.
    <a
      className={className}
      data-prevent-scroll-reset=""
      data-discover="true"
      href={`${sessionPath(entry.slug)}${query}`}
    >
      {showTime ? `${entry.time} ${entry.name}` : entry.name}
    </a>
  );
}

/** The month grid's anchor: a day chosen on a phone brings the grid and its list back into view. */
const MONTH_ID = "mes";

/**
 * The month. From `md` up, a table of weeks with each day's first sessions; on a phone (decision 031),
 * the same table as a compact grid of day links, a mark on days with sessions, and the chosen day's (`fecha`)
 * sessions listed below it. Choosing a day is a plain link (`?vista=mes&fecha=`): no JavaScript needed.
 */
type MonthProps = {
  weeks: CalendarDay[][];
  weekdays: { short: string; long: string }[];
  period: string;
  fecha: string;
  query: string;
};

export function MonthView(props: MonthProps) {
  return (
    <StaticIsland data={[props.weeks, props.fecha, props.query]}>
      <Month {...props} />
    </StaticIsland>
  );
}

function Month({ weeks, weekdays, period, fecha, query }: MonthProps) {
  const { t } = useTranslation(["calendar"]);
  const chosen = weeks.flat().find((day) => day.date === fecha);
  return (
    <>
      <div className={styles.monthScroller} id={MONTH_ID}>
        <table className={styles.month}>
          <caption className={visuallyHidden}>{t("calendar:month.caption", { period })}</caption>
          <thead>
            <tr>
              {weekdays.map((d) => (
                <th key={d.long} scope="col" className={styles.weekday}>
                  <span aria-hidden="true">{d.short}</span>
                  <span className={visuallyHidden}>{d.long}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.date}>{week.map((day) => monthCell(t, day, day.date === fecha, query))}</tr>
            ))}
          </tbody>
        </table>
      </div>
      {chosen ? <ChosenDay day={chosen} query={query} /> : null}
    </>
  );
}

/** "Lunes, 16 de noviembre de 2026", with "(hoy)" on today. */
function dayName(t: Translate, day: CalendarDay): string {
  return capitalizeFirst(day.today ? t("calendar:month.today", { date: day.label }) : day.label);
}

/** A day of the month table: from `md` up its first sessions; on a phone, its day link. */
function monthCell(t: Translate, day: CalendarDay, chosen: boolean, query: string) {
  const name = dayName(t, day);
  const total = day.entries.length + day.more;
  return (
    <td
      key={day.date}
      className={cx(styles.cell, !day.inPeriod && styles.otherMonth)}
      aria-current={day.today ? "date" : undefined}
    >
      <div className={styles.wideOnly}>
        <span className={cx(styles.dayNumber, day.today && styles.todayNumber)} aria-hidden="true">
          {day.number}
        </span>
        <span className={visuallyHidden}>{name}</span>
        {day.entries.length > 0 ? (
          <ul className={styles.entries}>
            {day.entries.map((entry) => (
              <li key={entry.slug}>{entryLink(entry, query, styles.entryLink, true)}</li>
            ))}
            {day.more > 0 ? <li>{moreLink(t, day)}</li> : null}
          </ul>
        ) : null}
      </div>
      {/* The phone's day: its number, a mark if it has sessions; the link lists its sessions below the grid. */}
      <a
        className={styles.phoneDay}
        aria-current={chosen ? "true" : undefined}
        data-discover="true"
        href={`${calendarViewPath({ vista: "mes", fecha: day.date })}#${MONTH_ID}`}
      >
        <span className={cx(styles.phoneDayNumber, day.today && styles.todayNumber)} aria-hidden="true">
          {day.number}
        </span>
        <span className={total > 0 ? styles.mark : styles.noMark} aria-hidden="true" />
        <span className={visuallyHidden}>
          {total > 0 ? `${name}: ${t("calendar:month.sessions", { count: total })}` : name}
        </span>
      </a>
    </td>
  );
}

/** On a phone, below the month grid: the chosen day's sessions, as links, and "+N más" to the day view. */
function ChosenDay({ day, query }: { day: CalendarDay; query: string }) {
  const { t } = useTranslation(["calendar"]);
  return (
    <section className={styles.chosenDay} aria-labelledby="dia-elegido">
      <h3 id="dia-elegido" className={cx(styles.dayHeading, day.today && styles.todayHeading)}>
        {dayName(t, day)}
      </h3>
      {day.entries.length === 0 ? (
        <p className={styles.muted}>{t("calendar:empty.day")}</p>
      ) : (
        <ul className={styles.chosenList}>
          {day.entries.map((entry) => (
            <li key={entry.slug} className={styles.chosenEntry}>
              <span className={styles.chosenHours}>{entry.hours}</span>
              {entryLink(entry, query, styles.chosenLink)}
            </li>
          ))}
        </ul>
      )}
      {moreLink(t, day)}
    </section>
  );
}

type DayListProps = { days: CalendarDay[]; query: string };

export function DayListView(props: DayListProps) {
  return (
    <StaticIsland data={[props.days, props.query]}>
      <DayList {...props} />
    </StaticIsland>
  );
}

function DayList({ days, query }: DayListProps) {
  const { t } = useTranslation(["calendar"]);
  return (
    <div className={styles.dayList}>
      {days.map((day) => (
        <section key={day.date} className={styles.daySection} aria-labelledby={`dia-${day.date}`}>
          <h3 id={`dia-${day.date}`} className={cx(styles.dayHeading, day.today && styles.todayHeading)}>
            {dayName(t, day)}
          </h3>
          {day.entries.length === 0 ? (
            <p className={styles.muted}>{t("calendar:empty.day")}</p>
          ) : (
            <table className={styles.simpleTable}>
              <caption className={visuallyHidden}>{day.label}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("calendar:columns.hours")}</th>
                  <th scope="col">{t("calendar:columns.event")}</th>
                </tr>
              </thead>
              <tbody>
                {day.entries.map((entry) => (
                  <tr key={entry.slug}>
                    <td className={styles.hoursCell}>{entry.hours}</td>
                    <td>{entryLink(entry, query)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {moreLink(t, day)}
        </section>
      ))}
    </div>
  );
}

type AgendaRow = CalendarEntry & { dayLabel: string };

type AgendaProps = { rows: AgendaRow[]; period: string; query: string };

export function AgendaView(props: AgendaProps) {
  return (
    <StaticIsland data={[props.rows, props.period, props.query]}>
      <Agenda {...props} />
    </StaticIsland>
  );
}

function Agenda({ rows, period, query }: AgendaProps) {
  const { t } = useTranslation(["calendar"]);
  if (rows.length === 0) return <EmptyState title={t("calendar:empty.agenda")} headingLevel={3} />;
  return (
    <Table
      caption={t("calendar:agenda.caption", { period })}
      captionHidden
      rows={rows}
      rowKey={(row) => row.slug}
      columns={[
        { id: "fecha", header: t("calendar:columns.date"), cell: (row) => row.dayLabel },
        { id: "horas", header: t("calendar:columns.hours"), cell: (row) => row.hours },
        {
          id: "evento",
          header: t("calendar:columns.event"),
          rowHeader: true,
          cell: (row) => entryLink(row, query),
        },
      ]}
    />
  );
}
