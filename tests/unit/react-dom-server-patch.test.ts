// React's streaming renderer, as the Worker runs it (react-dom-server.browser.production.min.js), is patched so
// that its chunks are strings joined and encoded once per flush instead of one TextEncoder call per attribute
// and text (patches/react-dom+18.3.1.patch, decision 020). The bytes it streams must be exactly what the
// unpatched renderer gives: the same HTML as renderToString, in UTF-8, with late Suspense boundaries too.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createElement as h, Suspense, type ReactNode } from "react";
import { describe, expect, test } from "vitest";

const require = createRequire(import.meta.url);
// Not an export of the package: found beside its package.json.
const modulePath = join(
  dirname(require.resolve("react-dom/package.json")),
  "cjs/react-dom-server.browser.production.min.js",
);
const server = require(modulePath) as typeof import("react-dom/server");
// The reference: the unpatched legacy renderer, which builds strings and never encodes.
const legacy = require(join(dirname(modulePath), "react-dom-server-legacy.browser.production.min.js")) as {
  renderToString: (node: ReactNode) => string;
};

async function streamed(
  node: ReactNode,
  options: { nonce?: string; bootstrapScriptContent?: string } = {},
  afterFirstChunk = () => {},
) {
  const stream = await server.renderToReadableStream(node, options);
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let first = true; ; first = false) {
    if (!first) afterFirstChunk();
    const { done, value } = await reader.read();
    if (done) break;
    expect(value).toBeInstanceOf(Uint8Array);
    chunks.push(value);
  }
  return { chunks, html: Buffer.concat(chunks).toString("utf8") };
}

const page = (extra: ReactNode = null) =>
  h(
    "main",
    { lang: "es", className: "página", "data-x": 'comillas " y <menor>' },
    h("h1", null, "Señales de avance: ñandú, acción, ", "😀"),
    h("p", { style: { marginInline: "1rem", color: "red" } }, "Sesión n.º ", 3, " de ", 12),
    h("ul", null, ...Array.from({ length: 400 }, (_, i) => h("li", { key: i, title: `Elemento ${i} ✓` }, `Ítem ${i}`))),
    extra,
  );

describe("react-dom/server.browser, as patched", () => {
  test("the patch is applied: no per-chunk TextEncoder call and no 512-byte views", () => {
    const source = readFileSync(modulePath, "utf8");
    expect(source).toContain("function u(a){return a}");
    expect(source).not.toContain("new Uint8Array(512)");
  });

  test("a long page with accents, emoji and escaped attributes streams the same HTML as renderToString", async () => {
    const { html } = await streamed(page());
    expect(html).toBe(legacy.renderToString(page()));
    expect(html).toContain("Señales de avance: ñandú, acción, <!-- -->😀");
    expect(html).toContain('data-x="comillas &quot; y &lt;menor&gt;"');
    expect(html).toContain('<li title="Elemento 399 ✓">Ítem 399</li>');
  });

  test("a boundary that resolves after the shell was read arrives after it, and the nonce reaches the scripts", async () => {
    let resolve = () => {};
    const ready = new Promise<void>((r) => (resolve = r));
    let done = false;
    function Late(): ReactNode {
      if (!done) throw ready.then(() => void (done = true));
      return h("p", null, "Llegó la minuta: ¡listo!");
    }
    const node = page(h(Suspense, { fallback: h("p", null, "Cargando…") }, h(Late)));
    const { html } = await streamed(node, { nonce: "n0nce", bootstrapScriptContent: "window.x=1" }, resolve);
    const shellEnd = html.indexOf("</main>");
    expect(html.slice(0, shellEnd)).toContain("<!--$?--><template");
    expect(html.slice(0, shellEnd)).toContain("Cargando…");
    expect(html).toContain('<script nonce="n0nce">window.x=1</script>');
    expect(html.indexOf("<p>Llegó la minuta: ¡listo!</p>")).toBeGreaterThan(shellEnd);
    expect(html.slice(shellEnd)).toMatch(/<script nonce="n0nce">function \$RC\(/);
  });
});
