// The tool form (core spec › Validation rules "Tool create or edit"): nombre, tipo, descripcion and the institution's mentors
// as checkboxes (the tool's own plus names to add when the institution has many). Shared by the create and edit
// dialogs; zod loads after hydration (JS budget rule).
import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { TFunction } from "~/lib/translator";
import { useTranslation } from "~/lib/i18n-react";
import { TOOL_TYPES } from "~/api/contract/constants";
import { useTermWords } from "~/lib/use-term-words";
import { translateErrors } from "~/lib/forms";
import { Button, ButtonLink, Checkbox, FormErrors, PeopleAdder, Select, TextArea, TextField } from "~/ui";
import type { ToolForm as ToolFormValues } from "./tool.schema";
import type { MentorOption } from "./tools.server";
import { typeLabel } from "./type-label";
import * as styles from "./tools.css";
import { FieldErrors } from "~/ui/field";
import * as field from "~/ui/field.css";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export type ToolFormProps = {
  mode: "create" | "edit";
  constraint: Parameters<typeof useForm>[0]["constraint"];
  defaultValue?: { nombre: string; tipo: string; descripcion: string; mentor: string[] };
  mentors: MentorOption[];
  /** Many mentors: `mentors` are the tool's own and a field takes names to add. */
  addMentors?: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  cancelTo: string;
};

export function ToolForm({ mode, constraint, defaultValue, mentors, addMentors, lastResult, cancelTo }: ToolFormProps) {
  const { t } = useTranslation(["tools", "common"]);
  const words = useTermWords();
  const { form, fields, pending, onceKey } = useAppForm<ToolFormValues>({
    once: true,
    id: `tool-${mode}`,
    lastResult,
    defaultValue,
    constraint,
    rules:
      mode === "create"
        ? lazyRules.custom(() => import("./tool.schema").then(({ parseToolCreate }) => parseToolCreate))
        : lazyRules(() => import("./tool.schema").then(({ toolEditSchema }) => toolEditSchema)),
    unsaved: true,
  });
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
      <FormErrors form={form} />
      {onceKey}
      <TextField field={fields.nombre} label={t("tools:form.nombre")} />
      <Select
        field={fields.tipo}
        label={t("tools:form.tipo")}
        placeholder={t("tools:form.tipoPlaceholder")}
        options={typeOptions}
      />
      <TextArea field={fields.descripcion} label={t("tools:form.descripcion")} />
      <fieldset className={field.fieldset}>
        <legend className={field.legend} data-required={mode === "create" || undefined}>
          {t("tools:form.mentors", words)}
        </legend>
        {mentors.length === 0 && !addMentors ? (
          <p className={styles.muted}>{t("tools:form.noMentors", words)}</p>
        ) : null}
        <div className={styles.checklist}>
          {checkboxes.map(({ key, ...props }, index) => {
            const mentor = mentors[index]!;
            return <Checkbox key={key} {...props} label={mentor.name} description={mentor.titulo ?? undefined} />;
          })}
        </div>
        <FieldErrors id={fields.mentor.errorId} errors={mentorErrors} />
        {addMentors ? (
          <PeopleAdder field={fields.mentor_nuevos} shownName="mentor_vistos" shown={mentors.map((m) => m.id)} />
        ) : (
          <input type="hidden" name="mentor_vistos" value={mentors.map((m) => m.id).join(",")} />
        )}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t(mode === "create" ? "tools:form.create" : "tools:form.save")}
        </Button>
        <ButtonLink to={cancelTo} preventScrollReset variant="ghost">
          {t("tools:form.cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
