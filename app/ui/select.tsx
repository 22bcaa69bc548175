import type { SelectHTMLAttributes } from "react";
import { cx } from "./cx";
import { FieldFrame, fieldShell, controlProps, useFieldProps, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children"> &
  FieldBaseProps & {
    options: readonly SelectOption[];
    /** First option with an empty value (e.g. "Selecciona una opción"); `required` then rejects it. */
    placeholder?: string;
    inputClassName?: string;
  };

/** Label + native `<select>`. Give it the form's field: `field={fields.city}`. */
export function Select({ options, placeholder, field, ...props }: SelectProps) {
  const { frame, control, inputClassName } = fieldShell(
    useFieldProps(field, field && controlProps(field, "select"), props),
  );
  return (
    <FieldFrame {...frame}>
      <select {...control} className={cx(s.control, inputClassName)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
