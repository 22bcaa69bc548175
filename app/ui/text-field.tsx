import type { InputHTMLAttributes } from "react";
import { cx } from "./cx";
import { FieldFrame, fieldShell, controlProps, useFieldProps, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type TextFieldType =
  "text" | "email" | "tel" | "number" | "url" | "date" | "datetime-local" | "time" | "month" | "search";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> &
  FieldBaseProps & { type?: TextFieldType; inputClassName?: string };

/** Label + native `<input>` + description + errors. Give it the form's field: `field={fields.email}`. */
export function TextField({ type = "text", field, ...props }: TextFieldProps) {
  const { frame, control, inputClassName } = fieldShell(
    useFieldProps(field, field && { ...controlProps(field, "input"), type }, props),
  );
  return (
    <FieldFrame {...frame}>
      <input {...control} type={type} className={cx(s.control, inputClassName)} />
    </FieldFrame>
  );
}
