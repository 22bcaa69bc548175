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
  /**
   * "inline": the pairs in one wrapping row of small, quiet text (an item's facts in a list); "tiles": each pair
   * a tile with a large value (a plan's or program's figures); default two columns.
   */
  layout?: "columns" | "inline" | "tiles";
  "aria-label"?: string;
  className?: string;
};

/** A `<dl>` of label/value pairs: stacked on phones, two columns from the small breakpoint (or a row, or tiles). */
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
  const look = LAYOUTS[layout];
  return (
    <dl className={cx(look.list, className)} aria-label={rest["aria-label"]}>
      {shown.map(([term, value]) => (
        <div key={term} className={look.row}>
          <dt className={look.term ?? (terms === "muted" ? s.mutedTerm : s.term)}>{term}</dt>
          <dd className={look.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const LAYOUTS = {
  columns: { list: s.list, row: s.row, term: undefined, value: s.value },
  inline: { list: s.inline, row: s.inlineRow, term: undefined, value: s.value },
  tiles: { list: s.tiles, row: s.tile, term: s.tileTerm, value: s.tileValue },
} as const;
