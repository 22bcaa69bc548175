// The platform's translator (decision 015) against i18next 23 with the options the app used: every key
// of every catalog, in every language, with its variables, every plural count and returnObjects, must
// give exactly what i18next gives. A catalog that starts using an i18next feature the translator lacks
// (nesting, formats, context) fails here.
import { readdirSync, readFileSync } from "node:fs";
import i18next from "i18next";
import { describe, expect, test } from "vitest";
import { Translator, type Bundle, type Resources } from "~/lib/translator";

const root = new URL("../../locales/", import.meta.url);
const resources: Resources = {};
for (const lng of readdirSync(root)) {
  for (const file of readdirSync(new URL(`${lng}/`, root))) {
    (resources[lng] ??= {})[file.replace(/\.json$/, "")] = JSON.parse(
      readFileSync(new URL(`${lng}/${file}`, root), "utf8"),
    ) as Bundle;
  }
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21, 1000000, 1.5];

/** Every key a t() call can name: leaves, plural bases and the objects above them. */
function keysOf(bundle: Bundle, prefix = ""): { key: string; value: unknown }[] {
  return Object.entries(bundle).flatMap(([k, value]) => {
    const key = prefix + k;
    const here = [{ key, value }];
    if (PLURAL.test(key)) here.push({ key: key.replace(PLURAL, ""), value });
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? [...here, ...keysOf(value as Bundle, `${key}.`)]
      : here;
  });
}

function variablesOf(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());
}

async function reference(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    supportedLngs: ["es", "en", "pt-BR"],
    fallbackLng: "es",
    defaultNS: "common",
    ns: Object.keys(resources.es!),
    resources: structuredClone(resources),
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe.each(["es", "en", "pt-BR"])("every key of the %s catalogs", (lng) => {
  test("gives what i18next gives", async () => {
    const i18n = await reference(lng);
    const translator = new Translator(lng, structuredClone(resources), "es", "common");
    let compared = 0;
    const differences: string[] = [];
    const same = (a: unknown, b: unknown) =>
      typeof a === "string" ? a === b : JSON.stringify(a) === JSON.stringify(b);
    for (const [ns, bundle] of Object.entries(resources[lng]!)) {
      const ours = translator.getFixedT(ns);
      const theirs = i18n.getFixedT(lng, ns);
      for (const { key, value } of keysOf(bundle)) {
        const variables = Object.fromEntries(variablesOf(value).map((name, i) => [name, `«${name}${i}»`]));
        const optionSets: Record<string, unknown>[] = [{}, variables];
        if (PLURAL.test(key) || !(key in (bundle as object))) {
          for (const count of COUNTS) optionSets.push({ ...variables, count });
        }
        if (typeof value === "object") optionSets.push({ ...variables, returnObjects: true });
        for (const options of optionSets) {
          const [a, b] = [ours(key, options), theirs(key, options)];
          if (!same(a, b)) differences.push(`${ns}:${key} ${JSON.stringify(options)}: ${String(a)} ≠ ${String(b)}`);
          const [c, d] = [translator.getFixedT()(`${ns}:${key}`, options), i18n.t(`${ns}:${key}`, options)];
          if (!same(c, d))
            differences.push(`(ns:key) ${ns}:${key} ${JSON.stringify(options)}: ${String(c)} ≠ ${String(d)}`);
          compared += 2;
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(2000);
  });
});

test("missing keys, default values, the ns option and values that are not strings", async () => {
  const i18n = await reference("en");
  const translator = new Translator("en", structuredClone(resources), "es", "common");
  const cases: [string, Record<string, unknown> | string | undefined][] = [
    ["nothing.here", undefined],
    ["people:nothing.here", undefined],
    ["nothing.here", "Texto {{x}}"],
    ["nothing.here", { defaultValue: "Hola {{name}}", name: "Ana" }],
    ["flash.region", { ns: "common" }],
    ["title", { ns: "people" }],
    ["people:invite.title", { ns: "common" }],
    ["flash.region", { missing: null, other: 3 }],
  ];
  for (const [key, options] of cases) {
    expect(translator.getFixedT()(key, options as never), key).toEqual(i18n.t(key, options as never));
  }
});

test("a language falls back to Spanish for a key it lacks", () => {
  const translator = new Translator(
    "en",
    { es: { common: { only: "Solo en español {{x}}" } }, en: { common: {} } },
    "es",
    "common",
  );
  expect(translator.getFixedT()("only", { x: 1 })).toBe("Solo en español 1");
});

test("a catalog added later is read", () => {
  const translator = new Translator("es", { es: { common: {} } }, "es", "common");
  expect(translator.hasNamespace("forum")).toBe(false);
  expect(translator.getFixedT("forum")("title")).toBe("title");
  translator.addResourceBundle("es", "forum", { title: "Foro" });
  expect(translator.hasNamespace("forum")).toBe(true);
  expect(translator.getFixedT("forum")("title")).toBe("Foro");
});
