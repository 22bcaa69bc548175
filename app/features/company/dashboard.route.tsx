// 'Mi dashboard' (second spec › Screens and routes): `/dashboard` for the entrepreneur's own company, `/dashboard/{id}` read-only for
// the company's mentors and its institution. The first indicator is a big chart, the others a two-column
// grid; each a line chart of its values with the base line and the goal as constant lines (second spec › Business constants and limits),
// drawn on the server (no chart code in the browser), with its data as a table beside it.
// 'Descargar reporte' (an .xlsx) for everyone but mentors. Empty state 'No tienes indicadores'.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { userTimeZone } from "~/lib/time.server";
import { ButtonLink, Card, EmptyState } from "~/ui";
import { ChartFigure } from "~/ui/charts";
import { permissionsOf, requireCompany } from "./company.server";
import * as styles from "./company.css";
import { dashboardChart } from "./dashboard.server";
import { companyPath, companyReportPath, newCompanyPath } from "~/paths";
import { PageHeader } from "~/ui/page-header";

export const handle = { i18n: ["company"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "company");
  let found;
  if (params.id === undefined) {
    const user = await requireUser(context, request);
    const entrepreneur = userTypeOf(user) === "entrepreneur";
    const company = entrepreneur ? await context.api.company.mine() : null;
    if (!company) {
      const charts: Chart[] = [];
      return json({ company: null, entrepreneur, charts, canDownload: false, title: t("dashboard.title") });
    }
    found = { company, ...permissionsOf(user, company) };
  } else {
    found = await requireCompany(context, request, params.id);
  }
  const { company, canDownload, canEdit } = found;
  const [indicators, locale] = await Promise.all([
    context.api.company.indicators(company.id),
    i18nServer.getLocale(request),
  ]);
  const zone = userTimeZone(request).zone;
  return json({
    company: { id: company.id, name: company.name },
    entrepreneur: canEdit,
    canDownload,
    charts: indicators.map((indicator) => dashboardChart(indicator, t, zone, locale)),
    title: canEdit ? t("dashboard.title") : t("dashboard.titleOf", { name: company.name }),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function DashboardRoute() {
  const { t } = useTranslation(["company"]);
  const { company, entrepreneur, canDownload, charts, title } = useLoaderData<typeof loader>();
  if (!company) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <EmptyState
          title={t(entrepreneur ? "company:mine.empty" : "company:mine.none")}
          action={
            entrepreneur ? (
              <ButtonLink to={newCompanyPath} variant="primary">
                {t("company:mine.create")}
              </ButtonLink>
            ) : undefined
          }
        />
      </div>
    );
  }
  const [first, ...others] = charts;
  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        actions={
          <>
            <ButtonLink to={companyPath(company.id)} variant="ghost">
              {t("company:dashboard.company", { name: company.name })}
            </ButtonLink>
            {canDownload && charts.length > 0 ? (
              <ButtonLink to={companyReportPath(company.id)} reloadDocument variant="primary">
                {t("company:dashboard.download")}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      {first ? (
        <>
          <ChartCard chart={first} wide />
          {others.length > 0 ? (
            <div className={styles.dashboardGrid}>
              {others.map((chart) => (
                <ChartCard key={chart.id} chart={chart} />
              ))}
            </div>
          ) : null}
        </>
      ) : (
        <EmptyState title={t("company:dashboard.empty")} />
      )}
    </div>
  );
}

type Chart = ReturnType<typeof dashboardChart>;

function ChartCard({ chart, wide = false }: { chart: Chart; wide?: boolean }) {
  const { t } = useTranslation(["company"]);
  return (
    <Card title={chart.name}>
      <p className={styles.muted}>
        {t("company:dashboard.facts", {
          measure: chart.measure,
          trend: chart.trend,
          current: chart.current,
          progress: chart.progress,
        })}
      </p>
      <ChartFigure svg={chart.svg} table={chart.table} wide={wide} empty={t("company:values.empty")} />
    </Card>
  );
}
