// `/calendar` ('Mi Calendario', core spec › Screens and routes "Calendar, files, minutes"): the signed-in user's sessions in month,
// week, day and agenda views (`?vista=mes|semana|dia|agenda&fecha=YYYY-MM-DD`), in the user's time zone (the
// `tz` cookie, set by this route's action). Server-rendered tables and lists work without JavaScript; with it,
// the schedule-x calendar loads after hydration on top of them. Child routes are dialogs over this page.
import { paginationLabels } from "~/lib/pagination-labels";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation, useOutlet, useSubmit } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { safeRedirectPath } from "~/lib/redirect";
import { serializeCookie } from "~/lib/session.server";
import { TIME_ZONE_COOKIE, userTimeZone } from "~/lib/time.server";
import { TIME_ZONES } from "~/api/contract/time-zones";
import { useLazyModule } from "~/lib/use-lazy-module";
import { media } from "~/styles/tokens.css";
import { userTypeOf } from "~/lib/user-type";
import { Alert, Button, ButtonLink, IconCalendar, Pagination, parsePage, visuallyHidden } from "~/ui";
import { parseDay, parseView, type CalendarView } from "./calendar-dates.server";
import { todayInZone } from "~/lib/plain-day";
import { loadCalendar } from "./calendar.server";
import { AgendaView, DayListView, MonthView } from "./calendar-views";
import * as styles from "./calendar.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { zoneCountry } from "~/lib/intl";
import {
  availabilityPath,
  bookSessionPath,
  CALENDAR_PAGE_PARAM,
  calendarPath,
  calendarViewPath,
  feedSettingsPath,
  myDocumentsPath,
  newSessionPath,
} from "~/paths";

export const handle = { i18n: ["calendar"] };

const VIEW_LINKS: readonly CalendarView[] = ["mes", "semana", "dia", "agenda"];
const ZONE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
const loadWidget = () => import("./interactive-calendar").catch(() => null);
const wideScreen = () => window.matchMedia(media.md).matches;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const url = new URL(request.url);
  const zone = userTimeZone(request);
  const [t, locale] = await Promise.all([i18nServer.getFixedT(request, "calendar"), i18nServer.getLocale(request)]);
  const view = parseView(url.searchParams.get("vista"));
  const today = todayInZone(zone.zone);
  const day = parseDay(url.searchParams.get("fecha"), today);
  const page = parsePage(url.searchParams, CALENDAR_PAGE_PARAM);
  const calendar = await loadCalendar(context, { view, day, today, zone: zone.zone, locale, page, url });
  return json({
    title: t("calendar:title"),
    userType: userTypeOf(user),
    locale,
    zone: { code: zone.code, iana: zone.zone },
    zones: TIME_ZONES.map((z) => ({ value: z.code, label: `${zoneCountry(z, locale)} (${z.code})` })),
    ...calendar,
  });
}

export async function action({ context, request }: ActionFunctionArgs) {
  await requireUser(context, request);
  const form = await readForm(request, context);
  const back = safeRedirectPath(form.get("volver"), calendarPath);
  const target = back.startsWith(calendarPath) ? back : calendarPath;
  const code = String(form.get("zona") ?? "");
  // A forged or missing choice comes back to the calendar with a message (a 400 nobody sees helps no one).
  if (form.get("intent") !== "zona" || !TIME_ZONES.some((z) => z.code === code)) {
    return redirect(target, {
      headers: withFlash({ type: "error", key: "calendar:zone.invalid" }, context.session.secure),
    });
  }
  return redirect(target, {
    headers: {
      "Set-Cookie": serializeCookie(TIME_ZONE_COOKIE, code, {
        secure: context.session.secure,
        maxAge: ZONE_COOKIE_MAX_AGE,
      }),
    },
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function CalendarRoute() {
  const { t } = useTranslation(["calendar", "common"]);
  const data = useLoaderData<typeof loader>();
  const { view, fecha, userType } = data;
  const location = useLocation();
  // Under one of its dialogs (a child route) the calendar is inert: its widget loads once none is open. On a
  // phone the server's views are the calendar (decision 016): the widget loads from the `md` width up.
  const outlet = useOutlet();
  // A period too full for the widget (some day's "+N más", a second page) keeps the server's views.
  const widget = useLazyModule(loadWidget, outlet === null && data.widgetEntries !== null, wideScreen);
  const [widgetReady, setWidgetReady] = useState(false);
  const onReady = useCallback(() => setWidgetReady(true), []);
  const here = calendarViewPath({
    vista: view,
    fecha,
    [CALENDAR_PAGE_PARAM]: data.page > 1 ? String(data.page) : undefined,
  });
  // Session links keep the view, so the calendar behind 'Detalles del evento' stays where it was.
  const query = here.slice(calendarPath.length);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{data.title}</h1>
        <div className={styles.actions}>
          {userType === "institution" ? (
            <ButtonLink to={newSessionPath} variant="primary">
              {t("calendar:actions.newSession")}
            </ButtonLink>
          ) : null}
          {userType === "entrepreneur" ? (
            <ButtonLink to={bookSessionPath} variant="primary">
              {t("calendar:actions.book")}
            </ButtonLink>
          ) : null}
          {userType === "mentor" ? (
            <ButtonLink to={availabilityPath} variant="secondary">
              {t("calendar:actions.availability")}
            </ButtonLink>
          ) : null}
          <ButtonLink to={myDocumentsPath} variant="secondary">
            {t("calendar:actions.documents")}
          </ButtonLink>
          <ButtonLink to={feedSettingsPath} variant="secondary" icon={<IconCalendar />}>
            {t("calendar:actions.feed")}
          </ButtonLink>
        </div>
      </div>

      <ZoneForm />

      {data.failed ? (
        <Alert tone="error" live>
          {t("calendar:fetchError")}
        </Alert>
      ) : null}

      <Toolbar />
      {/* The widget draws itself out of sight, in the place of the server's views, and takes it once drawn:
          the page never moves under the reader (Lighthouse: CLS 0.236 when it drew below them first). */}
      <div className={styles.swap}>
        <div className={widgetReady ? styles.hidden : styles.details}>
          {view === "mes" ? (
            <MonthView weeks={data.weeks} weekdays={data.weekdays} period={data.period} fecha={fecha} query={query} />
          ) : null}
          {view === "semana" || view === "dia" ? <DayListView days={data.days} query={query} /> : null}
          {view === "agenda" ? <AgendaView rows={data.agenda} period={data.period} query={query} /> : null}
          {data.totalPages > 1 ? (
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              param={CALENDAR_PAGE_PARAM}
              labels={paginationLabels(t, { list: data.period })}
            />
          ) : null}
        </div>

        {widget && data.widgetEntries ? (
          <div className={widgetReady ? undefined : styles.drawing}>
            <widget.InteractiveCalendar
              key={`${data.zone.iana} ${view} ${fecha}`}
              entries={data.widgetEntries}
              view={view}
              fecha={fecha}
              timeZone={data.zone.iana}
              locale={data.locale}
              search={location.search}
              onReady={onReady}
            />
          </div>
        ) : null}
      </div>

      {outlet}
    </div>
  );
}

function Toolbar() {
  const { t } = useTranslation(["calendar"]);
  const { view, fecha, today, previous, next, period } = useLoaderData<typeof loader>();
  return (
    <div className={styles.toolbar}>
      <div className={styles.group}>
        <nav aria-label={t("calendar:toolbar.views")} className={styles.group}>
          {VIEW_LINKS.map((v) => (
            <Link
              key={v}
              to={calendarViewPath({ vista: v, fecha })}
              aria-current={v === view ? "page" : undefined}
              className={styles.viewLink}
            >
              {t(`calendar:views.${v}`)}
            </Link>
          ))}
        </nav>
        <nav aria-label={t("calendar:toolbar.navigation")} className={styles.group}>
          <ButtonLink to={calendarViewPath({ vista: view, fecha: today })} variant="secondary" size="sm">
            {t("calendar:toolbar.today")}
          </ButtonLink>
          <ButtonLink to={calendarViewPath({ vista: view, fecha: previous })} variant="secondary" size="sm">
            {t("calendar:toolbar.previous")}
          </ButtonLink>
          <ButtonLink to={calendarViewPath({ vista: view, fecha: next })} variant="secondary" size="sm">
            {t("calendar:toolbar.next")}
          </ButtonLink>
        </nav>
      </div>
      <h2 className={styles.periodTitle} aria-live="polite">
        {period}
      </h2>
      <Form method="get" action={calendarPath} className={styles.inlineForm}>
        <input type="hidden" name="vista" value={view} />
        <label className={styles.field}>
          {t("calendar:toolbar.date")}
          <input key={fecha} type="date" name="fecha" defaultValue={fecha} required className={styles.control} />
        </label>
        <Button type="submit" variant="secondary" size="sm">
          {t("calendar:toolbar.go")}
        </Button>
      </Form>
    </div>
  );
}

function ZoneForm() {
  const { t } = useTranslation(["calendar"]);
  const { zone, zones, view, fecha } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  return (
    <Form method="post" action={calendarPath} className={styles.inlineForm}>
      <input type="hidden" name="intent" value="zona" />
      <input type="hidden" name="volver" value={calendarViewPath({ vista: view, fecha })} />
      <label className={styles.field}>
        {t("calendar:zone.label")}
        <select
          key={zone.code}
          name="zona"
          defaultValue={zone.code}
          className={styles.control}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
        >
          {zones.map((z) => (
            <option key={z.value} value={z.value}>
              {z.label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" size="sm">
        {t("calendar:zone.submit")}
        <span className={visuallyHidden}>{` ${t("calendar:zone.label")}`}</span>
      </Button>
    </Form>
  );
}
