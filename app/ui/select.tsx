import type { SelectHTMLAttributes } from "react";
import { cx } from "./cx";
import { describeField, FieldFrame, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children"> &
  FieldBaseProps & {
    options: readonly SelectOption[];
    /** First option with an empty value (e.g. "Selecciona una opción"); `required` then rejects it. */
    placeholder?: string;
    inputClassName?: string;
  };

/** Label + native `<select>`. Spread Conform's `getSelectProps(field)`. */
export function Select({
  id,
  label,
  description,
  errors,
  hideLabel,
  className,
  inputClassName,
  options,
  placeholder,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...select
}: SelectProps) {
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
      required={select.required}
      className={className}
    >
      <select {...select} {...controlProps} id={id} className={cx(s.control, inputClassName)}>
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
