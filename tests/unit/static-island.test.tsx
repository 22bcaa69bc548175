// app/ui/static-island.tsx: the server renders the island's children in a marked wrapper; the browser keeps that
// HTML while the island's data stays the same (the hydration itself is checked in tests/e2e/calendar.e2e.ts).
import { describe, expect, test } from "vitest";
import { StaticIsland, Table } from "~/ui";
import { ISLAND_ATTRIBUTE, sameData } from "~/ui/static-island";
import { dropServerLayoutEffectWarning, renderInRoute as render } from "./render-in-route";

dropServerLayoutEffectWarning();

const rows = [{ id: 1, name: "Ana" }];
const table = () => (
  <Table
    caption="Personas"
    columns={[{ id: "name", header: <b>Nombre</b>, cell: (r: { name: string }) => r.name }]}
    rows={rows}
    rowKey={(r) => r.id}
  />
);

describe("StaticIsland on the server", () => {
  test("the children's full HTML inside one marked wrapper that takes no box", () => {
    const html = render(
      <StaticIsland data={rows}>
        <p>
          <a href="/calendar">Calendario</a>
        </p>
      </StaticIsland>,
    );
    expect(html).toMatch(
      new RegExp(`^<div ${ISLAND_ATTRIBUTE}="[^"]+" class="[^"]+"><p><a href="/calendar">Calendario</a></p></div>$`),
    );
  });

  test("Table's staticIsland wraps the same table", () => {
    const plain = render(table());
    const island = render(<Table {...table().props} staticIsland />);
    expect(island).toContain(plain.replace(/^<div /, "").slice(0, 40));
    expect(island.startsWith(`<div ${ISLAND_ATTRIBUTE}=`)).toBe(true);
    expect(plain).not.toContain(ISLAND_ATTRIBUTE);
  });
});

describe("sameData: when the server's HTML may stay", () => {
  test("the same loader values, alone or listed afresh by a parent's new render, keep it", () => {
    expect(sameData(rows, rows)).toBe(true);
    expect(sameData([rows, "2026-11-27"], [rows, "2026-11-27"])).toBe(true);
  });

  test("new loader data, even equal in content, or another value in the list renders React", () => {
    expect(sameData(rows, [{ id: 1, name: "Ana" }])).toBe(false);
    expect(sameData([rows, "2026-11-27"], [rows, "2026-11-28"])).toBe(false);
    expect(sameData([rows], [rows, "2026-11-27"])).toBe(false);
  });
});
