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
  "aria-label"?: string;
  className?: string;
};

/** A `<dl>` of label/value pairs: stacked on phones, two columns from the small breakpoint. */
export function DescriptionList({ items, hideEmpty, terms = "strong", className, ...rest }: DescriptionListProps) {
  const shown = hideEmpty ? items.filter(([, value]) => value !== null && value !== undefined && value !== "") : items;
  if (shown.length === 0) return null;
  return (
    <dl className={cx(s.list, className)} aria-label={rest["aria-label"]}>
      {shown.map(([term, value]) => (
        <div key={term} className={s.row}>
          <dt className={terms === "muted" ? s.mutedTerm : s.term}>{term}</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
