// Spreadsheet exports (DESIGN §4 "Spreadsheets"): one helper over write-excel-file's universal build (its
// only dependency is fflate; it runs in Workers). Text cells are neutralised exactly like the CSV exports
// (~/lib/csv): a cell that a spreadsheet would run as a formula (= + - @) gets a leading apostrophe.
// fflate compresses each part of the file synchronously below 160 KB and in a Web Worker above, which
// Workers lack: one sheet holds at most about 2,000 rows of a few columns (MAX_ROWS_PER_SHEET).
import writeXlsxFile, { type Row } from "write-excel-file/universal";
import { neutralizeCell } from "./csv";

export type XlsxCell = string | number | boolean | null | undefined;
export type XlsxSheet = { name: string; header: readonly string[]; rows: readonly (readonly XlsxCell[])[] };

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const MAX_ROWS_PER_SHEET = 2000;
const SHEET_NAME_MAX = 31;

/** Excel's rules for sheet names: at most 31 characters, none of []:*?/\, unique (case-insensitive). */
function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    const base =
      name
        .replace(/[[\]:*?/\\]/g, " ")
        .trim()
        .slice(0, SHEET_NAME_MAX) || `Hoja ${i + 1}`;
    let candidate = base;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      candidate = base.slice(0, SHEET_NAME_MAX - suffix.length) + suffix;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

function cell(value: XlsxCell) {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "boolean") return value;
  const text = neutralizeCell(value);
  return text === "" ? null : { value: text, type: String };
}

/** The bytes of an .xlsx workbook: one sheet per entry, a bold header row, then the rows. */
export async function toXlsx(sheets: readonly XlsxSheet[]): Promise<Uint8Array<ArrayBuffer>> {
  const names = sheetNames(sheets.length > 0 ? sheets.map((s) => s.name) : ["Hoja 1"]);
  const data = (sheets.length > 0 ? sheets : [{ name: names[0]!, header: [], rows: [] }]).map((sheet, i) => ({
    sheet: names[i]!,
    data: [
      sheet.header.map((h) => ({ value: neutralizeCell(h), type: String, fontWeight: "bold" as const })),
      ...sheet.rows.slice(0, MAX_ROWS_PER_SHEET).map((row) => row.map(cell)),
    ] as Row[],
  }));
  const blob = await writeXlsxFile(data).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
