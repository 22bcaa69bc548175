// The en and pt-BR catalogs have every key of es and nothing else; all are complete and interpolate the same values.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const LOCALES = join(__dirname, "../../locales");
const REFERENCE = "es";

function namespaces(lng: string): string[] {
  return readdirSync(join(LOCALES, lng))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .sort();
}

function load(lng: string, ns: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), "utf8"));
}

/** Every leaf as "a.b.c" → value. */
// Lists (read with returnObjects, e.g. the help centre's FAQ) flatten by index: `faq.0.title`.
function flatten(node: unknown, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
}

const languages = readdirSync(LOCALES)
  .filter((d) => !d.startsWith("."))
  .sort();
const others = languages.filter((l) => l !== REFERENCE);

test("the catalogs exist: es is the reference, en and pt-BR are there", () => {
  expect(languages).toContain("es");
  expect(languages).toContain("en");
  expect(languages).toContain("pt-BR");
  expect(namespaces(REFERENCE).length).toBeGreaterThan(0);
});

describe.each(others)("%s against es", (lng) => {
  test("the same namespaces", () => {
    expect(namespaces(lng)).toEqual(namespaces(REFERENCE));
  });

  describe.each(namespaces(REFERENCE))("namespace %s", (ns) => {
    const es = flatten(load(REFERENCE, ns));
    const other = flatten(load(lng, ns));

    test(`every es key exists in ${lng}`, () => {
      const missing = [...es.keys()].filter((k) => !other.has(k));
      expect(missing).toEqual([]);
    });

    test(`every ${lng} key exists in es`, () => {
      const extra = [...other.keys()].filter((k) => !es.has(k));
      expect(extra).toEqual([]);
    });

    test("every value is a non-empty string in both", () => {
      for (const [key, value] of [...es, ...other]) {
        expect(typeof value, `${ns}:${key}`).toBe("string");
      }
      const empty = [...es, ...other].filter(([, v]) => typeof v === "string" && v.trim() === "").map(([k]) => k);
      // An empty value is only acceptable where es is empty too (none today).
      expect(empty).toEqual([]);
    });

    test("the same {{placeholders}}", () => {
      for (const [key, value] of es) {
        const translated = other.get(key);
        if (typeof value !== "string" || typeof translated !== "string") continue;
        expect(placeholders(translated), `${ns}:${key}`).toEqual(placeholders(value));
      }
    });
  });
});
