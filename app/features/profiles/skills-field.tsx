// A mentor's areas of expertise on 'Editar perfil personal' (core spec › Validation rules "Mentor profile"; issue 30 §3): rows of
// an area and its description, posted as skills[i].tag and skills[i].description. Without JS each row has its
// area's select and the list buttons post the form ('Agregar', 'Quitar'); once the page's first interaction has
// loaded the tag picker, the areas are chosen in it (searchable, the chosen ones as removable tags) and each row
// shows its description only, its area riding along in a hidden field: the same fields are posted.
import { getFieldsetProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useRef, useState } from "react";
import { translateErrors } from "~/lib/forms";
import { useTranslation } from "~/lib/i18n-react";
import { Button, Select, TextArea, tagPickerLabels, useTagPickerWidget, type TagPickerOption } from "~/ui";
import type { ProfileForm } from "./profile-edit.schema";
import { pickedAreas, rowsChange, type Skill } from "./skills-picker";
import * as styles from "./profiles.css";

type Props = {
  form: FormMetadata<ProfileForm>;
  field: FieldMetadata<ProfileForm["skills"], ProfileForm>;
  tags: readonly TagPickerOption[];
};

export function SkillsField({ form, field, tags }: Props) {
  const { t } = useTranslation(["profiles", "common"]);
  const widget = useTagPickerWidget();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Asked on the commit that shows the picker: a person inside the rows goes on in its search field.
  const [hadFocus, setHadFocus] = useState<boolean | null>(null);
  if (widget && hadFocus === null)
    setHadFocus(typeof document !== "undefined" && !!fieldset.current?.contains(document.activeElement));
  const Picker = widget?.TagPickerControl;
  const names = new Map(tags.map((tag) => [tag.value, tag.label]));
  const rows = field.getFieldList();
  const current: Skill[] = rows.map((row) => {
    const item = row.getFieldset();
    return { tag: String(item.tag.value ?? ""), description: String(item.description.value ?? "") };
  });
  const picked = pickedAreas(current, new Set(names.keys()));
  const onChange = (next: Set<string>) => {
    const change = rowsChange(current, picked, next);
    if (change?.type === "insert")
      form.insert({ name: field.name, defaultValue: { tag: change.tag, description: "" } });
    else if (change?.type === "remove") form.remove({ name: field.name, index: change.index });
    else if (change?.type === "update") form.update({ name: field.name, value: change.rows });
  };
  const pickerOwns = (index: number) => Picker !== undefined && picked.get(current[index]!.tag) === index;

  return (
    <fieldset ref={fieldset} {...getFieldsetProps(field)} className={styles.skills}>
      <legend className={styles.legend}>{t("profiles:edit.skills")}</legend>
      <ul id={`${field.id}-error`} className={styles.list}>
        {/* The list's own errors (e.g. too many areas): the rows' fields show theirs. */}
        {(translateErrors(t, field.errors) ?? []).map((e) => (
          <li key={e} className={styles.text}>
            {e}
          </li>
        ))}
      </ul>
      {Picker ? (
        <Picker
          options={tags}
          labels={tagPickerLabels(t)}
          selected={new Set(picked.keys())}
          onChange={onChange}
          keepFocus={hadFocus === true}
        />
      ) : null}
      {rows.map((skill, index) => {
        const item = skill.getFieldset();
        if (pickerOwns(index)) {
          return (
            <div key={skill.key} className={styles.skillRow}>
              <input type="hidden" name={item.tag.name} value={current[index]!.tag} />
              <TextArea
                field={item.description}
                label={t("profiles:edit.skillDescriptionFor", { area: names.get(current[index]!.tag) })}
                rows={2}
              />
            </div>
          );
        }
        return (
          <div key={skill.key} className={styles.skillRow}>
            <Select
              field={item.tag}
              label={t("profiles:edit.skillArea", { n: index + 1 })}
              placeholder={t("profiles:edit.chooseArea")}
              options={tags}
            />
            <TextArea
              field={item.description}
              label={t("profiles:edit.skillDescriptionLabel", { n: index + 1 })}
              rows={2}
            />
            <div className={styles.skillActions}>
              <Button
                type="submit"
                variant="ghost"
                size="sm"
                {...form.remove.getButtonProps({ name: field.name, index })}
              >
                {t("profiles:edit.removeSkill", { n: index + 1 })}
              </Button>
            </div>
          </div>
        );
      })}
      {Picker ? null : (
        <div className={styles.skillActions}>
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            {...form.insert.getButtonProps({ name: field.name, defaultValue: { tag: "", description: "" } })}
          >
            {t("profiles:edit.addSkill")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
