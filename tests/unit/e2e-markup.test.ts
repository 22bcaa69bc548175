import { describe, expect, test } from "vitest";
import { withoutWords } from "../e2e/markup";

describe("withoutWords (the e2e axe cache's key)", () => {
  test("replaces each text's words, keeps tags and attributes (with '>' inside quotes), drops blank text", () => {
    expect(withoutWords('<p class="a > b" id="c">Hola mundo</p>  <b>Otro</b>')).toBe(
      '<p class="a > b" id="c">x</p><b>x</b>',
    );
  });
  test("keeps stylesheets whole: a theme's colours change the key", () => {
    const blue = withoutWords("<style>:root{--accent:#00f}a>b{color:red}</style><p>Hola</p>");
    const red = withoutWords("<style>:root{--accent:#f00}a>b{color:red}</style><p>Hola</p>");
    expect(blue).toContain(":root{--accent:#00f}a>b{color:red}");
    expect(blue).not.toBe(red);
  });
  test("different words, same key; different markup or an emptied text, another key", () => {
    expect(withoutWords("<h1>Programa A</h1>")).toBe(withoutWords("<h1>Otro programa</h1>"));
    expect(withoutWords("<h1>Programa</h1>")).not.toBe(withoutWords("<h2>Programa</h2>"));
    expect(withoutWords("<button>Eliminar</button>")).not.toBe(withoutWords("<button> </button>"));
  });
  test("data attribute values count only as present or empty; fragment links stay whole", () => {
    expect(withoutWords('<a href="/plan/ana/1" title="Plan de Ana">x</a>')).toBe(
      withoutWords('<a href="/plan/luis/7" title="Plan de Luis">y</a>'),
    );
    expect(withoutWords('<img alt="Logo" src="/a.png">')).not.toBe(withoutWords('<img alt="" src="/a.png">'));
    expect(withoutWords('<a href="#main">Ir</a>')).not.toBe(withoutWords('<a href="#otro">Ir</a>'));
    expect(withoutWords('<input value="a" aria-invalid="true">')).not.toBe(withoutWords('<input value="a">'));
    expect(withoutWords('<svg><rect x="1" height="20"></rect></svg>')).toBe(
      withoutWords('<svg><rect x="9" height="3"></rect></svg>'),
    );
  });
  test("a run of identical siblings counts as two: three rows or thirty, one key; one row, another", () => {
    const table = (n: number) => `<table><tbody>${"<tr><td>Ana</td><td>1</td></tr>".repeat(n)}</tbody></table>`;
    expect(withoutWords(table(3))).toBe(withoutWords(table(30)));
    expect(withoutWords(table(3))).toBe(withoutWords(table(2)));
    expect(withoutWords(table(1))).not.toBe(withoutWords(table(2)));
    // Two copies stay, so a repeated id is still repeated in what the key stands for.
    expect(withoutWords('<ul><li id="a">x</li><li id="a">y</li><li id="a">z</li></ul>')).toBe(
      '<ul><li id="a">x</li><li id="a">x</li></ul>',
    );
    // Siblings that differ in shape are all kept.
    expect(withoutWords("<ul><li>a</li><li><b>b</b></li><li>c</li></ul>")).toBe(
      "<ul><li>x</li><li><b>x</b></li><li>x</li></ul>",
    );
  });
  test("void elements and self-closed SVG children do not swallow their siblings", () => {
    expect(withoutWords('<p><input name="a"><br><span>b</span></p><svg><path d="M0"/><g></g></svg>')).toBe(
      '<p><input name="a"><br><span>x</span></p><svg><path d="x"/><g></g></svg>',
    );
  });
});
