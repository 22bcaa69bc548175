// A chart (SVG markup drawn on the server by render.server.tsx) with the same data as a table beside it,
// the accessible alternative. No chart code runs in the browser: the markup is shown as is, and the first
// hydration keeps the whole figure as the server rendered it (StaticIsland: nothing in it is interactive).
import { useId } from "react";
import { StaticIsland } from "../static-island";
import { cx } from "../cx";
import * as t from "../table.css";
import * as s from "./charts.css";
import { escapeText } from "./escape";

export type ChartTableData = {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
};

export type ChartFigureProps = {
  /** SVG markup from renderLineChart/renderBarChart/renderDonutChart (React-escaped text only). */
  svg: string;
  table: ChartTableData;
  /** Chart and table side by side on wide screens (the big chart); stacked otherwise. */
  wide?: boolean;
  empty?: string;
  className?: string;
};

export function ChartFigure(props: ChartFigureProps) {
  return (
    <StaticIsland data={[props.svg, props.table]}>
      <Figure {...props} />
    </StaticIsland>
  );
}

function Figure({ svg, table, wide = false, empty, className }: ChartFigureProps) {
  return (
    <figure className={cx(s.figure, wide && s.figureWide, className)}>
      {/* The markup comes from renderToStaticMarkup, which escapes every text: safe to insert. */}
      <div className={s.svgBox} dangerouslySetInnerHTML={{ __html: svg }} />
      <DataTable table={table} empty={empty} />
    </figure>
  );
}

/**
 * The chart's data as ~/ui/table's `<Table phoneLayout="scroll">` renders it (first column the row header, the others
 * aligned to the end), written as text inside the table's region (issue 31 §2: a panel's three tables of 25 rows were
 * ~450 React elements); tests/unit/charts.test.tsx compares the two. Every text is escaped.
 */
function DataTable({ table, empty }: { table: ChartTableData; empty?: string }) {
  const captionId = useId();
  const header = (text: string, i: number) =>
    `<th scope="col" class="${cx(t.th, t.align[i === 0 ? "start" : "end"])}">${escapeText(text)}</th>`;
  const labels = table.headers.map(escapeText);
  const row = (cells: readonly string[]) =>
    `<tr>${labels
      .map((label, i) =>
        i === 0
          ? `<th scope="row" class="${cx(t.rowHeader, t.align.start)}">${escapeText(cells[0] ?? "")}</th>`
          : `<td class="${cx(t.td, t.align.end)}"><span class="${t.cellLabel}" aria-hidden="true">${label}</span>` +
            `<div class="${t.cellValue}">${escapeText(cells[i] ?? "")}</div></td>`,
      )
      .join("")}</tr>`;
  const body =
    table.rows.length === 0 && empty
      ? `<tr><td colSpan="${table.headers.length}" class="${t.empty}">${escapeText(empty)}</td></tr>`
      : table.rows.map(row).join("");
  const html =
    `<table class="${t.table}"><caption id="${escapeText(captionId)}" class="${t.caption}">${escapeText(table.caption)}` +
    `</caption><thead><tr>${table.headers.map(header).join("")}</tr></thead><tbody>${body}</tbody></table>`;
  return (
    <div
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (as ~/ui/table's)
      tabIndex={0}
      aria-labelledby={captionId}
      className={cx(t.scroller, t.phone.scroll)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
