// The one way a form is set up (issue 32 §2): Conform's `useForm` plus what every form of the app repeats.
//
// - Rules on first interaction, `rules: lazyRules(() => import("./x.schema").then(({ xSchema }) => xSchema))`:
//   the form's schema and Conform's zod parser (./zod-parse) load on the page's first interaction, so zod stays
//   out of every page's first load; until they arrive the form validates on submit only, since without
//   `onValidate` Conform would check a blurred field by posting the whole form (decisions 006 and 014).
//   A validator that is more than a schema (sign-up's `parseSignUp`): `lazyRules.custom(() => import(…).then(…))`.
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
import type { input, ZodTypeAny } from "zod";
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
  validate: (loaded: never, formData: FormData) => Submission<Schema, string[], unknown>;
};

type Parse = typeof import("./zod-parse").parseWithZod;
// Destructured at the import, so the bundler keeps only what is used (likewise each form's `.then(({ schema }) => …)`).
const loadParser = (): Promise<Parse> => import("./zod-parse").then(({ parseWithZod }) => parseWithZod);

/**
 * A form's rules: its schema, loaded from its module and picked there by name (`() =>
 * import("./thing.schema").then(({ thingSchema }) => thingSchema)`, destructured so the bundler leaves the
 * module's other exports out); the hook brings Conform's zod parser along.
 */
export function lazyRules<S extends ZodTypeAny>(load: () => Promise<S>): LazyRules<input<S>> {
  return {
    load: () => Promise.all([load(), loadParser()]),
    validate: ([schema, parse]: [S, Parse], formData: FormData) => parse(formData, { schema }),
  };
}

/** Rules that are more than a schema: the module's own validator (`.then(({ parseSignUp }) => parseSignUp)`). */
lazyRules.custom = function customRules<Schema>(
  load: () => Promise<(formData: FormData) => Submission<Schema, string[], unknown>>,
): LazyRules<Schema> {
  return {
    load,
    validate: (parse: (formData: FormData) => Submission<Schema, string[], unknown>, formData: FormData) =>
      parse(formData),
  };
};

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
