// `/user/dashboard/{username}/reports/resumen-por-programa`: the mentor's 'Mi dashboard' (core spec › Screens and routes): per program
// they mentor, their hours given, sessions, average rating (two decimals, core spec › Business constants and limits), the no-show rates (issue 29
// §3), the chart of their rating counts and their last ratings. Only their own: another username gets 403, as do other kinds of user.
import { Temporal } from "@js-temporal/polyfill";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { apiFailureOf } from "~/api/client.server";
import { formatNumber } from "~/lib/number-format";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { userTimeZone } from "~/lib/time.server";
import { Alert, Card, EmptyState } from "~/ui";
import { ChartFigure } from "~/ui/charts";
import { ratingsChart, twoDecimals } from "./charts.server";
import { noShowFacts } from "./no-shows.server";
import * as styles from "./reports.css";
import { intlLocale } from "~/lib/intl";
import { fullName } from "~/lib/person-name";

export const handle = { i18n: ["reports"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "mentor" });
  if ((params.username ?? "").toLowerCase() !== user.username.toLowerCase()) {
    throw new Response("Forbidden", { status: 403 });
  }
  const [programs, t, locale] = await Promise.all([
    context.api.programa.byMentor(user.id),
    i18nServer.getFixedT(request, "reports"),
    i18nServer.getLocale(request),
  ]);
  const zone = userTimeZone(request).zone;
  const name = fullName(user);
  let failed = false;
  const cards = await Promise.all(
    programs.map(async (program) => {
      const summary = await context.api.reportes.mentorSummary(program.id, user.id).catch((error: unknown) => {
        if (apiFailureOf(error)?.kind !== "unavailable") throw error;
        failed = true;
        return null;
      });
      if (!summary) return null;
      const rated = summary.puntajes_finales.some((p) => p.cantidad > 0);
      return {
        id: program.id,
        name: program.nombre,
        facts: [
          { label: t("mentor.hours"), value: formatNumber(summary.horas_dictadas, locale) },
          { label: t("dashboard.sessions"), value: formatNumber(summary.sesiones, locale) },
          { label: t("mentor.average"), value: rated ? twoDecimals(summary.promedio, locale) : "---" },
          ...noShowFacts(summary.inasistencias, "mentor", t, locale),
        ],
        chart: rated ? ratingsChart(`grafico-${program.id}`, name, summary, t, locale) : null,
        reviews: summary.ultimas_calificaciones.map((r, i) => ({
          key: i,
          stars: t("dashboard.stars", { value: twoDecimals(r.puntaje, locale) }),
          author: r.autor,
          date: reviewDate(r.fecha, zone, locale),
          comment: r.comentario,
        })),
      };
    }),
  );
  return json({ title: t("dashboard.title"), failed, cards: cards.filter((c) => c !== null) });
}

/** A rating's date (an ISO instant) in the viewer's zone; as given when it is not one. */
function reviewDate(value: string, zone: string, locale: string): string {
  try {
    return Temporal.Instant.from(value)
      .toZonedDateTimeISO(zone)
      .toLocaleString(intlLocale(locale), { dateStyle: "medium" });
  } catch {
    return value;
  }
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MentorDashboardRoute() {
  const { t } = useTranslation(["reports"]);
  const { title, failed, cards } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
      </div>
      {failed ? <Alert tone="warning">{t("reports:panel.failed")}</Alert> : null}
      {cards.length === 0 && !failed ? <EmptyState title={t("reports:dashboard.empty")} /> : null}
      <div className={styles.grid}>
        {cards.map((card) => (
          <Card key={card.id} title={card.name}>
            <dl className={styles.stats}>
              {card.facts.map((f) => (
                <div key={f.label} className={styles.stat}>
                  <dt className={styles.statLabel}>{f.label}</dt>
                  <dd className={styles.statValue}>{f.value}</dd>
                </div>
              ))}
            </dl>
            {card.chart ? (
              <ChartFigure svg={card.chart.svg} table={card.chart.table} />
            ) : (
              <EmptyState title={t("reports:mentor.noRatings")} />
            )}
            {card.reviews.length > 0 ? (
              <>
                <h3 className={styles.muted}>{t("reports:dashboard.lastReviews")}</h3>
                <ul className={styles.reviews}>
                  {card.reviews.map((r) => (
                    <li key={r.key} className={styles.review}>
                      <strong>{r.stars}</strong>
                      <span className={styles.muted}>
                        {t("reports:dashboard.by", { author: r.author, date: r.date })}
                      </span>
                      {r.comment ? <span>{r.comment}</span> : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Card>
        ))}
      </div>
    </div>
  );
}
