// Test oracle (issue 31 §2): ChartFigure as it rendered its data table through ~/ui/table before it wrote it as text.
// A chart (SVG markup drawn on the server by render.server.tsx) with the same data as a table beside it,
// the accessible alternative. No chart code runs in the browser: the markup is shown as is, and the first
// hydration keeps the whole figure as the server rendered it (StaticIsland: nothing in it is interactive).
import { StaticIsland } from "~/ui/static-island";
import { Table } from "~/ui/table";
import { cx } from "~/ui/cx";
import * as s from "~/ui/charts/charts.css";
import type { ChartFigureProps } from "~/ui/charts";

export function ChartFigure(props: ChartFigureProps) {
  return (
    <StaticIsland data={[props.svg, props.table]}>
      <Figure {...props} />
    </StaticIsland>
  );
}

function Figure({ svg, table, wide = false, empty, className }: ChartFigureProps) {
  const columns = table.headers.map((header, i) => ({
    id: String(i),
    header,
    cell: (row: { cells: readonly string[] }) => row.cells[i] ?? "",
    align: i === 0 ? ("start" as const) : ("end" as const),
    rowHeader: i === 0,
  }));
  return (
    <figure className={cx(s.figure, wide && s.figureWide, className)}>
      {/* The markup comes from renderToStaticMarkup, which escapes every text: safe to insert. */}
      <div className={s.svgBox} dangerouslySetInnerHTML={{ __html: svg }} />
      <Table
        caption={table.caption}
        columns={columns}
        rows={table.rows.map((cells, i) => ({ cells, i }))}
        rowKey={(row) => row.i}
        empty={empty}
        phoneLayout="scroll"
      />
    </figure>
  );
}
