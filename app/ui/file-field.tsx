import type { InputHTMLAttributes } from "react";
import { cx } from "./cx";
import { FieldFrame, fieldShell, controlProps, useFieldProps, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> &
  FieldBaseProps & {
    type?: "file";
    /** e.g. "image/jpeg,image/png". The server checks type and size again. */
    accept?: string;
    inputClassName?: string;
  };

/**
 * Native file input (the form needs `encType="multipart/form-data"`). Put the allowed types and
 * size in `description`. A file is never kept after a failed submit: the browser can't refill it.
 */
export function FileField({ field, ...props }: FileFieldProps) {
  const { frame, control, inputClassName } = fieldShell(
    useFieldProps(field, field && controlProps(field, "input"), props),
  );
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        type="file"
        // A file input can't be prefilled; drop any value Conform passes back.
        value={undefined}
        defaultValue={undefined}
        className={cx(s.control, s.file, inputClassName)}
      />
    </FieldFrame>
  );
}
