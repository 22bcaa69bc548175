// The server-rendered views of 'Mi Calendario' (docs/house-rules.md#widgets-without-js): a month table (weeks start
// Monday; on a phone, a grid of days and the chosen day's list), per-day lists for the week and the day, and the
// agenda table. Every session is a link to its 'Detalles del evento'. Each view is a StaticIsland: nothing in it
// but links, so the first hydration keeps the server's HTML (its links still navigate inside the app).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { capitalizeFirst } from "~/lib/text";
import { cx, EmptyState, StaticIsland, Table, visuallyHidden } from "~/ui";
import type { CalendarDay, CalendarEntry } from "./calendar.server";
import * as styles from "./calendar.css";
import { calendarViewPath, sessionPath } from "~/paths";

type EntryLinkProps = { entry: CalendarEntry; query: string; className?: string; showTime?: boolean };

/** "+N más": the day's other sessions, in the day view. */
function MoreLink({ day }: { day: CalendarDay }) {
  const { t } = useTranslation(["calendar"]);
  if (day.more === 0) return null;
  return (
    <Link to={calendarViewPath({ vista: "dia", fecha: day.date })} className={styles.moreLink}>
      {t("calendar:month.more", { count: day.more })}
      <span className={visuallyHidden}>{` ${t("calendar:month.moreOf", { date: day.label })}`}</span>
    </Link>
  );
}

function EntryLink({ entry, query, className, showTime = true }: EntryLinkProps) {
  return (
    // data-prevent-scroll-reset: the same when the island's click handler navigates (app/ui/static-island.tsx).
    <Link
      to={`${sessionPath(entry.slug)}${query}`}
      className={className}
      preventScrollReset
      data-prevent-scroll-reset=""
    >
      {showTime ? `${entry.time} ${entry.name}` : entry.name}
    </Link>
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
              <tr key={week[0]!.date}>
                {week.map((day) => (
                  <td
                    key={day.date}
                    className={cx(styles.cell, !day.inPeriod && styles.otherMonth)}
                    aria-current={day.today ? "date" : undefined}
                  >
                    <div className={styles.wideOnly}>
                      <span className={cx(styles.dayNumber, day.today && styles.todayNumber)} aria-hidden="true">
                        {day.number}
                      </span>
                      <span className={visuallyHidden}>{dayName(t, day)}</span>
                      {day.entries.length > 0 ? (
                        <ul className={styles.entries}>
                          {day.entries.map((entry) => (
                            <li key={entry.slug}>
                              <EntryLink entry={entry} query={query} className={styles.entryLink} />
                            </li>
                          ))}
                          {day.more > 0 ? (
                            <li>
                              <MoreLink day={day} />
                            </li>
                          ) : null}
                        </ul>
                      ) : null}
                    </div>
                    <PhoneDayLink day={day} chosen={day.date === fecha} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {chosen ? <ChosenDay day={chosen} query={query} /> : null}
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>["t"];

/** "Lunes, 16 de noviembre de 2026", with "(hoy)" on today. */
function dayName(t: Translate, day: CalendarDay): string {
  return capitalizeFirst(day.today ? t("calendar:month.today", { date: day.label }) : day.label);
}

/** A phone's day in the month grid: its number, a mark if it has sessions; the link lists its sessions below. */
function PhoneDayLink({ day, chosen }: { day: CalendarDay; chosen: boolean }) {
  const { t } = useTranslation(["calendar"]);
  const total = day.entries.length + day.more;
  return (
    <Link
      to={`${calendarViewPath({ vista: "mes", fecha: day.date })}#${MONTH_ID}`}
      className={styles.phoneDay}
      aria-current={chosen ? "true" : undefined}
    >
      <span className={cx(styles.phoneDayNumber, day.today && styles.todayNumber)} aria-hidden="true">
        {day.number}
      </span>
      <span className={total > 0 ? styles.mark : styles.noMark} aria-hidden="true" />
      <span className={visuallyHidden}>
        {total > 0 ? `${dayName(t, day)}: ${t("calendar:month.sessions", { count: total })}` : dayName(t, day)}
      </span>
    </Link>
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
              <EntryLink entry={entry} query={query} showTime={false} className={styles.chosenLink} />
            </li>
          ))}
        </ul>
      )}
      <MoreLink day={day} />
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
                    <td>
                      <EntryLink entry={entry} query={query} showTime={false} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <MoreLink day={day} />
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
          cell: (row) => <EntryLink entry={row} query={query} showTime={false} />,
        },
      ]}
    />
  );
}
