// `/empresa/{id}`: a company (spec 001 §2 "Company page (empresa)"): logo, name, sector, employees, 'Barreras',
// the team card, the indicators table, a link to the dashboard and to the creator's profile. Its
// entrepreneurs edit it; mentors and the institution read it. Indicator rows are edited inline, one at a
// time (spec 001 §4): `?editar={id}` turns that row into a form that posts here. Forms and confirmations
// open as dialogs over this page (child routes).
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Outlet, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { useFormRules } from "~/lib/use-lazy-module";
import { Button, ButtonLink, Card, Checkbox, EmptyState, FormErrors, IconPlus, Table, TextField, TextLink } from "~/ui";
import type { TableColumn } from "~/ui";
import { CompanyFacts, CompanyHeading } from "~/ui/company-summary";
import { indicatorFormSchema, type IndicatorForm } from "./company.schema";
import { indicatorOf, requireCompany, requireCompanyEditor } from "./company.server";
import * as styles from "./company.css";
import { formatNumber, MeasureList, measureOptions } from "~/lib/number-format";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import {
  companyPath,
  dashboardPath,
  deleteCompanyPath,
  deleteIndicatorPath,
  editCompanyPath,
  indicatorValuesPath,
  myDashboardPath,
  newIndicatorPath,
  newPartnerPath,
  profilePath,
  removeMemberPath,
} from "~/paths";

const loadRules = () => import("./form-rules");
// The rules (zod) load only on a page that opens with a row in edit: the plain page stays within budget.
const noRules = () => Promise.resolve(null);
export const handle = { i18n: ["company"] };

const INDICATOR_FIELDS = ["name", "description", "measure", "base_line", "goal", "trend", "x_axis", "y_axis"];
const EDIT_FORM_ID = "indicator-edit";

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, company, canEdit } = await requireCompany(context, request, params.id);
  const [indicators, locale] = await Promise.all([
    context.api.company.indicators(company.id),
    i18nServer.getLocale(request),
  ]);
  const editParam = new URL(request.url).searchParams.get("editar");
  const editing = canEdit && editParam ? (indicators.find((i) => String(i.id) === editParam) ?? null) : null;
  return json({
    title: company.name,
    canEdit,
    isCreator: company.creator.id === user.id,
    ownDashboard: canEdit,
    company,
    measures: measureOptions(indicators),
    editingId: editing?.id ?? null,
    constraint: getZodConstraint(indicatorFormSchema),
    indicators: indicators.map((i) => ({
      id: i.id,
      name: i.name,
      description: i.description,
      measure: i.measure,
      base_line: i.base_line,
      goal: i.goal,
      trend: i.trend,
      x_axis: i.x_axis,
      y_axis: i.y_axis,
      baseLineText: formatNumber(i.base_line, locale),
      goalText: formatNumber(i.goal, locale),
      currentText: formatNumber(i.current_state, locale),
      progressText: formatNumber(i.progress, locale),
    })),
  });
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

type IndicatorRow = ReturnType<typeof useLoaderData<typeof loader>>["indicators"][number];

export default function CompanyRoute() {
  const { t } = useTranslation(["company", "common"]);
  const data = useLoaderData<typeof loader>();
  const { company, canEdit, isCreator } = data;
  const actionData = useActionData<typeof action>();
  const editingId = actionData?.indicator ?? data.editingId;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <CompanyHeading company={company} level={1} />
        <div className={styles.actions}>
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
        </div>
      </div>
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
          <IndicatorTable rows={data.indicators} editingId={editingId} />
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

function IndicatorTable({ rows, editingId }: { rows: IndicatorRow[]; editingId: number | null }) {
  const { t } = useTranslation(["company", "common"]);
  const { company, canEdit, constraint, measures } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const editing = rows.find((r) => r.id === editingId) ?? null;
  const rules = useFormRules(editing ? loadRules : noRules);
  const [form, fields] = useForm<IndicatorForm>({
    id: EDIT_FORM_ID,
    lastResult: actionData?.result,
    defaultValue: editing
      ? { ...editing, base_line: String(editing.base_line), goal: String(editing.goal), trend: editing.trend }
      : undefined,
    constraint,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateIndicator(formData) : undefined,
  });
  const base = companyPath(company.id);
  const isEditing = (row: IndicatorRow) => editing !== null && row.id === editing.id;
  const input = (name: "name" | "description" | "measure" | "base_line" | "goal" | "x_axis" | "y_axis") => {
    // Numbers are typed as text (so 'abc' reaches the server's message, spec 001 §5).
    const field = fields[name] as FieldMetadata<string>;
    const numeric = name === "base_line" || name === "goal";
    return (
      <TextField
        label={t(`company:indicator.${name}`)}
        hideLabel
        errors={translateErrors(t, field.errors)}
        inputMode={numeric ? "decimal" : undefined}
        list={name === "measure" ? "indicator-edit-measures" : undefined}
        {...getInputProps(field, { type: "text" })}
      />
    );
  };
  const columns: TableColumn<IndicatorRow>[] = [
    {
      id: "name",
      header: t("company:indicator.name"),
      rowHeader: true,
      cell: (r) => (isEditing(r) ? input("name") : r.name),
    },
    {
      id: "description",
      header: t("company:indicator.description"),
      cell: (r) => (isEditing(r) ? input("description") : r.description),
    },
    {
      id: "measure",
      header: t("company:indicator.measure"),
      cell: (r) => (isEditing(r) ? input("measure") : r.measure),
    },
    {
      id: "base_line",
      header: t("company:indicator.base_line"),
      align: "end",
      cell: (r) => (isEditing(r) ? input("base_line") : r.baseLineText),
    },
    {
      id: "goal",
      header: t("company:indicator.goal"),
      align: "end",
      cell: (r) => (isEditing(r) ? input("goal") : r.goalText),
    },
    {
      id: "trend",
      header: t("company:indicator.trendColumn"),
      cell: (r) =>
        isEditing(r) ? (
          <Checkbox label={t("company:indicator.trend")} {...getInputProps(fields.trend, { type: "checkbox" })} />
        ) : (
          t(r.trend ? "company:indicator.positive" : "company:indicator.negative")
        ),
    },
    {
      id: "axes",
      header: t("company:indicator.axes"),
      cell: (r) =>
        isEditing(r) ? (
          <div className={styles.inlineForm}>
            {input("x_axis")}
            {input("y_axis")}
          </div>
        ) : (
          [r.x_axis, r.y_axis].filter(Boolean).join(" / ")
        ),
    },
    { id: "current", header: t("company:indicator.current"), align: "end", cell: (r) => r.currentText },
    {
      id: "progress",
      header: t("company:indicator.progress"),
      align: "end",
      cell: (r) => <span className={styles.progress}>{`${r.progressText} %`}</span>,
    },
    {
      id: "actions",
      header: t("company:indicators.actions"),
      hideHeader: true,
      cell: (r) => (
        <div className={styles.rowActions}>
          {isEditing(r) ? (
            <>
              <Button
                type="submit"
                form={EDIT_FORM_ID}
                variant="primary"
                size="sm"
                pending={navigation.state === "submitting"}
              >
                {t("company:indicator.save")}
              </Button>
              <ButtonLink to={base} variant="ghost" size="sm" preventScrollReset>
                {t("company:indicator.cancel")}
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to={indicatorValuesPath(company.id, r.id)} variant="secondary" size="sm" preventScrollReset>
                {t("company:indicators.values", { name: r.name })}
              </ButtonLink>
              {canEdit ? (
                <>
                  <ButtonLink to={`${base}?editar=${r.id}`} variant="ghost" size="sm" preventScrollReset>
                    {t("company:indicators.edit", { name: r.name })}
                  </ButtonLink>
                  <ButtonLink to={deleteIndicatorPath(company.id, r.id)} variant="ghost" size="sm" preventScrollReset>
                    {t("company:indicators.delete", { name: r.name })}
                  </ButtonLink>
                </>
              ) : null}
            </>
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      {editing ? (
        <Form method="post" action={`${base}?editar=${editing.id}`} {...getFormProps(form)} preventScrollReset>
          <input type="hidden" name="indicator" value={editing.id} />
          <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
          <MeasureList id="indicator-edit-measures" measures={measures} />
        </Form>
      ) : null}
      <Table
        caption={t("company:indicators.title")}
        captionHidden
        scrollLabel={t("company:indicators.table")}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
      />
    </>
  );
}
