import { describe, expect, test } from "vitest";
import { withoutWords } from "../e2e/markup";

describe("withoutWords (the e2e axe cache's key)", () => {
  test("replaces each text's words, keeps tags, attributes (with '>' inside quotes) and whitespace", () => {
    expect(withoutWords('<p title="a > b" class="c">Hola mundo</p>  <b>Otro</b>')).toBe(
      '<p title="a > b" class="c">x</p>  <b>x</b>',
    );
  });
  test("keeps stylesheets whole: a theme's colours change the key", () => {
    const blue = withoutWords("<style>:root{--accent:#00f}a>b{color:red}</style><p>Hola</p>");
    const red = withoutWords("<style>:root{--accent:#f00}a>b{color:red}</style><p>Hola</p>");
    expect(blue).toBe("<style>:root{--accent:#00f}a>b{color:red}</style><p>x</p>");
    expect(blue).not.toBe(red);
  });
  test("different words, same key; different markup or an emptied text, another key", () => {
    expect(withoutWords("<h1>Programa A</h1>")).toBe(withoutWords("<h1>Otro programa</h1>"));
    expect(withoutWords("<h1>Programa</h1>")).not.toBe(withoutWords("<h2>Programa</h2>"));
    expect(withoutWords("<button>Eliminar</button>")).not.toBe(withoutWords("<button> </button>"));
  });
});
