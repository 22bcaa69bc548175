// app/shared/csv.ts: RFC 4180 quoting, CRLF, BOM, and neutralised formula cells (docs/house-rules.md#files).
import { describe, expect, test } from "vitest";
import { csvField, neutralizeCell, toCsv } from "../../app/shared/csv";

describe("neutralizeCell", () => {
  test.each(["=SUM(A1:A2)", "+57 300", "-2+3", "@cmd", "\tdato", "\rdato"])("prefixes %j with an apostrophe", (v) => {
    expect(neutralizeCell(v)).toBe(`'${v}`);
  });

  test("leaves ordinary text, empty cells and inner signs alone", () => {
    expect(neutralizeCell("Ana María")).toBe("Ana María");
    expect(neutralizeCell("a=b")).toBe("a=b");
    expect(neutralizeCell(" =1")).toBe(" =1");
    expect(neutralizeCell(null)).toBe("");
    expect(neutralizeCell(undefined)).toBe("");
    expect(neutralizeCell(42)).toBe("42");
  });
});

describe("csvField", () => {
  test("quotes fields with commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvField("Pérez, Ana")).toBe('"Pérez, Ana"');
    expect(csvField('Dijo "hola"')).toBe('"Dijo ""hola"""');
    expect(csvField("línea 1\nlínea 2")).toBe('"línea 1\nlínea 2"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
    expect(csvField("simple")).toBe("simple");
  });

  test("neutralises before quoting", () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField("\rdato")).toBe('"\'\rdato"');
  });
});

describe("toCsv", () => {
  test("a BOM, the header, CRLF rows and a final CRLF", () => {
    const csv = toCsv(
      ["Nombre", "Asistencia"],
      [
        ["Ana", "Sí"],
        ["=1+1", null],
      ],
    );
    expect(csv).toBe("\uFEFFNombre,Asistencia\r\nAna,Sí\r\n'=1+1,\r\n");
  });
});
