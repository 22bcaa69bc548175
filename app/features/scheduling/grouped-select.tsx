// A native `<select>` with `<optgroup>`s (the tools of each program), laid out like the kit's Select.
import type { SelectHTMLAttributes } from "react";
import { describeField, FieldFrame, type FieldBaseProps } from "~/ui/field";
import * as s from "~/ui/field.css";

export type OptionGroup = { label: string; options: { value: string; label: string }[] };

export function GroupedSelect({
  id,
  label,
  description,
  errors,
  groups,
  placeholder,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children"> &
  FieldBaseProps & { groups: readonly OptionGroup[]; placeholder: string }) {
  const { controlProps } = describeField(id, {
    description,
    errors,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
  });
  return (
    <FieldFrame id={id} label={label} description={description} errors={errors} required={select.required}>
      <select {...select} {...controlProps} id={id} className={s.control}>
        <option value="">{placeholder}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
}
