import type { InputHTMLAttributes } from "react";
import { cx } from "./cx";
import { describeField, FieldFrame, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> &
  FieldBaseProps & {
    /** Accepted so Conform's `getInputProps(field, { type: 'file' })` can be spread. */
    type?: "file";
    /** e.g. "image/jpeg,image/png". The server checks type and size again. */
    accept?: string;
    inputClassName?: string;
  };

/**
 * Native file input (the form needs `encType="multipart/form-data"`). Put the allowed types and
 * size in `description`. A file is never kept after a failed submit: the browser can't refill it.
 */
export function FileField({
  id,
  label,
  description,
  errors,
  hideLabel,
  className,
  inputClassName,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...input
}: FileFieldProps) {
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
      <input
        {...input}
        {...controlProps}
        id={id}
        type="file"
        // A file input can't be prefilled; drop any value Conform passes back.
        value={undefined}
        defaultValue={undefined}
        className={cx(s.control, s.file, inputClassName)}
      />
    </FieldFrame>
  );
}
