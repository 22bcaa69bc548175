import type { ReactNode } from "react";
import { cx } from "./cx";
import * as s from "./description-list.css";

export type DescriptionItem = readonly [term: string, value: ReactNode];

export type DescriptionListProps = {
  /** `[term, value]` pairs; a pair whose value is null, undefined or "" is left out. */
  items: readonly DescriptionItem[];
  /** "muted" terms for a quiet summary (a session's facts); default bold. */
  terms?: "strong" | "muted";
  "aria-label"?: string;
  className?: string;
};

/** A `<dl>` of label/value pairs: stacked on phones, two columns from the small breakpoint. */
export function DescriptionList({ items, terms = "strong", className, ...rest }: DescriptionListProps) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== "");
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
