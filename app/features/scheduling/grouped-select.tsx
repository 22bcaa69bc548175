// A native `<select>` with `<optgroup>`s (the tools of each program), laid out like the kit's Select.
import type { SelectHTMLAttributes } from "react";
import { FieldFrame, fieldShell, controlProps, useFieldProps, type FieldBaseProps } from "~/ui/field";
import * as s from "~/ui/field.css";

export type OptionGroup = { label: string; options: { value: string; label: string }[] };

export function GroupedSelect({
  groups,
  placeholder,
  field,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children"> &
  FieldBaseProps & { groups: readonly OptionGroup[]; placeholder: string }) {
  const { frame, control } = fieldShell(useFieldProps(field, field && controlProps(field, "select"), props));
  return (
    <FieldFrame {...frame}>
      <select {...control} className={s.control}>
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
