import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BULK_MAX_LINES } from "~/api/contract/people";
import { INVITE_FILE_MAX_LINES, parseInviteFile } from "~/api/contract/invite-file";

const HEADER = "email;nombre;apellido";

describe("parseInviteFile", () => {
  test("skips the header, trims fields and lowercases e-mails", () => {
    const parsed = parseInviteFile(`${HEADER}\n  Ana.Perez@Example.COM ; Ana ;  Pérez \nluis@example.com;Luis;Soto`);
    expect(parsed).toEqual({
      tooLarge: false,
      valid: [
        { linea: 2, email: "ana.perez@example.com", first_name: "Ana", last_name: "Pérez" },
        { linea: 3, email: "luis@example.com", first_name: "Luis", last_name: "Soto" },
      ],
      skipped: [],
    });
  });

  test("a header-only or empty file has nothing to invite", () => {
    expect(parseInviteFile(HEADER)).toEqual({ tooLarge: false, valid: [], skipped: [] });
    expect(parseInviteFile("")).toEqual({ tooLarge: false, valid: [], skipped: [] });
    expect(parseInviteFile(`${HEADER}\r\n\r\n`)).toEqual({ tooLarge: false, valid: [], skipped: [] });
  });

  test("strips a BOM and accepts CRLF, keeping file line numbers across blank lines", () => {
    const parsed = parseInviteFile(`\uFEFF${HEADER}\r\n\r\na@example.com;A;B\r\n   \r\nb@example.com;C;D\r\n`);
    expect(parsed.valid.map((line) => [line.linea, line.email, line.last_name])).toEqual([
      [3, "a@example.com", "B"],
      [5, "b@example.com", "D"],
    ]);
    expect(parsed.skipped).toEqual([]);
  });

  test("a BOM does not turn the header into a person", () => {
    expect(parseInviteFile("\uFEFFa@example.com;A;B").valid).toEqual([]);
  });

  test("reports lines with fewer than 3 fields or empty names as 'campos' and bad e-mails as 'email'", () => {
    const parsed = parseInviteFile(
      [
        HEADER,
        "solo@example.com;Nombre",
        "sin-arroba;Ana;Pérez",
        "x@example.com;;Pérez",
        "ok@example.com;Ana;Pérez;extra",
      ].join("\n"),
    );
    expect(parsed.skipped).toEqual([
      { linea: 2, contenido: "solo@example.com;Nombre", motivo: "campos" },
      { linea: 3, contenido: "sin-arroba;Ana;Pérez", motivo: "email" },
      { linea: 4, contenido: "x@example.com;;Pérez", motivo: "campos" },
    ]);
    expect(parsed.valid).toEqual([{ linea: 5, email: "ok@example.com", first_name: "Ana", last_name: "Pérez" }]);
  });

  test("a repeated e-mail is kept once, at its first line", () => {
    const parsed = parseInviteFile([HEADER, "a@example.com;A;B", "A@EXAMPLE.com;Otra;Vez"].join("\n"));
    expect(parsed.valid).toEqual([{ linea: 2, email: "a@example.com", first_name: "A", last_name: "B" }]);
    expect(parsed.skipped).toEqual([]);
  });

  test("a 15-line file (header + 14) is fine, a 16-line file is too large (blank lines do not count)", () => {
    const people = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@example.com;P${i};Q${i}`);
    expect(parseInviteFile([HEADER, ...people(14), "", ""].join("\n")).tooLarge).toBe(false);
    expect(parseInviteFile([HEADER, ...people(14), ""].join("\n")).valid).toHaveLength(14);
    expect(parseInviteFile([HEADER, ...people(15)].join("\n")).tooLarge).toBe(true);
    // bad lines count too: the limit is on the file, not on the valid lines
    expect(parseInviteFile([HEADER, ...people(14), "basura"].join("\n")).tooLarge).toBe(true);
  });

  test("the limit matches the contract", () => {
    expect(INVITE_FILE_MAX_LINES).toBe(BULK_MAX_LINES);
  });

  test("long content is cut in the report", () => {
    const parsed = parseInviteFile(`${HEADER}\n${"x".repeat(500)}`);
    expect(parsed.skipped[0]?.contenido).toHaveLength(200);
  });

  test("any text: never throws, and every line is accounted for at most once", () => {
    const line = fc.oneof(
      fc.string(),
      fc.tuple(fc.emailAddress(), fc.string(), fc.string()).map((parts) => parts.join(";")),
      fc.constantFrom("", "  ", ";;", "a@b.co;X;Y", "A@B.CO;x;y"),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 25 }), fc.constantFrom("\n", "\r\n", "\r"), (lines, eol) => {
        const parsed = parseInviteFile(lines.join(eol));
        const numbers = [...parsed.valid, ...parsed.skipped].map((entry) => entry.linea);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const n of numbers) expect(n).toBeGreaterThan(1);
        for (const entry of parsed.valid) {
          expect(entry.email).toBe(entry.email.toLowerCase());
          expect(entry.first_name).toBe(entry.first_name.trim());
          expect(entry.first_name.length).toBeGreaterThan(0);
        }
        expect(new Set(parsed.valid.map((entry) => entry.email)).size).toBe(parsed.valid.length);
        // fc.string() is printable ASCII: no line breaks inside a line.
        const counted = lines.filter((l) => l.trim()).length;
        expect(parsed.tooLarge).toBe(counted > INVITE_FILE_MAX_LINES);
      }),
    );
  });
});
