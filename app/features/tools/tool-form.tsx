// The tool form (core spec › Validation rules "Tool create or edit"): nombre, tipo, descripcion and the institution's mentors
// as checkboxes. Shared by the create and edit dialogs; zod loads after hydration (JS budget rule).
import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { TFunction } from "~/lib/translator";
import { useTranslation } from "~/lib/i18n-react";
import { TOOL_TYPES } from "~/api/contract/constants";
import { useTermWords } from "~/lib/use-term-words";
import { translateErrors } from "~/lib/forms";
import { useFormRules } from "~/lib/use-lazy-module";
import { Button, ButtonLink, Checkbox, FormErrors, Select, TextArea, TextField, useUnsavedChanges } from "~/ui";
import type { ToolForm as ToolFormValues } from "./tool.schema";
import type { MentorOption } from "./tools.server";
import { typeLabel } from "./type-label";
import * as styles from "./tools.css";
import { FieldErrors } from "~/ui/field";
import * as field from "~/ui/field.css";
import { OnceKey } from "~/ui/once-key";

const loadRules = () => import("./form-rules");

export type ToolFormProps = {
  mode: "create" | "edit";
  constraint: Parameters<typeof useForm>[0]["constraint"];
  defaultValue?: { nombre: string; tipo: string; descripcion: string; mentor: string[] };
  mentors: MentorOption[];
  lastResult: SubmissionResult<string[]> | undefined;
  cancelTo: string;
};

export function ToolForm({ mode, constraint, defaultValue, mentors, lastResult, cancelTo }: ToolFormProps) {
  const { t } = useTranslation(["tools", "common"]);
  const words = useTermWords();
  const rules = useFormRules(loadRules);
  const navigation = useNavigation();
  const [form, fields] = useForm<ToolFormValues>({
    id: `tool-${mode}`,
    lastResult,
    defaultValue,
    constraint,
    // Before the rules arrive, validate only on submit: Conform would otherwise post the form to check it.
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules
      ? ({ formData }) => (mode === "create" ? rules.validateCreate(formData) : rules.validateEdit(formData))
      : undefined,
  });
  useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  // Messages that name mentors use the institution's word for them.
  const tw = ((key: string) => t(key, words)) as TFunction;
  const typeOptions = TOOL_TYPES.map((tipo) => ({ value: tipo, label: typeLabel(t, tipo) }));
  const checkboxes = getCollectionProps(fields.mentor, {
    type: "checkbox",
    options: mentors.map((m) => String(m.id)),
  });
  const mentorErrors = translateErrors(tw, fields.mentor.errors);

  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
      <OnceKey />
      <TextField
        label={t("tools:form.nombre")}
        errors={translateErrors(t, fields.nombre.errors)}
        {...getInputProps(fields.nombre, { type: "text" })}
      />
      <Select
        label={t("tools:form.tipo")}
        placeholder={t("tools:form.tipoPlaceholder")}
        options={typeOptions}
        errors={translateErrors(t, fields.tipo.errors)}
        {...getSelectProps(fields.tipo)}
      />
      <TextArea
        label={t("tools:form.descripcion")}
        errors={translateErrors(t, fields.descripcion.errors)}
        {...getTextareaProps(fields.descripcion)}
      />
      <fieldset className={field.fieldset}>
        <legend className={field.legend} data-required={mode === "create" || undefined}>
          {t("tools:form.mentors", words)}
        </legend>
        {mentors.length === 0 ? <p className={styles.muted}>{t("tools:form.noMentors", words)}</p> : null}
        <div className={styles.checklist}>
          {checkboxes.map(({ key, ...props }, index) => {
            const mentor = mentors[index]!;
            return <Checkbox key={key} {...props} label={mentor.name} description={mentor.titulo ?? undefined} />;
          })}
        </div>
        <FieldErrors id={fields.mentor.errorId} errors={mentorErrors} />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={navigation.state === "submitting"}>
          {t(mode === "create" ? "tools:form.create" : "tools:form.save")}
        </Button>
        <ButtonLink to={cancelTo} preventScrollReset variant="ghost">
          {t("tools:form.cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
