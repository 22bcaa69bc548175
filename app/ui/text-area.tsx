import type { TextareaHTMLAttributes } from "react";
import { cx } from "./cx";
import { describeField, FieldFrame, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> &
  FieldBaseProps & { inputClassName?: string };

/** Label + native `<textarea>` (4 rows by default). Spread Conform's `getTextareaProps(field)`. */
export function TextArea({
  id,
  label,
  description,
  errors,
  hideLabel,
  className,
  inputClassName,
  rows = 4,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...textarea
}: TextAreaProps) {
  const { controlProps } = describeField(id, {
    description,
    errors,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
  });
  return (
    <FieldFrame
      id={id}
      label={label}
      description={description}
      errors={errors}
      hideLabel={hideLabel}
      required={textarea.required}
      className={className}
    >
      <textarea
        {...textarea}
        {...controlProps}
        id={id}
        rows={rows}
        className={cx(s.control, s.textarea, inputClassName)}
      />
    </FieldFrame>
  );
}
