// CSV exports (docs/house-rules.md#files): RFC 4180 with `,`, CRLF rows and a UTF-8 BOM so Excel reads the accents.
// Cells that a spreadsheet would run as a formula (= + - @, tab, CR) get a leading apostrophe: the one copy of
// that rule, used by the .xlsx writer (./xlsx) and shared with the local API.

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell made safe to open in a spreadsheet: formula-looking text is prefixed with an apostrophe. */
export function neutralizeCell(value: CsvCell): string {
  const text = value === null || value === undefined ? "" : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field, neutralised and quoted when it holds a quote, a comma or a line break (RFC 4180 §2). */
export function csvField(value: CsvCell): string {
  const text = neutralizeCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: the header row, then the rows; CRLF line ends, a BOM in front. */
export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
