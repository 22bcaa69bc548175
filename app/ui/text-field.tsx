import type { InputHTMLAttributes } from "react";
import { cx } from "./cx";
import { describeField, FieldFrame, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type TextFieldType =
  "text" | "email" | "tel" | "number" | "url" | "date" | "datetime-local" | "time" | "month" | "search";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> &
  FieldBaseProps & { type?: TextFieldType; inputClassName?: string };

/** Label + native `<input>` + description + errors. Spread Conform's `getInputProps(field, { type })`. */
export function TextField({
  id,
  label,
  description,
  errors,
  hideLabel,
  className,
  inputClassName,
  type = "text",
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...input
}: TextFieldProps) {
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
      required={input.required}
      className={className}
    >
      <input {...input} {...controlProps} id={id} type={type} className={cx(s.control, inputClassName)} />
    </FieldFrame>
  );
}
