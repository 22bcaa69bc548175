// `/empresa/{id}/indicadores/{indicatorId}/valores`: an indicator's values (second spec › Entities and their fields "Indicator value"),
// dates in the viewer's time zone. Its entrepreneurs add one (value and date: second spec › Validation rules), edit one
// (`?editar={valueId}` fills the form) and delete one; mentors and the institution read. Dates go to the
// API as `YYYY-MM-DD HH:mm` Bogota wall-clock (second spec › Business constants and limits).
import { paginationLabels } from "~/lib/pagination-labels";
import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { apiToUserZone, formatApiDateTime, userTimeZone, userZoneToApi } from "~/lib/time.server";
import { z } from "~/lib/validation";
import {
  Button,
  ButtonLink,
  FormErrors,
  Pagination,
  RouteDialog,
  Table,
  TextField,
  pageHref,
  parsePage,
  type TableColumn,
} from "~/ui";
import { API_PAGE_SIZE } from "~/api/contract/people";
import { pageOrFirst } from "~/lib/pagination.server";
import { valueFormSchema, type ValueForm } from "./company.schema";
import { indicatorOf, requireCompany, requireCompanyEditor } from "./company.server";
import * as styles from "./company.css";
import { formatNumber } from "~/lib/number-format";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { idParam } from "~/lib/id-param";
import { companyPath, indicatorValuesPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["company"] };

const FIELDS = ["value", "date"];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { company, canEdit } = await requireCompany(context, request, params.id);
  const url = new URL(request.url);
  // Issue 31: the table shows one page of values (the API's), newest first; a page past the end goes to the first.
  const page = parsePage(url.searchParams);
  const [indicators, valuePage, locale, t] = await Promise.all([
    context.api.company.indicators(company.id),
    pageOrFirst(url, page, () => context.api.company.values(idParam(params.indicatorId), page)),
    i18nServer.getLocale(request),
    i18nServer.getFixedT(request, "company"),
  ]);
  const indicator = indicatorOf(indicators, params.indicatorId);
  const zone = userTimeZone(request).zone;
  const editParam = url.searchParams.get("editar");
  const editing = canEdit ? (indicator.values.find((v) => String(v.id) === editParam) ?? null) : null;
  return json({
    companyId: company.id,
    indicator: { id: indicator.id, name: indicator.name, measure: indicator.measure },
    canEdit,
    constraint: getZodConstraint(valueFormSchema),
    editing: editing
      ? {
          id: editing.id,
          value: String(editing.value),
          date: (apiToUserZone(editing.date_created_at, zone) ?? "").replace(" ", "T"),
        }
      : null,
    page,
    totalPages: Math.max(1, Math.ceil(valuePage.count / API_PAGE_SIZE)),
    values: valuePage.results.map((v) => ({
      id: v.id,
      date: formatApiDateTime(v.date_created_at, zone, locale) ?? v.date_created_at,
      value: formatNumber(v.value, locale),
    })),
    title: t("values.title", { name: indicator.name }),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { company } = await requireCompanyEditor(context, request, params.id);
  const indicator = indicatorOf(await context.api.company.indicators(company.id), params.indicatorId);
  // Back to the page of values the form was on.
  const back = pageHref(
    indicatorValuesPath(company.id, indicator.id),
    "",
    parsePage(new URL(request.url).searchParams),
  );
  const secure = context.session.secure;
  const formData = await readForm(request, context);
  const intent = formData.get("intent");
  const valueId = intent === "create" ? null : idParam(String(formData.get("valueId") ?? ""));
  if (valueId !== null && !indicator.values.some((v) => v.id === valueId))
    throw new Response("Not Found", { status: 404 });
  if (intent === "delete") {
    try {
      await context.api.company.removeValue(valueId!);
    } catch (error) {
      throwIfRefused(error);
      return redirect(back, { headers: withFlash({ type: "error", key: "company:retry" }, secure) });
    }
    return redirect(back, { headers: withFlash({ type: "success", key: "company:values.deleted" }, secure) });
  }
  const submission = parseWithZod(formData, {
    schema: valueFormSchema.transform((value, ctx) => {
      const date = userZoneToApi(value.date, userTimeZone(request).zone);
      if (!date) {
        ctx.addIssue({ code: "custom", path: ["date"], message: "company:values.dateRequired" });
        return z.NEVER;
      }
      return { value: value.value, date_created_at: date };
    }),
  });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    if (valueId === null) await context.api.company.createValue({ ...submission.value, indicator: indicator.id });
    else await context.api.company.updateValue(valueId, submission.value);
  } catch (error) {
    const failure = throwIfRefused(error);
    return json(replyWithFailure(submission, failure, { fields: FIELDS }), {
      status: failureStatus(failure),
    });
  }
  const key = valueId === null ? "company:values.created" : "company:values.edited";
  return redirect(back, { headers: withFlash({ type: "success", key }, secure) });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

type ValueRow = ReturnType<typeof useLoaderData<typeof loader>>["values"][number];

export default function ValuesRoute() {
  const { t } = useTranslation(["company", "common"]);
  const { companyId, indicator, canEdit, constraint, editing, values, page, totalPages } =
    useLoaderData<typeof loader>();
  const path = indicatorValuesPath(companyId, indicator.id);
  // The current page of values, kept by the forms and the edit links.
  const base = pageHref(path, "", page);
  const editHref = (id: number) => pageHref(path, `editar=${id}`, page);
  const { form, fields, pending, onceKey } = useAppForm<ValueForm>({
    once: true,
    id: editing ? `value-edit-${editing.id}` : "value-new",
    lastResult: useActionData<typeof action>(),
    defaultValue: editing ?? undefined,
    constraint,
    rules: lazyRules(() => import("./company.schema").then(({ valueFormSchema }) => valueFormSchema)),
  });
  const columns: TableColumn<ValueRow>[] = [
    { id: "date", header: t("company:values.date"), rowHeader: true, cell: (v) => v.date },
    { id: "value", header: t("company:values.value"), align: "end", cell: (v) => v.value },
  ];
  if (canEdit) {
    columns.push({
      id: "actions",
      header: t("company:indicators.actions"),
      hideHeader: true,
      cell: (v) => (
        <div className={styles.rowActions}>
          <ButtonLink to={editHref(v.id)} variant="ghost" size="sm" preventScrollReset>
            {t("company:values.edit", { date: v.date })}
          </ButtonLink>
          <Form method="post" action={base} preventScrollReset>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="valueId" value={v.id} />
            <Button type="submit" variant="ghost" size="sm">
              {t("company:values.delete", { date: v.date })}
            </Button>
          </Form>
        </div>
      ),
    });
  }
  return (
    <RouteDialog
      title={t("company:values.title", { name: indicator.name })}
      closeTo={companyPath(companyId)}
      closeLabel={t("company:form.close")}
      size="lg"
    >
      {canEdit ? (
        <Form
          method="post"
          action={editing ? editHref(editing.id) : base}
          {...getFormProps(form)}
          className={styles.form}
        >
          <h3>{t(editing ? "company:values.editTitle" : "company:values.addTitle")}</h3>
          <FormErrors form={form} />
          {onceKey}
          <input type="hidden" name="intent" value={editing ? "update" : "create"} />
          {editing ? <input type="hidden" name="valueId" value={editing.id} /> : null}
          <div className={styles.fieldRow}>
            <TextField
              field={fields.value}
              label={t("company:values.value")}
              description={indicator.measure}
              inputMode="decimal"
            />
            <TextField field={fields.date} type="datetime-local" label={t("company:values.date")} />
          </div>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" pending={pending}>
              {t(editing ? "company:values.submitEdit" : "company:values.submitCreate")}
            </Button>
            {editing ? (
              <ButtonLink to={base} preventScrollReset variant="ghost">
                {t("company:form.cancel")}
              </ButtonLink>
            ) : null}
          </div>
        </Form>
      ) : null}
      <Table
        caption={t("company:values.caption", { name: indicator.name })}
        columns={columns}
        rows={values}
        rowKey={(v) => v.id}
        empty={t("company:values.empty")}
      />
      <Pagination page={page} totalPages={totalPages} basePath={path} labels={paginationLabels(t)} />
    </RouteDialog>
  );
}
