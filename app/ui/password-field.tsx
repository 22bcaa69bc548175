import type { InputHTMLAttributes } from "react";
import { cx } from "./cx";
import { FieldFrame, fieldShell, controlProps, useFieldProps, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> &
  FieldBaseProps & {
    type?: "password";
    inputClassName?: string;
  };

/**
 * Password input. `autoComplete` defaults to "current-password"; pass "new-password" on sign-up
 * and change forms. The value is never sent back by the server (Conform returns no defaultValue).
 */
export function PasswordField({ autoComplete = "current-password", field, ...props }: PasswordFieldProps) {
  const { frame, control, inputClassName } = fieldShell(
    useFieldProps(field, field && controlProps(field, "input"), props),
  );
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        type="password"
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        className={cx(s.control, inputClassName)}
      />
    </FieldFrame>
  );
}
