// The one way a form is set up (issue 32 §2): Conform's `useForm` plus what every form of the app repeats.
//
// - Rules on first interaction: `rules: lazyRules(loadRules, (rules, formData) => rules.validateX(formData))`, the
//   form's browser rules loaded on the page's first interaction (zod stays out of the first load); until they arrive the form validates on submit only, since without
//   `onValidate` Conform would check a blurred field by posting the whole form (decisions 006 and 014).
// - Validation mode once they have arrived: on blur, then again on input (`revalidate` changes the latter).
// - `unsaved: true`: leaving the page with typed data asks first ('Se perderán los datos si continua').
// - `once: true`: the form carries the one-time key that makes a create idempotent (`onceKey`, render it
//   inside the form).
// - `pending`: true only while THIS form is submitting, not while any other form of the page is.
// - `formErrors`: the form's errors translated (they are i18n keys or the API's own text); fields given to a
//   field of app/ui (`<TextField field={fields.email} … />`) translate theirs.
import { useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { OnceKey } from "~/ui/once-key";
import { useUnsavedChanges } from "~/ui/unsaved-changes";
import { useFormPending } from "./form-pending";
import { translateErrors } from "./forms";
import { useTranslation } from "./i18n-react";
import { useFormRules } from "./use-lazy-module";

type Constraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
type Mode = "onSubmit" | "onBlur" | "onInput";

/** A form's browser rules: how to load them and how to validate with them (see `lazyRules`). */
export type LazyRules<Schema = unknown> = {
  load: () => Promise<unknown>;
  validate: (rules: never, formData: FormData) => Submission<Schema, string[], unknown>;
};

/** The form's rules module (`() => import("./form-rules")`, a module-level function) and its validation. */
export function lazyRules<R, Schema>(
  load: () => Promise<R>,
  validate: (rules: R, formData: FormData) => Submission<Schema, string[], unknown>,
): LazyRules<Schema> {
  return { load, validate };
}

export type AppFormOptions<Schema extends Record<string, unknown>> = {
  /** The form's id (also what ties `pending` to it); Conform makes one up when left out. */
  id?: string;
  lastResult?: SubmissionResult<string[]> | null | undefined;
  constraint?: Constraint | undefined;
  defaultValue?: DefaultValue<Schema> | undefined;
  /** Loaded on the page's first interaction; until then the server validates. */
  rules?: LazyRules<Schema>;
  /** When a field with an error is checked again once the rules are in (default: on input). */
  revalidate?: Mode;
  /** Ask before leaving the page with typed data. Read once: it stays as first given. */
  unsaved?: boolean;
  /** The form creates a record: it carries a one-time key (app/lib/once-key.ts). */
  once?: boolean;
  shouldDirtyConsider?: (name: string) => boolean;
};

/** Conform's validation modes: on submit until the rules are in (see above). */
export function validationModes(
  rulesLoaded: boolean,
  revalidate: Mode = "onInput",
): { shouldValidate: Mode; shouldRevalidate: Mode } {
  return rulesLoaded
    ? { shouldValidate: "onBlur", shouldRevalidate: revalidate }
    : { shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" };
}

export { isSubmitting } from "./form-pending";

export function useAppForm<Schema extends Record<string, unknown>>(options: AppFormOptions<Schema>) {
  const { rules: lazy, revalidate, unsaved = false, once = false, ...conform } = options;
  const { t } = useTranslation();
  const navigation = useNavigation();
  const rules = useFormRules(lazy?.load ?? noRules, lazy !== undefined);
  const validate = lazy?.validate as ((rules: unknown, formData: FormData) => Submission<Schema, string[]>) | undefined;
  const [form, fields] = useForm<Schema, Schema, string[]>({
    ...conform,
    ...validationModes(rules !== null, revalidate),
    onValidate: rules !== null && validate ? ({ formData }) => validate(rules, formData) : undefined,
  });
  const pending = useFormPending(form.id);
  const guarded = useRef(unsaved).current;
  // `guarded` never changes for a mounted form, so the hook is called on every render or on none.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed per mounted form (see above)
  if (guarded) useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  const onceKey: ReactNode = once ? <OnceKey /> : null;
  return {
    form,
    fields,
    pending,
    formErrors: translateErrors(t, form.errors),
    onceKey,
  };
}

const noRules = () => Promise.resolve(null);
