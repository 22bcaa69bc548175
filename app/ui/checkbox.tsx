import type { InputHTMLAttributes, ReactNode } from "react";
import { cx } from "./cx";
import {
  describeField,
  FieldDescription,
  FieldErrors,
  hasContent,
  controlProps as fromField,
  useFieldProps,
  type FieldBaseProps,
} from "./field";
import * as s from "./field.css";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> &
  Omit<FieldBaseProps, "hideLabel"> & {
    type?: "checkbox";
    label: ReactNode;
  };

/**
 * Native checkbox with its label on the right; sends `value` ("on" by default) when checked.
 * Give it the form's field: `field={fields.accept}` (checked when its initial value is `value`).
 */
export function Checkbox({ field, ...props }: CheckboxProps) {
  const {
    id,
    label,
    description,
    errors,
    className,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
    ...input
  } = useFieldProps(field, field && fromField(field, "checkbox", props.value as string | undefined), props);
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
