// `/reports/resumen-entidad-por-programa`: the institution's control panel, tab 'Tablero de control programas'
// (second spec › Screens and routes "The program dashboard screen"): a GET form (program, start and end dates), the three exports
// (only with both dates, the end not before the start), the five cards, the three chart sections (each only when
// its total is above 0, with total, average and last measurement), and the mentor section (a GET form: hours
// given, mode of rating, the program's best mentor or '---', the bar chart of rating counts, the average).
// Charts are SVG drawn on the server with their tables. A summary the API fails to give leaves the page usable.
import type { ApiFailureKind } from "~/api/client.server";
import { optional } from "~/lib/optional.server";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { ApiMentorSummary, ApiProgramSummary } from "~/api/contract/reportes";
import { formatNumber } from "~/lib/number-format";
import { DownloadLink } from "~/ui/download-link";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { fullName } from "~/lib/person-name";
import { Alert, Button, Card, EmptyState, PendingState, Select, TextField } from "~/ui";
import { ChartFigure } from "~/ui/charts";
import { ratingsChart, seriesChart, twoDecimals } from "./charts.server";
import { noShowFacts } from "./no-shows.server";
import * as styles from "./reports.css";
import { EXPORT_KINDS, exportPath, readReportQuery } from "./reports-query.server";
import { programPanelPath } from "~/paths";

export const handle = { i18n: ["reports"] };

/** A summary may fail upstream (second spec › Error catalogue "Summary fetch failure"): its section is empty then; 403/404 stay errors. */
const UPSTREAM: readonly ApiFailureKind[] = ["unavailable"];

const SECTIONS = [
  { key: "events", measure: "herramientas_dictadas", series: "mentorias_dictadas_grafico" },
  { key: "hours", measure: "horas_dictadas", series: "horas_dictadas_grafico" },
  { key: "founders", measure: "fundadores_capacitados", series: "emprendedores_capacitados_grafico" },
] as const;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "institution" });
  const query = readReportQuery(new URL(request.url));
  const [programs, t, locale] = await Promise.all([
    context.api.programa.byInstitution(user.entidad_entidad[0]!.id),
    i18nServer.getFixedT(request, "reports"),
    i18nServer.getLocale(request),
  ]);
  const n = (v: number) => formatNumber(v, locale);
  const programId = query.programa ?? programs[0]?.id ?? null;
  const base = {
    title: t("panel.title"),
    programs: programs.map((p) => ({ value: String(p.id), label: p.nombre })),
    programId,
    inicio: query.inicio,
    fin: query.fin,
    errors: query.errors,
  };
  if (programId === null) return json({ ...base, exports: null, summary: null, failed: false, mentor: null });
  const [summary, mentors] = await Promise.all([
    optional(context.api.reportes.programSummary(programId, query.range ?? undefined, "auto"), null, UPSTREAM),
    context.api.programa.mentors(programId),
  ]);
  const mentorId = mentors.find((m) => m.id === query.mentor)?.id ?? mentors[0]?.id ?? null;
  const mentorSummary =
    mentorId === null ? null : await optional(context.api.reportes.mentorSummary(programId, mentorId), null, UPSTREAM);
  const mentorName = (id: number | null) => {
    const m = mentors.find((x) => x.id === id);
    return m ? fullName(m) : "";
  };
  const range = query.range;
  return json({
    ...base,
    failed: summary === null,
    exports: range
      ? EXPORT_KINDS.map((kind) => ({ kind, href: exportPath(kind, programId, range), label: t(`export.${kind}`) }))
      : null,
    summary: summary && {
      cards: cardsOf(summary, t, n),
      noShows: noShowFacts(summary.inasistencias, "mentors", t, locale),
      sections: SECTIONS.filter((s) => summary[s.measure].total > 0).map((s) => ({
        key: s.key,
        title: t(`charts.${s.key}`),
        facts: [
          { label: t("charts.total"), value: n(summary[s.measure].total) },
          { label: t("charts.average"), value: n(summary[s.measure].promedio) },
          { label: t("charts.last"), value: n(summary[s.measure].ultima_medicion) },
        ],
        chart: seriesChart(`grafico-${s.key}`, t(`charts.${s.key}`), summary[s.series], t, locale, summary.agrupacion),
      })),
      best: summary.mejor_mentor
        ? `${summary.mejor_mentor.first_name} ${summary.mejor_mentor.last_name}`.trim()
        : "---",
    },
    mentor: {
      options: mentors.map((m) => ({ value: String(m.id), label: mentorName(m.id) })),
      id: mentorId,
      view: mentorSummary && mentorId !== null ? mentorView(mentorSummary, mentorName(mentorId), t, locale) : null,
    },
  });
}

type T = (key: string, options?: Record<string, unknown>) => string;

function cardsOf(s: ApiProgramSummary, t: T, n: (v: number) => string) {
  return [
    { label: t("cards.totalFounders"), value: n(s.total_emprendedores) },
    { label: t("cards.totalMentors"), value: n(s.total_mentores) },
    { label: t("cards.activeFounders"), value: n(s.emprendedores_activos) },
    { label: t("cards.totalEmployees"), value: n(s.suma_empleados_totales_empresas) },
    { label: t("cards.averageEmployees"), value: n(s.promedio_empleados_totales_empresas) },
  ];
}

function mentorView(s: ApiMentorSummary, name: string, t: T, locale: string) {
  const rated = s.puntajes_finales.some((p) => p.cantidad > 0);
  return {
    name,
    hours: formatNumber(s.horas_dictadas, locale),
    mode: s.moda_calificacion === null ? "---" : String(s.moda_calificacion),
    average: twoDecimals(s.promedio, locale),
    chart: rated ? ratingsChart("grafico-mentor", name, s, t, locale) : null,
    noShows: noShowFacts(s.inasistencias, "mentor", t, locale),
  };
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProgramPanelRoute() {
  const { t } = useTranslation(["reports", "common"]);
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === programPanelPath;
  const program = data.programId === null ? "" : String(data.programId);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t("reports:panel.title")}</h1>
      </div>
      <nav aria-label={t("reports:panel.tabs")} className={styles.tabs}>
        <a href={programPanelPath} aria-current="page" className={styles.tab}>
          {t("reports:panel.tab")}
        </a>
      </nav>
      {data.programs.length === 0 ? (
        <EmptyState title={t("reports:panel.noPrograms")} />
      ) : (
        <Form method="get" action={programPanelPath} className={styles.filters} aria-label={t("reports:filter.label")}>
          <Select
            id="reports-program"
            name="programa"
            label={t("reports:filter.program")}
            options={data.programs}
            defaultValue={program}
            className={styles.field}
          />
          <TextField
            id="reports-start"
            name="inicio"
            type="date"
            label={t("reports:filter.start")}
            defaultValue={data.inicio}
            errors={data.errors.inicio ? [t(data.errors.inicio)] : undefined}
            className={styles.field}
          />
          <TextField
            id="reports-end"
            name="fin"
            type="date"
            label={t("reports:filter.end")}
            defaultValue={data.fin}
            errors={data.errors.fin ? [t(data.errors.fin)] : undefined}
            className={styles.field}
          />
          <Button type="submit" variant="primary">
            {t("reports:filter.submit")}
          </Button>
        </Form>
      )}
      {loading ? <PendingState label={t("reports:panel.loading")} /> : null}
      {data.programId !== null ? (
        <Card title={t("reports:export.title")} headingLevel={2}>
          {data.exports ? (
            <div className={styles.actions}>
              {data.exports.map((e) => (
                <DownloadLink key={e.kind} to={e.href} pendingLabel={t("reports:export.pending")}>
                  {e.label}
                </DownloadLink>
              ))}
            </div>
          ) : data.errors.inicio || data.errors.fin ? (
            // Say what is wrong, and where: the error sits next to its date in the filter above.
            <p className={styles.muted}>
              {t("reports:export.fixDates")}{" "}
              <a href={data.errors.fin ? "#reports-end" : "#reports-start"}>
                {t(data.errors.fin ?? data.errors.inicio ?? "")}
              </a>
            </p>
          ) : (
            <p className={styles.muted}>{t("reports:export.needDates")}</p>
          )}
        </Card>
      ) : null}
      {data.failed ? <Alert tone="warning">{t("reports:panel.failed")}</Alert> : null}
      {data.summary ? <Summary summary={data.summary} /> : null}
      {data.mentor ? (
        <MentorSection
          mentor={data.mentor}
          best={data.summary?.best ?? "---"}
          hidden={{ programa: program, inicio: data.inicio, fin: data.fin }}
        />
      ) : null}
    </div>
  );
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function Summary({ summary }: { summary: NonNullable<Data["summary"]> }) {
  const { t } = useTranslation(["reports"]);
  return (
    <>
      <section aria-labelledby="reports-cards">
        <h2 id="reports-cards" className={styles.muted}>
          {t("reports:cards.title")}
        </h2>
        <dl className={styles.stats}>
          {summary.cards.map((c) => (
            <div key={c.label} className={styles.stat}>
              <dt className={styles.statLabel}>{c.label}</dt>
              <dd className={styles.statValue}>{c.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Card title={t("reports:noShows.title")}>
        <Facts facts={summary.noShows} />
        <p className={styles.muted}>{t("reports:noShows.definition")}</p>
      </Card>
      {summary.sections.length === 0 ? (
        <EmptyState title={t("reports:charts.empty")} />
      ) : (
        summary.sections.map((s) => (
          <Card key={s.key} title={s.title}>
            <Facts facts={s.facts} />
            <ChartFigure svg={s.chart.svg} table={s.chart.table} wide />
          </Card>
        ))
      )}
    </>
  );
}

function Facts({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <dl className={styles.stats}>
      {facts.map((f) => (
        <div key={f.label} className={styles.stat}>
          <dt className={styles.statLabel}>{f.label}</dt>
          <dd className={styles.statValue}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function MentorSection({
  mentor,
  best,
  hidden,
}: {
  mentor: NonNullable<Data["mentor"]>;
  best: string;
  hidden: Record<string, string>;
}) {
  const { t } = useTranslation(["reports"]);
  const view = mentor.view;
  return (
    <Card title={t("reports:mentor.title")}>
      {mentor.options.length === 0 ? (
        <p className={styles.muted}>{t("reports:mentor.none")}</p>
      ) : (
        <Form method="get" action={programPanelPath} className={styles.filters} aria-label={t("reports:mentor.label")}>
          {Object.entries(hidden).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <Select
            id="reports-mentor"
            name="mentor"
            label={t("reports:mentor.select")}
            options={mentor.options}
            defaultValue={mentor.id === null ? "" : String(mentor.id)}
            className={styles.field}
          />
          <Button type="submit" variant="secondary">
            {t("reports:mentor.submit")}
          </Button>
        </Form>
      )}
      <Facts
        facts={[
          ...(view
            ? [
                { label: t("reports:mentor.hours"), value: view.hours },
                { label: t("reports:mentor.mode"), value: view.mode },
              ]
            : []),
          { label: t("reports:mentor.best"), value: best },
          ...(view ? [{ label: t("reports:mentor.average"), value: view.average }, ...view.noShows] : []),
        ]}
      />
      {view ? (
        view.chart ? (
          <ChartFigure svg={view.chart.svg} table={view.chart.table} />
        ) : (
          <EmptyState title={t("reports:mentor.noRatings")} />
        )
      ) : null}
    </Card>
  );
}
