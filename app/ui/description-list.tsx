import type { ReactNode } from "react";
import { cx } from "./cx";
import * as s from "./description-list.css";

export type DescriptionItem = readonly [term: string, value: ReactNode];

export type DescriptionListProps = {
  items: readonly DescriptionItem[];
  /** Leave out the pairs whose value is null, undefined or "". */
  hideEmpty?: boolean;
  /** "muted" terms for a quiet summary (a session's facts); default bold. */
  terms?: "strong" | "muted";
  /** "inline": the pairs in one wrapping row of small, quiet text (an item's facts in a list); default two columns. */
  layout?: "columns" | "inline";
  "aria-label"?: string;
  className?: string;
};

/** A `<dl>` of label/value pairs: stacked on phones, two columns from the small breakpoint (or in one row). */
export function DescriptionList({
  items,
  hideEmpty,
  terms = "strong",
  layout = "columns",
  className,
  ...rest
}: DescriptionListProps) {
  const shown = hideEmpty ? items.filter(([, value]) => value !== null && value !== undefined && value !== "") : items;
  if (shown.length === 0) return null;
  return (
    <dl className={cx(layout === "inline" ? s.inline : s.list, className)} aria-label={rest["aria-label"]}>
      {shown.map(([term, value]) => (
        <div key={term} className={layout === "inline" ? s.inlineRow : s.row}>
          <dt className={terms === "muted" ? s.mutedTerm : s.term}>{term}</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
