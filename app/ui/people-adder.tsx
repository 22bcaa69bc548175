// The second half of a people picker over a large list (app/lib/people-picker.server.ts): who the form showed
// (a hidden field, so the action removes only those unchecked) and a textarea of names to add, one a line.
// A plain form field: the same with JavaScript off and on.
import type { FormField } from "./field";
import { TextArea } from "./text-area";
import { useTranslation } from "~/lib/i18n-react";

export type PeopleAdderProps = {
  /** The form's name field (one name a line). */
  field: FormField;
  /** The hidden field's name and the ids of the people the form shows as checkboxes. */
  shownName: string;
  shown: readonly (string | number)[];
  label?: string;
  className?: string;
};

export function PeopleAdder({ field, shownName, shown, label, className }: PeopleAdderProps) {
  const { t } = useTranslation(["common"]);
  return (
    <>
      <input type="hidden" name={shownName} value={shown.join(",")} />
      <TextArea
        field={field}
        rows={3}
        label={label ?? t("common:picker.add")}
        description={t("common:picker.addHelp")}
        className={className}
      />
    </>
  );
}
