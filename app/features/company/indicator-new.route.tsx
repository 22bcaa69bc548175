// `/empresa/{id}/indicadores/nuevo`: create an indicator (second spec › Validation rules "Indicator"; second spec › The calls it makes POST /company/indicator/):
// name, description, measure (the spec's options or a custom one), base line and goal (numbers), axis names,
// trend (checked = positive, unchecked = a downward goal). 'Indicador Creado correctamente'.
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
import { Button, ButtonLink, Checkbox, FormErrors, RouteDialog, TextArea, TextField } from "~/ui";
import { indicatorFormSchema, type IndicatorForm } from "./company.schema";
import { requireCompanyEditor } from "./company.server";
import * as styles from "./company.css";
import { MeasureList, measureOptions } from "~/lib/number-format";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { companyPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["company"] };

const FIELDS = ["name", "description", "measure", "base_line", "goal", "trend", "x_axis", "y_axis"];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { company } = await requireCompanyEditor(context, request, params.id);
  const [indicators, t] = await Promise.all([
    context.api.company.indicators(company.id),
    i18nServer.getFixedT(request, "company"),
  ]);
  return json({
    id: company.id,
    measures: measureOptions(indicators),
    constraint: getZodConstraint(indicatorFormSchema),
    title: t("indicator.newTitle"),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { company } = await requireCompanyEditor(context, request, params.id);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: indicatorFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await context.api.company.createIndicator({ ...submission.value, company: company.id });
  } catch (error) {
    const failure = throwIfRefused(error);
    return json(replyWithFailure(submission, failure, { fields: FIELDS }), {
      status: failureStatus(failure),
    });
  }
  return redirect(companyPath(company.id), {
    headers: withFlash({ type: "success", key: "company:indicator.created" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function IndicatorNewRoute() {
  const { t } = useTranslation(["company", "common"]);
  const { id, measures, constraint } = useLoaderData<typeof loader>();
  const { form, fields, pending, onceKey } = useAppForm<IndicatorForm>({
    once: true,
    id: "indicator-new",
    lastResult: useActionData<typeof action>(),
    defaultValue: { trend: true },
    constraint,
    rules: lazyRules(() => import("./company.schema").then(({ indicatorFormSchema }) => indicatorFormSchema)),
    unsaved: true,
  });
  const closeTo = companyPath(id);
  return (
    <RouteDialog
      title={t("company:indicator.newTitle")}
      closeTo={closeTo}
      closeLabel={t("company:form.close")}
      size="lg"
    >
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        {onceKey}
        <TextField field={fields.name} label={t("company:indicator.name")} />
        <TextArea field={fields.description} label={t("company:indicator.description")} />
        <TextField
          field={fields.measure}
          label={t("company:indicator.measure")}
          description={t("company:indicator.measureHelp")}
          list="indicator-new-measures"
        />
        <MeasureList id="indicator-new-measures" measures={measures} />
        <div className={styles.fieldRow}>
          {/* Numbers are typed as text, so 'abc' reaches the spec's message instead of being dropped by the browser. */}
          <TextField field={fields.base_line} label={t("company:indicator.base_line")} inputMode="decimal" />
          <TextField field={fields.goal} label={t("company:indicator.goal")} inputMode="decimal" />
        </div>
        <div className={styles.fieldRow}>
          <TextField field={fields.x_axis} label={t("company:indicator.x_axis")} />
          <TextField field={fields.y_axis} label={t("company:indicator.y_axis")} />
        </div>
        <Checkbox
          field={fields.trend}
          label={t("company:indicator.trend")}
          description={t("company:indicator.trendHelp")}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
            {t("company:indicator.submitCreate")}
          </Button>
          <ButtonLink to={closeTo} preventScrollReset variant="ghost">
            {t("company:form.cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
