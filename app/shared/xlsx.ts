// Spreadsheet exports (docs/house-rules.md#spreadsheets): the bytes of an .xlsx workbook written in one pass over the
// rows (SpreadsheetML with inline strings, a bold header row) and zipped with fflate's synchronous zipSync.
// The one writer of the app's exports and the local API's (issue 32 §6), hence app/shared.
// write-excel-file, used before, zips through fflate's asynchronous zip, which hands every part above 160 KB
// to a Web Worker: about 480 rows of the program report, and Workers have no Web Worker ("Worker is not
// defined"); in Node it spawned a worker thread per export (0.6 to 1.5 s for 2,000 rows). Text cells are
// neutralised exactly like the CSV exports (./csv): a cell that a spreadsheet would run as a formula
// (= + - @) gets a leading apostrophe.
import { strToU8, zipSync, type Zippable } from "fflate";
import { neutralizeCell } from "./csv";

export type XlsxCell = string | number | boolean | null | undefined;
export type XlsxSheet = { name: string; header: readonly string[]; rows: readonly (readonly XlsxCell[])[] };

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Rows per sheet beyond the header (bounds a Worker's memory and CPU; Excel itself stops at 1,048,575). */
export const MAX_ROWS_PER_SHEET = 20_000;
const SHEET_NAME_MAX = 31;
/** fflate's fastest deflate: text this repetitive compresses nearly as well as at the default level 6, faster. */
const DEFLATE_LEVEL = 1;

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

// Characters XML 1.0 cannot hold (C0 controls but tab and line breaks, lone surrogates, U+FFFE/FFFF): dropped.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F&<>"\uD800-\uDFFF\uFFFE\uFFFF]/;
const xml = (text: string) =>
  NEEDS_WORK.test(text) ? text.replace(NOT_XML, "").replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!) : text;
/** Leading or trailing white space, which a reader keeps only with xml:space="preserve". */
const EDGE_SPACE = /^\s|\s$/;

/** Column letters of the first `n` columns: A … Z, AA … */
function columnNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    let name = "";
    for (let k = i + 1; k > 0; k = Math.floor((k - 1) / 26)) name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
    return name;
  });
}

/** One cell, or "" for an empty one. Style 1 is the bold header. */
function cellXml(ref: string, value: XlsxCell, style = ""): string {
  if (typeof value === "number") return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : "";
  if (typeof value === "boolean") return `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = xml(neutralizeCell(value));
  if (text === "") return "";
  const t = EDGE_SPACE.test(text) ? '<t xml:space="preserve">' : "<t>";
  return `<c r="${ref}"${style} t="inlineStr"><is>${t}${text}</t></is></c>`;
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function worksheetXml(sheet: XlsxSheet): string {
  const rows = sheet.rows.length > MAX_ROWS_PER_SHEET ? sheet.rows.slice(0, MAX_ROWS_PER_SHEET) : sheet.rows;
  const width = rows.reduce((max, row) => Math.max(max, row.length), sheet.header.length);
  const columns = columnNames(width);
  const parts: string[] = [`${HEAD}<worksheet ${NS}><sheetData>`];
  parts.push(`<row r="1">${sheet.header.map((h, c) => cellXml(`${columns[c]}1`, h, ' s="1"')).join("")}</row>`);
  rows.forEach((row, i) => {
    const r = i + 2;
    let cells = "";
    for (let c = 0; c < row.length; c++) cells += cellXml(`${columns[c]}${r}`, row[c]);
    parts.push(`<row r="${r}">${cells}</row>`);
  });
  parts.push("</sheetData></worksheet>");
  return parts.join("");
}

const STYLES =
  `${HEAD}<styleSheet ${NS}>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  "</styleSheet>";

/** The bytes of an .xlsx workbook: one sheet per entry, a bold header row, then the rows. */
export async function toXlsx(sheets: readonly XlsxSheet[]): Promise<Uint8Array<ArrayBuffer>> {
  const list: readonly XlsxSheet[] = sheets.length > 0 ? sheets : [{ name: "Hoja 1", header: [], rows: [] }];
  const names = sheetNames(list.map((s) => s.name));
  const n = list.length;
  const sheetPath = (i: number) => `xl/worksheets/sheet${i + 1}.xml`;
  const files: Zippable = {
    "[Content_Types].xml": strToU8(
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        list
          .map(
            (_, i) =>
              `<Override PartName="/${sheetPath(i)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join("") +
        "</Types>",
    ),
    "_rels/.rels": strToU8(
      `${HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `${HEAD}<workbook ${NS} xmlns:r="${REL_NS}"><sheets>` +
        names.map((name, i) => `<sheet name="${xml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("") +
        "</sheets></workbook>",
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `${HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        list
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join("") +
        `<Relationship Id="rId${n + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    "xl/styles.xml": strToU8(STYLES),
  };
  list.forEach((sheet, i) => {
    files[sheetPath(i)] = strToU8(worksheetXml(sheet));
  });
  return zipSync(files, { level: DEFLATE_LEVEL }) as Uint8Array<ArrayBuffer>;
}
