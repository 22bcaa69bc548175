import type { InputHTMLAttributes, ReactNode } from "react";
import { cx } from "./cx";
import { describeField, FieldDescription, FieldErrors, hasContent, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> &
  Omit<FieldBaseProps, "hideLabel"> & {
    /** Accepted so Conform's `getInputProps(field, { type: 'checkbox' })` can be spread. */
    type?: "checkbox";
    label: ReactNode;
  };

/** Native checkbox with its label on the right; sends `value` ("on" by default) when checked. */
export function Checkbox({
  id,
  label,
  description,
  errors,
  className,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...input
}: CheckboxProps) {
  const { controlProps, descriptionId, errorId } = describeField(id, {
    description,
    errors,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
  });
  return (
    <div className={cx(s.field, className)}>
      <div className={s.choice}>
        <input {...input} {...controlProps} id={id} type="checkbox" className={s.choiceInput} />
        <div className={s.choiceText}>
          <label htmlFor={id} className={cx(s.label, s.choiceLabel)} data-required={input.required || undefined}>
            {label}
          </label>
          {hasContent(description) ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
        </div>
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
