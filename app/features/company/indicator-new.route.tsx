// `/empresa/{id}/indicadores/nuevo`: create an indicator (second spec › Validation rules "Indicator"; second spec › The calls it makes POST /company/indicator/):
// name, description, measure (the spec's options or a custom one), base line and goal (numbers), axis names,
// trend (checked = positive, unchecked = a downward goal). 'Indicador Creado correctamente'.
import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { useFormRules } from "~/lib/use-lazy-module";
import { Button, ButtonLink, Checkbox, FormErrors, RouteDialog, TextArea, TextField, useUnsavedChanges } from "~/ui";
import { indicatorFormSchema, type IndicatorForm } from "./company.schema";
import { requireCompanyEditor } from "./company.server";
import * as styles from "./company.css";
import { MeasureList, measureOptions } from "~/lib/number-format";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { OnceKey } from "~/ui/once-key";
import { companyPath } from "~/paths";

const loadRules = () => import("./form-rules");
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
  const rules = useFormRules(loadRules);
  const navigation = useNavigation();
  const [form, fields] = useForm<IndicatorForm>({
    id: "indicator-new",
    lastResult: useActionData<typeof action>(),
    defaultValue: { trend: true },
    constraint,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateIndicator(formData) : undefined,
  });
  useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  const closeTo = companyPath(id);
  // Numbers are typed as text, so 'abc' reaches the spec's message instead of being dropped by the browser.
  const numberProps = (field: FieldMetadata<number>) =>
    getInputProps(field as unknown as FieldMetadata<string>, { type: "text" });
  return (
    <RouteDialog
      title={t("company:indicator.newTitle")}
      closeTo={closeTo}
      closeLabel={t("company:form.close")}
      size="lg"
    >
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <OnceKey />
        <TextField
          label={t("company:indicator.name")}
          errors={translateErrors(t, fields.name.errors)}
          {...getInputProps(fields.name, { type: "text" })}
        />
        <TextArea
          label={t("company:indicator.description")}
          errors={translateErrors(t, fields.description.errors)}
          {...getTextareaProps(fields.description)}
        />
        <TextField
          label={t("company:indicator.measure")}
          description={t("company:indicator.measureHelp")}
          list="indicator-new-measures"
          errors={translateErrors(t, fields.measure.errors)}
          {...getInputProps(fields.measure, { type: "text" })}
        />
        <MeasureList id="indicator-new-measures" measures={measures} />
        <div className={styles.fieldRow}>
          <TextField
            label={t("company:indicator.base_line")}
            inputMode="decimal"
            errors={translateErrors(t, fields.base_line.errors)}
            {...numberProps(fields.base_line)}
          />
          <TextField
            label={t("company:indicator.goal")}
            inputMode="decimal"
            errors={translateErrors(t, fields.goal.errors)}
            {...numberProps(fields.goal)}
          />
        </div>
        <div className={styles.fieldRow}>
          <TextField
            label={t("company:indicator.x_axis")}
            errors={translateErrors(t, fields.x_axis.errors)}
            {...getInputProps(fields.x_axis, { type: "text" })}
          />
          <TextField
            label={t("company:indicator.y_axis")}
            errors={translateErrors(t, fields.y_axis.errors)}
            {...getInputProps(fields.y_axis, { type: "text" })}
          />
        </div>
        <Checkbox
          label={t("company:indicator.trend")}
          description={t("company:indicator.trendHelp")}
          errors={translateErrors(t, fields.trend.errors)}
          {...getInputProps(fields.trend, { type: "checkbox" })}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={navigation.state === "submitting"}>
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
