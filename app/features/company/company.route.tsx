// `/empresa/{id}`: a company (second spec › Screens and routes "Company page (empresa)"): logo, name, sector, employees, 'Barreras',
// the team card, the indicators table, a link to the dashboard and to the creator's profile. Its
// entrepreneurs edit it; mentors and the institution read it. Indicator rows are edited inline, one at a
// time (second spec › States and transitions): `?editar={id}` turns that row into a form that posts here. Forms and confirmations
// open as dialogs over this page (child routes).
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { pageTitle } from "~/lib/meta";
import { ButtonLink, Card, EmptyState, IconPlus, TextLink } from "~/ui";
import { PageHeader } from "~/ui/page-header";
import { CompanyFacts, CompanyHeading } from "~/ui/company-summary";
import { indicatorFormSchema } from "./company.schema";
import { indicatorOf, requireCompanyEditor } from "./company.server";
import { loadCompanyPage } from "./company-page.server";
import { IndicatorTable } from "./indicator-table";
import * as styles from "./company.css";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import {
  companyPath,
  dashboardPath,
  deleteCompanyPath,
  editCompanyPath,
  myDashboardPath,
  newIndicatorPath,
  newPartnerPath,
  profilePath,
  removeMemberPath,
} from "~/paths";

export const handle = { i18n: ["company"] };

const INDICATOR_FIELDS = ["name", "description", "measure", "base_line", "goal", "trend", "x_axis", "y_axis"];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return json(await loadCompanyPage(context, request, params));
}

/** The inline edit of an indicator row (intent `indicator-update`, the indicator's id in `indicator`). */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const { company } = await requireCompanyEditor(context, request, params.id);
  const formData = await readForm(request, context);
  const indicators = await context.api.company.indicators(company.id);
  const indicator = indicatorOf(indicators, String(formData.get("indicator") ?? ""));
  const submission = parseWithZod(formData, { schema: indicatorFormSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply(), indicator: indicator.id }, { status: 400 });
  }
  try {
    await context.api.company.updateIndicator(indicator.id, submission.value);
  } catch (error) {
    const failure = throwIfRefused(error);
    return json(
      { result: replyWithFailure(submission, failure, { fields: INDICATOR_FIELDS }), indicator: indicator.id },
      { status: failureStatus(failure) },
    );
  }
  return redirect(companyPath(company.id), {
    headers: withFlash({ type: "success", key: "company:indicator.edited" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function CompanyRoute() {
  const { t } = useTranslation(["company", "common"]);
  const data = useLoaderData<typeof loader>();
  const { company, canEdit, isCreator } = data;
  const actionData = useActionData<typeof action>();
  const editingId = actionData?.indicator ?? data.editingId;
  return (
    <div className={styles.page}>
      <PageHeader
        heading={<CompanyHeading company={company} level={1} />}
        actions={
          <>
            <ButtonLink to={data.ownDashboard ? myDashboardPath : dashboardPath(company.id)} variant="primary">
              {t("company:page.dashboard")}
            </ButtonLink>
            {canEdit ? (
              <ButtonLink to={editCompanyPath(company.id)} variant="secondary" preventScrollReset>
                {t("company:page.edit")}
              </ButtonLink>
            ) : null}
            {canEdit && isCreator ? (
              <ButtonLink to={deleteCompanyPath(company.id)} variant="ghost" preventScrollReset>
                {t("company:page.delete")}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <Outlet />
      <Card title={t("company:page.about")}>
        <CompanyFacts company={company} />
        <p className={styles.text}>
          <TextLink to={profilePath(company.creator.username)}>
            {t("company:page.creatorProfile", { name: `${company.creator.first_name} ${company.creator.last_name}` })}
          </TextLink>
        </p>
      </Card>
      <TeamCard />
      <Card
        title={t("company:indicators.title")}
        actions={
          canEdit ? (
            <ButtonLink
              to={newIndicatorPath(company.id)}
              variant="secondary"
              size="sm"
              icon={<IconPlus />}
              preventScrollReset
            >
              {t("company:indicators.create")}
            </ButtonLink>
          ) : null
        }
      >
        {data.indicators.length === 0 ? (
          <EmptyState title={t("company:indicators.empty")} headingLevel={3} />
        ) : (
          <IndicatorTable data={data} editingId={editingId} lastResult={actionData?.result} />
        )}
      </Card>
    </div>
  );
}

function TeamCard() {
  const { t } = useTranslation(["company"]);
  const { company, canEdit } = useLoaderData<typeof loader>();
  return (
    <Card
      title={t("company:team.title")}
      actions={
        canEdit ? (
          <ButtonLink
            to={newPartnerPath(company.id)}
            variant="secondary"
            size="sm"
            icon={<IconPlus />}
            preventScrollReset
          >
            {t("company:team.add")}
          </ButtonLink>
        ) : null
      }
    >
      <ul className={styles.team}>
        <li className={styles.member}>
          <span className={styles.memberName}>
            {`${company.creator.first_name} ${company.creator.last_name}`} ({t("company:team.creator")})
          </span>
        </li>
        {company.team.map((m) => (
          <li key={m.id} className={styles.member}>
            <span className={styles.memberName}>
              {`${m.first_name} ${m.last_name}`}
              {m.email ? ` · ${m.email}` : ""}
            </span>
            {canEdit ? (
              <ButtonLink to={removeMemberPath(company.id, m.id)} variant="ghost" size="sm" preventScrollReset>
                {t("company:team.remove", { name: `${m.first_name} ${m.last_name}` })}
              </ButtonLink>
            ) : null}
          </li>
        ))}
      </ul>
      {company.team.length === 0 ? <p className={styles.muted}>{t("company:team.empty")}</p> : null}
    </Card>
  );
}
