// A long list of checkboxes (people, areas) that becomes a searchable list with the chosen ones as removable tags
// once scripts run (docs/house-rules.md#widgets-that-scale). The checkboxes are the control: without JS they are what
// the user gets; with JS the widget (react-aria-components, loaded on the page's first interaction so that no page's
// first load carries it, decision 014) hides them and checks and unchecks them, so the form posts exactly
// what the native control posts.
import { useRef, type ReactNode } from "react";
import { useOnFirstInteraction } from "~/lib/use-lazy-module";

export type TagPickerOption = { value: string; label: string; description?: string | undefined };

export type TagPickerLabels = {
  /** The search field's label. */
  search: string;
  /** The chosen tags' label. */
  chosen: string;
  noneChosen: string;
  noMatch: string;
  /** The name of the list of options. */
  options: string;
  remove: (label: string) => string;
};

export type TagPickerProps = {
  /** The checkboxes' `name`: only those inside `children` with this name are driven. */
  name: string;
  options: readonly TagPickerOption[];
  labels: TagPickerLabels;
  /** The native control: the checkboxes, as they render without JS. */
  children: ReactNode;
};

const loadWidget = () => import("./tag-picker-widget");

/**
 * The widget's module once the page's first interaction has loaded it (null before, and without JS): for a
 * control that is not a group of checkboxes, which renders `TagPickerControl` over its own state.
 */
export function useTagPickerWidget() {
  return useOnFirstInteraction(loadWidget);
}

export function TagPicker({ name, options, labels, children }: TagPickerProps) {
  const widget = useTagPickerWidget();
  const native = useRef<HTMLDivElement>(null);
  const Widget = widget?.TagPickerWidget;
  return (
    <>
      <div ref={native} hidden={Widget ? true : undefined}>
        {children}
      </div>
      {Widget ? <Widget name={name} options={options} labels={labels} native={native} /> : null}
    </>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The picker's labels from the common catalog. */
export function tagPickerLabels(t: Translate): TagPickerLabels {
  return {
    search: t("common:picker.search"),
    chosen: t("common:picker.chosen"),
    noneChosen: t("common:picker.noneChosen"),
    noMatch: t("common:picker.noMatch"),
    options: t("common:picker.options"),
    remove: (label) => t("common:picker.remove", { name: label }),
  };
}
