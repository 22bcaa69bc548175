import { strFromU8, unzipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { MAX_ROWS_PER_SHEET, toXlsx } from "~/shared/xlsx";

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

/** The cells of a worksheet written by toXlsx, as a grid of values (undefined: no cell), and the styled cells. */
function readSheet(xml: string): { grid: (string | number | boolean | undefined)[][]; bold: string[] } {
  const grid: (string | number | boolean | undefined)[][] = [];
  const bold: string[] = [];
  const letters = (ref: string) => [...ref].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  const unescape = (s: string) =>
    s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e]!);
  const cell =
    /<c r="([A-Z]+)(\d+)"( s="1")?(?: t="(\w+)")?>(?:<v>([^<]*)<\/v>|<is><t(?: xml:space="preserve")?>([^<]*)<\/t><\/is>)<\/c>/g;
  for (const m of xml.matchAll(cell)) {
    const [, col, row, style, type, v, text] = m;
    const r = Number(row) - 1;
    (grid[r] ??= [])[letters(col!)] = type === "inlineStr" ? unescape(text!) : type === "b" ? v === "1" : Number(v);
    if (style) bold.push(`${col}${row}`);
  }
  return { grid, bold };
}

describe("toXlsx writes every row and cell as given", () => {
  test("2,500 rows of text, numbers, booleans and empties come back the same (one pass, no 160 KB limit)", async () => {
    const header = ["Fecha", "Nombre", "Valor", "Activo", "Vacío", "Nota"];
    const rows = Array.from({ length: 2500 }, (_, i) => [
      `2026-01-${String((i % 28) + 1).padStart(2, "0")} 09:00`,
      i % 7 === 0 ? `  Ana & "Luis" <${i}>  ` : `Sesión ${i} 🚀 ñ`,
      i % 5 === 0 ? -(i + 1) / 4 : i * 1.25,
      i % 2 === 0,
      i % 3 === 0 ? null : "",
      i % 11 === 0 ? `=HYPERLINK("x")${i}` : i % 13 === 0 ? `bad\u0001\u0008char\uD800s` : undefined,
    ]);
    const parts = files(await toXlsx([{ name: "Programa", header, rows }]));
    expect(parts["[Content_Types].xml"]).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(parts["xl/styles.xml"]).toContain("<b/>");
    const sheet = parts["xl/worksheets/sheet1.xml"]!;
    expect(sheet.length).toBeGreaterThan(160_000);
    const { grid, bold } = readSheet(sheet);
    expect(sheet.match(/<c /g)).toHaveLength(grid.flat().filter((v) => v !== undefined).length);
    expect(bold).toEqual(["A1", "B1", "C1", "D1", "E1", "F1"]);
    expect(grid[0]).toEqual(header);
    expect(grid).toHaveLength(rows.length + 1);
    rows.forEach((row, i) => {
      const expected = row.map((v) =>
        typeof v === "string"
          ? v === ""
            ? undefined
            : v.replace(/^=/, "'=").replaceAll("\u0001", "").replaceAll("\u0008", "").replaceAll("\uD800", "")
          : (v ?? undefined),
      );
      while (expected.length && expected.at(-1) === undefined) expected.pop();
      expect(grid[i + 1]).toEqual(expected);
    });
  });

  test("inside workerd (the Worker's runtime, no Web Worker) a large workbook is written", async () => {
    const { build } = await import("esbuild");
    const { Miniflare } = await import("miniflare");
    const bundle = await build({
      stdin: {
        contents: `import { toXlsx } from "./app/shared/xlsx";
          export default { async fetch() {
            const rows = Array.from({ length: 3000 }, (_, i) => ["2026-01-05", "Sesión " + i, "Grupal", "Mentoría", "Mentor", i, i / 3]);
            return new Response(await toXlsx([{ name: "programa", header: ["a", "b", "c", "d", "e", "f", "g"], rows }]));
          } };`,
        resolveDir: process.cwd(),
        loader: "ts",
      },
      bundle: true,
      format: "esm",
      platform: "neutral",
      conditions: ["workerd", "worker", "browser"],
      mainFields: ["module", "main"],
      write: false,
    });
    const mf = new Miniflare({ modules: true, script: bundle.outputFiles[0]!.text, compatibilityDate: "2024-11-01" });
    try {
      const response = await mf.dispatchFetch("http://x/");
      expect(response.status).toBe(200);
      const parts = files(new Uint8Array(await response.arrayBuffer()));
      expect(parts["xl/worksheets/sheet1.xml"]!.match(/<row /g)).toHaveLength(3001);
    } finally {
      await mf.dispose();
    }
  });
});
