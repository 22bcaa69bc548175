import type { TextareaHTMLAttributes } from "react";
import { cx } from "./cx";
import { FieldFrame, fieldShell, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> &
  FieldBaseProps & { inputClassName?: string };

/** Label + native `<textarea>` (4 rows by default). Spread Conform's `getTextareaProps(field)`. */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { frame, control, inputClassName } = fieldShell(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} rows={rows} className={cx(s.control, s.textarea, inputClassName)} />
    </FieldFrame>
  );
}
