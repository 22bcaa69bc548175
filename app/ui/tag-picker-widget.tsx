// The tag picker's enhancement (app/ui/tag-picker.tsx), a chunk of its own loaded on demand: a search field that
// filters a list of options (virtual focus: arrows move, Enter toggles) and the chosen options as tags (arrows
// move, Delete or Backspace removes). Its state lives in the hidden native checkboxes, read and written here,
// so other scripts that check boxes (e.g. 'Pegar correos') show up as tags too.
import { useEffect, useRef, useState, type RefObject } from "react";
import {
  Autocomplete,
  Button,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  SearchField,
  Tag,
  TagGroup,
  TagList,
  Text,
  useFilter,
  type Selection,
} from "react-aria-components";
import { IconCheck, IconClose } from "./icon";
import type { TagPickerLabels, TagPickerOption } from "./tag-picker";
import * as s from "./tag-picker.css";

// react-aria's pressable elements add an inline <style> (one touch-action rule) unless an element with this id exists.
// The CSP (style-src 'self') blocks inline styles: the rule is in tag-picker.css.ts, and this marks it as present.
const PRESSABLE_STYLE_ID = "react-aria-pressable-style";
if (typeof document !== "undefined" && !document.getElementById(PRESSABLE_STYLE_ID)) {
  const mark = document.createElement("meta");
  mark.id = PRESSABLE_STYLE_ID;
  document.head.appendChild(mark);
}

type Props = {
  name: string;
  options: readonly TagPickerOption[];
  labels: TagPickerLabels;
  native: RefObject<HTMLElement | null>;
};

/** The native checkboxes that carry the value. */
export function boxesOf(container: HTMLElement | null, name: string): HTMLInputElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((b) => b.name === name);
}

function checkedValues(container: HTMLElement | null, name: string): Set<string> {
  return new Set(
    boxesOf(container, name)
      .filter((b) => b.checked)
      .map((b) => b.value),
  );
}

/** Checks exactly the boxes whose value is in `wanted`, telling the form (Conform listens to input events). */
export function applySelection(boxes: HTMLInputElement[], wanted: ReadonlySet<string>): void {
  for (const box of boxes) {
    const want = wanted.has(box.value);
    if (box.checked === want) continue;
    box.checked = want;
    box.dispatchEvent(new Event("input", { bubbles: true }));
    box.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

export function TagPickerWidget({ name, options, labels, native }: Props) {
  const read = () =>
    new Set(
      boxesOf(native.current, name)
        .filter((b) => b.checked)
        .map((b) => b.value),
    );
  const [selected, setSelected] = useState<Set<string>>(read);
  // Asked before this commit hides the checkboxes: a person inside them goes on in the search field.
  const [hadFocus] = useState(() => !!native.current?.contains(document.activeElement));

  useEffect(() => {
    const container = native.current;
    if (!container) return;
    const sync = () => setSelected(checkedValues(container, name));
    // A form reset restores the boxes' defaults after the event.
    const onReset = () => setTimeout(sync);
    const form = container.closest("form");
    container.addEventListener("input", sync);
    container.addEventListener("change", sync);
    form?.addEventListener("reset", onReset);
    return () => {
      container.removeEventListener("input", sync);
      container.removeEventListener("change", sync);
      form?.removeEventListener("reset", onReset);
    };
  }, [name, native]);

  const commit = (next: Set<string>) => {
    applySelection(boxesOf(native.current, name), next);
    setSelected(next);
  };
  return <PickerView options={options} labels={labels} selected={selected} onChange={commit} keepFocus={hadFocus} />;
}

type ControlProps = {
  options: readonly TagPickerOption[];
  labels: TagPickerLabels;
  /** The chosen values, kept by the caller (e.g. the rows of a Conform list). */
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Focus the search field on mounting (the person was inside the control it replaces). */
  keepFocus?: boolean;
};

/** The picker over a state its caller keeps: for a control that is not a group of checkboxes (profile skills). */
export function TagPickerControl(props: ControlProps) {
  return <PickerView {...props} />;
}

function PickerView({ options, labels, selected, onChange, keepFocus = false }: ControlProps) {
  const input = useRef<HTMLInputElement>(null);
  const { contains } = useFilter({ sensitivity: "base" });

  useEffect(() => {
    if (keepFocus) input.current?.focus();
  }, [keepFocus]);

  const onSelectionChange = (keys: Selection) =>
    onChange(keys === "all" ? new Set(options.map((o) => o.value)) : new Set([...keys].map(String)));
  const onRemove = (keys: Set<string | number>) => {
    const next = new Set([...selected].filter((v) => !keys.has(v)));
    onChange(next);
    // Nothing left to move to among the tags: back to the search.
    if (next.size === 0) requestAnimationFrame(() => input.current?.focus());
  };
  const chosen = options.filter((o) => selected.has(o.value));

  return (
    <div className={s.picker}>
      <TagGroup className={s.tagGroup} onRemove={onRemove}>
        <Label className={s.label}>{labels.chosen}</Label>
        <TagList
          className={s.tagList}
          items={chosen}
          renderEmptyState={() => <span className={s.empty}>{labels.noneChosen}</span>}
        >
          {(o) => (
            <Tag id={o.value} textValue={o.label} className={s.tag}>
              {o.label}
              <Button slot="remove" className={s.remove} aria-label={labels.remove(o.label)}>
                <IconClose size="1rem" />
              </Button>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <Autocomplete filter={(text, query) => contains(text, query)}>
        <SearchField className={s.search}>
          <Label className={s.label}>{labels.search}</Label>
          <Input ref={input} className={s.input} />
        </SearchField>
        {/* The scroll box is a Tab stop of its own (as the kit's tables): the options take virtual focus only. */}
        <div
          className={s.list}
          role="region"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
          tabIndex={0}
          aria-label={labels.options}
        >
          <ListBox
            aria-label={labels.options}
            className={s.listBox}
            items={options}
            selectionMode="multiple"
            selectedKeys={selected}
            onSelectionChange={onSelectionChange}
            renderEmptyState={() => <span className={s.empty}>{labels.noMatch}</span>}
          >
            {(o) => (
              <ListBoxItem
                id={o.value}
                textValue={o.description ? `${o.label} ${o.description}` : o.label}
                className={s.option}
              >
                <span className={s.mark} aria-hidden="true">
                  {selected.has(o.value) ? <IconCheck size="1rem" /> : null}
                </span>
                <span className={s.optionText}>
                  <Text slot="label">{o.label}</Text>
                  {o.description ? (
                    <Text slot="description" className={s.description}>
                      {o.description}
                    </Text>
                  ) : null}
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </div>
      </Autocomplete>
    </div>
  );
}
