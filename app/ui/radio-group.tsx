import type { ReactNode } from "react";
import { visuallyHidden as visuallyHiddenClass } from "../styles/global.css";
import { cx } from "./cx";
import { describeField, FieldDescription, FieldErrors, hasContent, useFieldProps, type FieldBaseProps } from "./field";
import * as s from "./field.css";

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

export type RadioGroupProps = Omit<FieldBaseProps, "label"> & {
  /** Question shown in the `<legend>`. */
  legend: ReactNode;
  /** `field.name` when given the field. */
  name?: string | undefined;
  options: readonly RadioOption[];
  /** Conform's `field.initialValue`. */
  defaultValue?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Conform's form id when the group sits outside its `<form>`. */
  form?: string | undefined;
  orientation?: "vertical" | "horizontal";
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: boolean | undefined;
};

/**
 * `<fieldset>` + `<legend>` + native radios (arrow keys move between them without JS).
 * Give it the form's field (`field={fields.kind}`): name, id, initial value, `required` and errors.
 * Each radio's id is `${id}-${index}`.
 */
export function RadioGroup({ field, ...props }: RadioGroupProps) {
  const fromField = field && {
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    required: field.required,
  };
  return <Radios {...useFieldProps(field, fromField, props)} />;
}

function Radios({
  id,
  legend,
  name,
  options,
  defaultValue,
  required,
  disabled,
  form,
  description,
  errors,
  hideLabel,
  className,
  orientation = "vertical",
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
}: Omit<RadioGroupProps, "field"> & { id: string }) {
  // The group's description goes on the fieldset; the errors on each radio, so they are read where
  // focus lands (radios and groups take no aria-invalid: the error text says it).
  const group = describeField(id, { description, "aria-describedby": describedBy });
  const { errorId, controlProps } = describeField(id, { errors, "aria-invalid": invalid });
  return (
    <fieldset
      id={id}
      aria-describedby={group.controlProps["aria-describedby"]}
      disabled={disabled}
      className={cx(s.fieldset, className)}
    >
      <legend className={cx(s.legend, hideLabel && visuallyHiddenClass)} data-required={required || undefined}>
        {legend}
      </legend>
      {hasContent(description) ? <FieldDescription id={group.descriptionId}>{description}</FieldDescription> : null}
      <div className={s.options} data-orientation={orientation} data-invalid={controlProps["aria-invalid"]}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const optionDescriptionId = `${optionId}-description`;
          return (
            <div key={option.value} className={s.choice}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                form={form}
                required={required}
                disabled={option.disabled}
                defaultChecked={defaultValue === option.value}
                aria-describedby={
                  [hasContent(option.description) && optionDescriptionId, controlProps["aria-describedby"]]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
                className={s.choiceInput}
              />
              <div className={s.choiceText}>
                <label htmlFor={optionId} className={s.choiceLabel}>
                  {option.label}
                </label>
                {hasContent(option.description) ? (
                  <FieldDescription id={optionDescriptionId}>{option.description}</FieldDescription>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}
