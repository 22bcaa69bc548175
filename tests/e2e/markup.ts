// Markup helpers of the e2e fixtures, free of Playwright so unit tests can import them.

/** Elements that never have children or a closing tag in serialized HTML. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * Attributes whose value is data axe never judges, only whether it is there and empty or not: where a link
 * or form goes, sources, dates, input values, names and descriptions in words, and chart geometry. Their
 * non-empty values become 'x', like texts. A link to a fragment ('#main') stays whole: skip links are judged
 * by their target.
 */
const DATA_ATTRIBUTE =
  /^(href|action|formaction|src|srcset|poster|datetime|value|alt|title|placeholder|aria-label|aria-description|content|download|d|points|x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|width|height|transform|viewbox|data-[\w-]+)$/i;

type Node = { open: string; children: Node[]; close: string } | string;

/**
 * What axe's verdict on a page depends on, as a string: the serialized markup with every text's words
 * replaced by 'x' (contrast, names and labels depend on text being there and on the stylesheet, not on the
 * words), data attribute values (DATA_ATTRIBUTE) replaced the same way, whitespace between tags dropped, and
 * any run of three or more identical siblings (list items, table rows, cards of the same shape) cut to two.
 * Two copies keep every rule about repeats (duplicate ids, landmarks with the same name) judged as before;
 * a third copy never changes a verdict. Tags, other attributes and `<style>` texts are kept as they are.
 */
export function withoutWords(markup: string): string {
  return parse(markup).map(serialize).join("");
}

function parse(markup: string): Node[] {
  const root: Node[] = [];
  const stack: { node: Exclude<Node, string>; name: string }[] = [];
  const add = (node: Node) => (stack.at(-1)?.node.children ?? root).push(node);
  let i = 0;
  while (i < markup.length) {
    const lt = markup.indexOf("<", i);
    const text = markup.slice(i, lt === -1 ? markup.length : lt);
    if (/\S/.test(text)) add("x");
    if (lt === -1) break;
    // The tag, up to its '>' outside quoted attribute values.
    let j = lt + 1;
    let quote = "";
    for (; j < markup.length; j++) {
      const c = markup[j];
      if (quote) {
        if (c === quote) quote = "";
      } else if (c === '"' || c === "'") quote = c;
      else if (c === ">") break;
    }
    const tag = markup.slice(lt, j + 1);
    i = j + 1;
    const closing = /^<\/([\w-]+)/.exec(tag)?.[1];
    if (closing) {
      const name = closing.toLowerCase();
      const at = stack.map((s) => s.name).lastIndexOf(name);
      const open = stack[at];
      if (open) {
        open.node.close = tag;
        stack.length = at;
      }
      continue;
    }
    const opening = /^<([\w-]+)/.exec(tag)?.[1];
    if (!opening) continue; // a comment or doctype: nothing axe judges
    const name = opening.toLowerCase();
    const node = { open: normalizeTag(tag), children: [] as Node[], close: "" };
    add(node);
    if (name === "style") {
      // A stylesheet's text is not words: keep it.
      const end = markup.toLowerCase().indexOf("</style", i);
      const stop = end === -1 ? markup.length : end;
      node.children.push(`{${markup.slice(i, stop)}}`);
      i = stop;
    }
    if (!VOID.has(name) && !tag.endsWith("/>")) stack.push({ node, name });
  }
  return root;
}

function normalizeTag(tag: string): string {
  return tag.replace(
    /(\s)([^\s=/>"']+)(\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+)/g,
    (whole, space: string, attr: string, eq: string, quoted: string) => {
      if (!DATA_ATTRIBUTE.test(attr)) return whole;
      const value = quoted.replace(/^["']|["']$/g, "");
      if (value === "" || (/^href$/i.test(attr) && value.startsWith("#"))) return whole;
      return `${space}${attr}${eq}"x"`;
    },
  );
}

function serialize(node: Node): string {
  if (typeof node === "string") return node;
  const children = node.children.map(serialize);
  const kept: string[] = [];
  for (const child of children) {
    const n = kept.length;
    if (n >= 2 && kept[n - 1] === child && kept[n - 2] === child) continue;
    kept.push(child);
  }
  return node.open + kept.join("") + node.close;
}
