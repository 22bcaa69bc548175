// The company's indicators table; one row at a time turns into an inline edit form (`?editar={id}`, second spec › States and transitions).
import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { MeasureList } from "~/lib/number-format";
import { lazyRules, useAppForm } from "~/lib/use-app-form";
import { Button, ButtonLink, Checkbox, FormErrors, Table, TextField, type TableColumn } from "~/ui";
import { companyPath, deleteIndicatorPath, indicatorValuesPath } from "~/paths";
import type { IndicatorForm } from "./company.schema";
import type { CompanyPage, IndicatorRow } from "./company-page.server";
import * as styles from "./company.css";

// The rules (zod) load only while a row is in edit: the plain page stays within budget.
export const EDIT_FORM_ID = "indicator-edit";

export function IndicatorTable({
  data,
  editingId,
  lastResult,
}: {
  data: CompanyPage;
  editingId: number | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation(["company", "common"]);
  const { company, canEdit, constraint, measures, indicators: rows } = data;
  const editing = rows.find((r) => r.id === editingId) ?? null;
  const { form, fields, pending } = useAppForm<IndicatorForm>({
    id: EDIT_FORM_ID,
    lastResult,
    defaultValue: editing
      ? { ...editing, base_line: String(editing.base_line), goal: String(editing.goal), trend: editing.trend }
      : undefined,
    constraint,
    rules: editing
      ? lazyRules(() => import("./company.schema").then(({ indicatorFormSchema }) => indicatorFormSchema))
      : undefined,
  });
  const base = companyPath(company.id);
  const isEditing = (row: IndicatorRow) => editing !== null && row.id === editing.id;
  const input = (name: "name" | "description" | "measure" | "base_line" | "goal" | "x_axis" | "y_axis") => {
    // Numbers are typed as text (so 'abc' reaches the server's message, second spec › Validation rules).
    const field = fields[name] as FieldMetadata<string>;
    const numeric = name === "base_line" || name === "goal";
    return (
      <TextField
        field={field}
        label={t(`company:indicator.${name}`)}
        hideLabel
        inputMode={numeric ? "decimal" : undefined}
        list={name === "measure" ? "indicator-edit-measures" : undefined}
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
          <Checkbox field={fields.trend} label={t("company:indicator.trend")} />
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
              <Button type="submit" form={EDIT_FORM_ID} variant="primary" size="sm" pending={pending}>
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
          <FormErrors form={form} />
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
