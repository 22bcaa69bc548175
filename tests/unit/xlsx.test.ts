import { strFromU8, unzipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { MAX_ROWS_PER_SHEET, toXlsx } from "~/lib/xlsx";

function files(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

describe("toXlsx", () => {
  test("a zip with one worksheet per sheet, header and rows, numbers as numbers", async () => {
    const bytes = await toXlsx([
      { name: "Ventas", header: ["Fecha", "Valor"], rows: [["2026-01-05 09:00", 1500.5]] },
      { name: "Ventas", header: ["A"], rows: [] },
    ]);
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // "PK"
    const parts = files(bytes);
    expect(parts["xl/workbook.xml"]).toContain('name="Ventas"');
    expect(parts["xl/workbook.xml"]).toContain('name="Ventas (2)"');
    const text = Object.values(parts).join("\n");
    expect(text).toContain("Fecha");
    expect(text).toContain("2026-01-05 09:00");
    expect(parts["xl/worksheets/sheet1.xml"]).toMatch(/<v>1500\.5<\/v>/);
  });

  test("text that starts with = + - @ is neutralised like the CSV export; negative numbers stay numbers", async () => {
    const bytes = await toXlsx([
      { name: "x", header: ["=cmd|' /C calc'!A0"], rows: [["+1+1", "-2", "@SUM(A1)", "ok", -3]] },
    ]);
    const text = Object.values(files(bytes)).join("\n");
    for (const attack of ["=cmd|", "+1+1", "-2", "@SUM(A1)"]) {
      expect(text).toContain(`'${attack}`);
      expect(text).not.toContain(`>${attack}`);
    }
    expect(files(bytes)["xl/worksheets/sheet1.xml"]).toMatch(/<v>-3<\/v>/);
    expect(text).not.toContain("<f>");
  });

  test("sheet names follow Excel's rules and rows are capped", async () => {
    const rows = Array.from({ length: MAX_ROWS_PER_SHEET + 5 }, (_, i) => [i]);
    const parts = files(
      await toXlsx([{ name: "a/b:c*d?e[f]g\\h más de treinta y un caracteres", header: ["n"], rows }]),
    );
    const name = /<sheet name="([^"]+)"/.exec(parts["xl/workbook.xml"]!)?.[1] ?? "";
    expect(name.length).toBeLessThanOrEqual(31);
    expect(name).not.toMatch(/[[\]:*?/\\]/);
    expect(parts["xl/worksheets/sheet1.xml"]!.match(/<row /g)).toHaveLength(MAX_ROWS_PER_SHEET + 1);
  });
});
