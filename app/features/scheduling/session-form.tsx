// The staff session form (core spec › Validation rules "Session create or edit (institution)"): tool, mentor, type, visibility,
// start and end, name, maximum attendees and the participant pickers. Without JS both pickers render and the
// action uses the one the type needs; with JS only that one shows and 'Pegar correos' checks boxes live.
import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useTermWords } from "~/lib/use-term-words";
import {
  Button,
  ButtonLink,
  Checkbox,
  FormErrors,
  PeopleAdder,
  Select,
  TagPicker,
  tagPickerLabels,
  TextArea,
  TextField,
  useHydrated,
} from "~/ui";
import { FieldErrors } from "~/ui/field";
import { translateErrors } from "~/lib/forms";
import * as field from "~/ui/field.css";
import { SESSION_TYPE_CHOICES } from "./choices";
import { SessionFormConflict, type ConflictView } from "./conflict-notice";
import { matchEmails } from "./email-paste";
import { GroupedSelect, type OptionGroup } from "./grouped-select";
import type { SessionForm as SessionFormValues } from "./session.schema";
import * as styles from "./scheduling.css";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export type PersonOption = { id: number; name: string; email: string | null };

export type SessionFormProps = {
  mode: "create" | "edit";
  constraint: Parameters<typeof useForm>[0]["constraint"];
  defaultValue?: Record<string, string | string[] | undefined>;
  tools: OptionGroup[];
  /** Null: too many mentors for a select, the mentor is typed by name ('mentor_nombre'). */
  mentors: PersonOption[] | null;
  entrepreneurs: PersonOption[];
  /** Many entrepreneurs: `entrepreneurs` are the session's own and a field takes names to add. */
  addPeople?: boolean;
  /** Many mentors: the board's extra mentors offered (the session's own) and a field takes names to add. */
  boardMentors?: PersonOption[] | null;
  zone: string;
  lastResult: SubmissionResult<string[]> | undefined;
  conflict: ConflictView | null;
  cancelTo: string;
};

export function SessionForm(props: SessionFormProps) {
  const {
    mode,
    constraint,
    defaultValue,
    tools,
    mentors,
    entrepreneurs,
    addPeople,
    zone,
    lastResult,
    conflict,
    cancelTo,
  } = props;
  const extraMentors = props.boardMentors ?? mentors ?? [];
  const { t } = useTranslation(["scheduling", "common"]);
  const words = useTermWords();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [matched, setMatched] = useState<number | null>(null);
  const { form, fields, pending, onceKey } = useAppForm<SessionFormValues>({
    once: true,
    id: `session-${mode}`,
    lastResult,
    defaultValue,
    constraint,
    rules: lazyRules.custom(() =>
      import("./session.schema").then(
        ({ parseSessionForm }) =>
          (formData: FormData) =>
            parseSessionForm(formData, mode),
      ),
    ),
    unsaved: true,
  });

  const tipo = fields.tipo.value;
  const individual = tipo === "Individual";
  const board = tipo === "Junta Directiva";
  // With JS only the picker the type needs shows; without JS both render (the action picks).
  const showIndividual = !hydrated || individual;
  const showGroup = !hydrated || !individual;
  const showBoard = !hydrated || board;

  const participantBoxes = getCollectionProps(fields.sub_grupo, {
    type: "checkbox",
    options: entrepreneurs.map((p) => String(p.id)),
  });
  const mentorBoxes = getCollectionProps(fields.mentores, {
    type: "checkbox",
    options: extraMentors.map((p) => String(p.id)),
  });

  // 'Pegar correos', live: check the boxes of everyone whose e-mail is in the text.
  function onPaste(event: FormEvent<HTMLTextAreaElement>) {
    const text = event.currentTarget.value;
    const people = board ? [...entrepreneurs, ...extraMentors] : entrepreneurs;
    const { ids } = matchEmails(text, people);
    const wanted = new Set(ids.map(String));
    formRef.current
      ?.querySelectorAll<HTMLInputElement>(
        'input[type="checkbox"][name="sub_grupo"], input[type="checkbox"][name="mentores"]',
      )
      .forEach((box) => {
        if (wanted.has(box.value) && !box.checked) {
          box.checked = true;
          box.dispatchEvent(new Event("input", { bubbles: true }));
        }
      });
    setMatched(text.trim() ? ids.length : null);
  }

  const person = (p: PersonOption) => ({ value: String(p.id), label: p.email ? `${p.name} (${p.email})` : p.name });
  const pickable = (p: PersonOption) => ({ value: String(p.id), label: p.name, description: p.email ?? undefined });
  const pickerLabels = tagPickerLabels(t);
  // The typed mentor shows the select's 'required' error too.
  const mentorErrors = [
    ...(translateErrors(t, fields.mentor.errors) ?? []),
    ...(translateErrors(t, fields.mentor_nombre.errors) ?? []),
  ];
  const typeOptions = SESSION_TYPE_CHOICES.map((value) => ({ value, label: t(`scheduling:session.types.${value}`) }));

  return (
    <Form method="post" {...getFormProps(form)} ref={formRef} className={styles.form}>
      <FormErrors form={form} />
      {onceKey}
      {conflict ? <SessionFormConflict conflict={conflict} /> : null}
      <GroupedSelect
        field={fields.mentoria}
        label={t("scheduling:session.herramienta")}
        placeholder={t("scheduling:session.herramientaPlaceholder")}
        groups={tools}
      />
      <div className={styles.fieldRow}>
        {mentors ? (
          <Select
            field={fields.mentor}
            label={t("scheduling:session.mentor", words)}
            placeholder={t("scheduling:session.mentorPlaceholder", words)}
            options={mentors.map((m) => ({ value: String(m.id), label: m.name }))}
          />
        ) : (
          <TextField
            field={fields.mentor_nombre}
            label={t("scheduling:session.mentor", words)}
            description={t("scheduling:session.mentorTyped", words)}
            errors={mentorErrors}
            required
            autoComplete="off"
          />
        )}
        <Select
          field={fields.tipo}
          label={t("scheduling:session.tipo")}
          placeholder={t("scheduling:session.tipoPlaceholder")}
          options={typeOptions}
        />
      </div>
      <Checkbox
        field={fields.visibility}
        label={t("scheduling:session.visibility")}
        description={t("scheduling:session.visibilityHelp")}
      />
      <p className={styles.muted}>{t("scheduling:session.timesHelp", { zone })}</p>
      <div className={styles.fieldRow}>
        <TextField field={fields.inicio} type="datetime-local" label={t("scheduling:session.inicio")} step={1800} />
        <TextField field={fields.fin} type="datetime-local" label={t("scheduling:session.fin")} step={1800} />
      </div>
      <div className={styles.fieldRow}>
        <TextField
          field={fields.nombre}
          label={t("scheduling:session.nombre")}
          description={mode === "create" ? t("scheduling:session.nombreHelp", words) : undefined}
        />
        <TextField field={fields.asistentes_max} type="number" label={t("scheduling:session.asistentesMax")} />
      </div>
      <div hidden={!showIndividual}>
        <Select
          field={fields.usuario_individual}
          label={t("scheduling:session.mentee", words)}
          description={hydrated ? undefined : t("scheduling:session.individualHelp")}
          placeholder={t("scheduling:session.menteePlaceholder", words)}
          options={entrepreneurs.map(person)}
        />
      </div>
      <fieldset className={field.fieldset} hidden={!showGroup && !fields.sub_grupo.errors}>
        <legend className={field.legend}>{t("scheduling:session.participants")}</legend>
        {hydrated ? null : <p className={styles.muted}>{t("scheduling:session.participantsHelp")}</p>}
        {entrepreneurs.length === 0 && !addPeople ? (
          <p className={styles.muted}>{t("scheduling:session.noEntrepreneurs", words)}</p>
        ) : null}
        <TagPicker name={fields.sub_grupo.name} options={entrepreneurs.map(pickable)} labels={pickerLabels}>
          <div className={styles.checklist}>
            {participantBoxes.map(({ key, ...boxProps }, index) => {
              const p = entrepreneurs[index]!;
              return <Checkbox key={key} {...boxProps} label={p.name} description={p.email ?? undefined} />;
            })}
          </div>
        </TagPicker>
        <FieldErrors field={fields.sub_grupo} />
      </fieldset>
      {addPeople ? (
        <PeopleAdder
          field={fields.sub_grupo_nuevos}
          shownName="sub_grupo_vistos"
          shown={entrepreneurs.map((p) => p.id)}
          label={t("scheduling:session.addPeople", words)}
        />
      ) : null}
      <fieldset className={field.fieldset} hidden={!showBoard && !fields.mentores.errors}>
        <legend className={field.legend}>{t("scheduling:session.mentores", words)}</legend>
        <TagPicker name={fields.mentores.name} options={extraMentors.map(pickable)} labels={pickerLabels}>
          <div className={styles.checklist}>
            {mentorBoxes.map(({ key, ...boxProps }, index) => {
              const m = extraMentors[index]!;
              return <Checkbox key={key} {...boxProps} label={m.name} description={m.email ?? undefined} />;
            })}
          </div>
        </TagPicker>
        <FieldErrors field={fields.mentores} />
        {props.boardMentors ? (
          <PeopleAdder
            field={fields.mentores_nuevos}
            shownName="mentores_vistos"
            shown={props.boardMentors.map((m) => m.id)}
            label={t("scheduling:session.addMentors", words)}
          />
        ) : null}
      </fieldset>
      <div hidden={!showGroup}>
        <TextArea
          field={fields.correos}
          label={t("scheduling:session.correos")}
          description={t("scheduling:session.correosHelp")}
          onInput={onPaste}
        />
        <p className={styles.muted} aria-live="polite">
          {matched === null ? "" : t("scheduling:session.correosMatched", { count: matched })}
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t(mode === "create" ? "scheduling:session.create" : "scheduling:session.save")}
        </Button>
        <ButtonLink to={cancelTo} preventScrollReset variant="ghost">
          {t("scheduling:cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
