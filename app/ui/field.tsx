import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { translateErrors } from "~/lib/forms";
import { useTranslation } from "~/lib/i18n-react";
import { visuallyHidden } from "../styles/global.css";
import { cx } from "./cx";
import * as s from "./field.css";
import { IconAlert } from "./icon";

/** A field of a Conform form (`fields.email`), whatever its value's type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's field: a control reads its name, id, constraint and errors
export type FormField = FieldMetadata<any, any, string[]>;

/** Props every form field takes besides its control's own attributes. */
export type FieldBaseProps = {
  /**
   * The form's field (`fields.email`): gives the control its name, id, constraint, initial value and
   * errors (translated). Explicit props win over what it gives.
   */
  field?: FormField | undefined;
  /** Ids of the description and errors derive from it; `field.id` when left out. */
  id?: string | undefined;
  label: ReactNode;
  description?: ReactNode;
  /** Already translated messages; `field.errors`, translated, when left out. Rendered with id `${id}-error`. */
  errors?: string[] | undefined;
  /** Keep the label for assistive technology but hide it on screen. */
  hideLabel?: boolean;
  /** Class of the wrapper. */
  className?: string;
};

type AriaIn = {
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling" | undefined;
};

/**
 * Wires a control to its description and errors. Ids passed in `aria-describedby` (Conform adds
 * `${id}-error` when invalid) are kept, but ours are only referenced when the element exists.
 */
export function describeField(
  id: string,
  { description, errors, ...aria }: { description?: ReactNode; errors?: string[] | undefined } & AriaIn,
) {
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const hasErrors = (errors?.length ?? 0) > 0;
  const ids: string[] = [];
  if (hasContent(description)) ids.push(descriptionId);
  if (hasErrors) ids.push(errorId);
  for (const other of aria["aria-describedby"]?.split(/\s+/) ?? []) {
    if (other && other !== errorId && other !== descriptionId && !ids.includes(other)) ids.push(other);
  }
  const invalid = hasErrors || aria["aria-invalid"] === true || aria["aria-invalid"] === "true";
  return {
    errorId,
    descriptionId,
    controlProps: {
      "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
      "aria-invalid": invalid ? (true as const) : undefined,
    },
  };
}

export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={s.description}>
      {children}
    </p>
  );
}

/** A field's errors: `errors` as given, or those of `field` (translated) under its `errorId`. */
export function FieldErrors({
  field,
  id,
  errors: given,
}: {
  field?: FormField | undefined;
  id?: string | undefined;
  errors?: string[] | undefined;
}) {
  const { t } = useTranslation();
  const errors = given ?? translateErrors(t, field?.errors);
  if (!errors || errors.length === 0) return null;
  return (
    <ul id={id ?? field?.errorId} className={s.errors}>
      {[...new Set(errors)].map((message) => (
        <li key={message} className={s.error}>
          <IconAlert className={s.errorIcon} />
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  hidden,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  hidden?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={cx(s.label, hidden && visuallyHidden)} data-required={required || undefined}>
      {children}
    </label>
  );
}

type ControlKind = "input" | "checkbox" | "select" | "textarea";

/**
 * What Conform's `getInputProps` / `getSelectProps` / `getTextareaProps` give a control, written here: the kit
 * imports Conform's types only, so the `conform` chunk stays out of the kit's (a runtime import made the two
 * chunks import each other and broke hydration).
 */
export function controlProps(field: FormField, kind: ControlKind, value?: string): Record<string, unknown> {
  const invalid = field.errors !== undefined;
  const props: Record<string, unknown> = {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? field.errorId : undefined,
  };
  const initial: unknown = field.initialValue;
  if (kind === "select") {
    props.multiple = field.multiple;
    props.defaultValue = Array.isArray(initial) ? initial.map((item) => `${item ?? ""}`) : initial?.toString();
  } else if (kind === "textarea") {
    props.minLength = field.minLength;
    props.maxLength = field.maxLength;
    props.defaultValue = initial?.toString();
  } else {
    Object.assign(props, {
      minLength: field.minLength,
      maxLength: field.maxLength,
      min: field.min,
      max: field.max,
      step: field.step,
      pattern: field.pattern,
      multiple: field.multiple,
    });
    if (kind === "checkbox") {
      props.value = value ?? "on";
      props.defaultChecked = Array.isArray(initial) ? initial.includes(value) : initial === props.value;
    } else if (typeof initial === "string") props.defaultValue = initial;
  }
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key];
  return props;
}

/**
 * A field component's props with its Conform field applied: `fromField` (what Conform's `get…Props(field)`
 * gives) first, the props given explicitly over it, and the field's errors translated unless `errors` is given.
 */
export function useFieldProps<P extends { id?: string | undefined; errors?: string[] | undefined }>(
  field: FormField | undefined,
  fromField: object | undefined,
  props: P,
): P & { id: string } {
  const { t } = useTranslation();
  const merged: Record<string, unknown> = { ...fromField };
  for (const [key, value] of Object.entries(props)) if (value !== undefined) merged[key] = value;
  const id = (merged.id as string | undefined) ?? field?.id;
  if (!id) throw new Error("A form field needs `field` or `id`");
  return { ...(merged as P), id, errors: props.errors ?? translateErrors(t, field?.errors) };
}

/** What a field component takes besides its control's own attributes (which `fieldShell` passes through). */
type ShellProps = Omit<FieldBaseProps, "field"> &
  AriaIn & { id: string; required?: boolean | undefined; inputClassName?: string | undefined };

/**
 * The one field shell of the kit (text, password, select, text area, file): splits a field's props into
 * the frame's (label, description, errors) and the control's, wires the control to its description and
 * errors, and keeps the control's own attributes (Conform's spread) in their order. Render
 * `<FieldFrame {...frame}>` around `<control {...control} className={cx(s.control, inputClassName)} />`.
 */
export function fieldShell<P extends ShellProps>({
  id,
  label,
  description,
  errors,
  hideLabel,
  className,
  inputClassName,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...rest
}: P) {
  const { controlProps } = describeField(id, {
    description,
    errors,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
  });
  return {
    frame: { id, label, description, errors, hideLabel, className, required: rest.required },
    control: { ...rest, ...controlProps, id },
    inputClassName,
  };
}

/** Layout shared by the text-like fields: label, description, control, errors. */
export function FieldFrame({
  id,
  label,
  description,
  errors,
  hideLabel,
  required,
  className,
  children,
}: Omit<FieldBaseProps, "field"> & { id: string; required?: boolean | undefined; children: ReactNode }) {
  return (
    <div className={cx(s.field, className)}>
      <FieldLabel htmlFor={id} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {hasContent(description) ? <FieldDescription id={`${id}-description`}>{description}</FieldDescription> : null}
      {children}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function hasContent(node: ReactNode): boolean {
  return node != null && node !== false && node !== "";
}
