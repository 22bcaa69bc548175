import type { TextareaHTMLAttributes } from "react";
import { cx } from "./cx";
import { FieldFrame, fieldShell, controlProps, useFieldProps, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> &
  FieldBaseProps & { inputClassName?: string };

/** Label + native `<textarea>` (4 rows by default). Give it the form's field: `field={fields.notes}`. */
export function TextArea({ rows = 4, field, ...props }: TextAreaProps) {
  const { frame, control, inputClassName } = fieldShell(
    useFieldProps(field, field && controlProps(field, "textarea"), props),
  );
  return (
    <FieldFrame {...frame}>
      <textarea {...control} rows={rows} className={cx(s.control, s.textarea, inputClassName)} />
    </FieldFrame>
  );
}
