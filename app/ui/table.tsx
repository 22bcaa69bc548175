import { useId, type ReactNode } from "react";
import { visuallyHidden } from "../styles/global.css";
import { cx } from "./cx";
import { StaticIsland } from "./static-island";
import * as s from "./table.css";

export type TableColumn<Row> = {
  /** Stable key of the column. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: "start" | "center" | "end";
  /** Render this column's cells as `<th scope="row">` (the row's name, e.g. the person). */
  rowHeader?: boolean;
  /** Keep the header for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
};

export type TableProps<Row> = {
  /** What the table lists; also names the scrollable region. */
  caption: ReactNode;
  /** Show the caption only to assistive technology (the page heading already says it). */
  captionHidden?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in one full-width cell when there are no rows. */
  empty?: ReactNode;
  /** Accessible name of the scroll region, if it should differ from the caption. */
  scrollLabel?: string;
  /**
   * On a phone (below `md`): "stack" shows each row as a list item, its row header first and the other cells
   * as label and value (default); "scroll" keeps the table, scrolling in its box with the first column fixed
   * (for tables of figures that must be read across, such as a chart's data).
   */
  phoneLayout?: "stack" | "scroll";
  /**
   * A table of text and plain links only: the first hydration keeps the server's HTML while `rows` stay the same
   * (StaticIsland). Not for tables with buttons, forms or links that must load the whole document (downloads).
   */
  staticIsland?: boolean;
  className?: string;
};

/**
 * A semantic `<table>` with `scope="col"` headers in a horizontally scrollable region that can be
 * focused with the keyboard (so it can be scrolled with arrow keys).
 */
export function Table<Row>({ staticIsland = false, ...props }: TableProps<Row>) {
  if (!staticIsland) return <TableView {...props} />;
  return (
    <StaticIsland data={props.rows}>
      <TableView {...props} />
    </StaticIsland>
  );
}

function TableView<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  scrollLabel,
  phoneLayout = "stack",
  className,
}: Omit<TableProps<Row>, "staticIsland">) {
  const captionId = useId();
  return (
    <div
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
      tabIndex={0}
      aria-labelledby={scrollLabel ? undefined : captionId}
      aria-label={scrollLabel}
      className={cx(s.scroller, s.phone[phoneLayout], className)}
    >
      <table className={s.table}>
        <caption id={captionId} className={captionHidden ? visuallyHidden : s.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cx(s.th, column.align && s.align[column.align])}>
                {column.hideHeader ? <span className={visuallyHidden}>{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className={s.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.id} scope="row" className={cx(s.rowHeader, column.align && s.align[column.align])}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cx(s.td, column.align && s.align[column.align])}>
                      {/* The column's name beside the value once a phone stacks the row (hidden otherwise; the
                          cell's header already names it for assistive technology). */}
                      {column.hideHeader ? null : (
                        <span className={s.cellLabel} aria-hidden="true">
                          {column.header}
                        </span>
                      )}
                      <div className={s.cellValue}>{column.cell(row)}</div>
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
