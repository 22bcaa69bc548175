import type { InputHTMLAttributes } from "react";
import { cx } from "./cx";
import { describeField, FieldFrame, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> &
  FieldBaseProps & {
    /** Accepted so Conform's `getInputProps(field, { type: 'password' })` can be spread. */
    type?: "password";
    inputClassName?: string;
  };

/**
 * Password input. `autoComplete` defaults to "current-password"; pass "new-password" on sign-up
 * and change forms. The value is never sent back by the server (Conform returns no defaultValue).
 */
export function PasswordField({
  id,
  label,
  description,
  errors,
  hideLabel,
  className,
  inputClassName,
  autoComplete = "current-password",
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...input
}: PasswordFieldProps) {
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
        type="password"
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        className={cx(s.control, inputClassName)}
      />
    </FieldFrame>
  );
}
