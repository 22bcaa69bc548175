// The platform's translator (decision 015): the part of i18next the app uses, in about 1 KB, so that the
// browser no longer downloads i18next (14.7 KB gzip) and the server translates without i18next's
// per-call option handling. The catalogs keep i18next's JSON format (v4 plurals), and a unit test
// checks every key of every catalog against i18next itself (tests/unit/translator.test.ts).
//
// What it does, exactly as i18next 23 does it with the app's options (interpolation.escapeValue false):
// - `ns:key` picks the namespace (else `options.ns`, else the fixed namespace); `.` walks nested objects;
// - `count` picks `key_<plural category>` (Intl.PluralRules; `key_zero` first when count is 0), then the
//   bare key; a missing key gives the default value (`t(key, "text")`) or else the key back;
// - `{{name}}` (also `{{a.b}}`) is replaced by the option of that name; a name not given stays as it is;
// - `returnObjects` gives arrays and objects back, every string in them interpolated;
// - a key missing in the language is looked up in the fallback language (Spanish).
export type Bundle = { [key: string]: unknown };
export type Resources = Record<string, Record<string, Bundle>>;
export type TOptions = {
  count?: number;
  ns?: string;
  returnObjects?: boolean;
  defaultValue?: string;
  [variable: string]: unknown;
};

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  /** The second argument may be the text to give when the key is missing (i18next's default value). */
  (key: string, options?: TOptions | string): string;
}

const INTERPOLATION = /\{\{(.+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function lookup(bundle: Bundle | undefined, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Bundle)[part];
  }
  return node;
}

function valueAt(data: TOptions, path: string): unknown {
  if (path in data) return data[path];
  return lookup(data as Bundle, path);
}

function interpolate(text: string, data: TOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(INTERPOLATION, (match, name: string) => {
    const path = name.trim();
    const value = valueAt(data, path);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(data, path) ? "" : match;
    return value === null ? "" : String(value);
  });
}

function deepInterpolate(value: unknown, data: TOptions): unknown {
  if (typeof value === "string") return interpolate(value, data);
  if (Array.isArray(value)) return value.map((item) => deepInterpolate(item, data));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepInterpolate(v, data)]));
  }
  return value;
}

function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

export class Translator {
  private fixed = new Map<string, TFunction>();

  constructor(
    readonly language: string,
    private readonly resources: Resources,
    private readonly fallbackLanguage: string,
    private readonly defaultNS: string,
  ) {}

  getResourceBundle(lng: string, ns: string): Bundle | undefined {
    return this.resources[lng]?.[ns];
  }

  hasNamespace(ns: string): boolean {
    return this.resources[this.language]?.[ns] !== undefined;
  }

  /** Adds a catalog that arrived later (the browser loads those of pages reached after the first). */
  addResourceBundle(lng: string, ns: string, bundle: Bundle): void {
    (this.resources[lng] ??= {})[ns] = bundle;
  }

  /** A t() whose keys without `ns:` read `ns`; built once per namespace. */
  getFixedT(ns: string = this.defaultNS): TFunction {
    let t = this.fixed.get(ns);
    if (!t) {
      t = ((key: string, options?: TOptions | string) =>
        this.translate(key, typeof options === "string" ? { defaultValue: options } : options, ns)) as TFunction;
      this.fixed.set(ns, t);
    }
    return t;
  }

  translate(fullKey: string, options: TOptions = {}, fixedNS: string = this.defaultNS): unknown {
    let ns = options.ns ?? fixedNS;
    let key = fullKey;
    const separator = fullKey.indexOf(":");
    if (separator > -1) {
      ns = fullKey.slice(0, separator);
      key = fullKey.slice(separator + 1);
    }
    const found = this.resolve(key, ns, options);
    if (found === undefined)
      return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
    if (typeof found === "string") return interpolate(found, options);
    if (found !== null && typeof found === "object") {
      return options.returnObjects
        ? deepInterpolate(found, options)
        : `key '${key} (${this.language})' returned an object instead of string.`;
    }
    return found;
  }

  private resolve(key: string, ns: string, options: TOptions): unknown {
    const plural = typeof options.count === "number";
    for (const lng of this.language === this.fallbackLanguage
      ? [this.language]
      : [this.language, this.fallbackLanguage]) {
      const bundle = this.resources[lng]?.[ns];
      if (!bundle) continue;
      const candidates = plural
        ? [
            ...(options.count === 0 ? [`${key}_zero`] : []),
            `${key}_${pluralCategory(lng, options.count as number)}`,
            key,
          ]
        : [key];
      for (const candidate of candidates) {
        const value = lookup(bundle, candidate);
        if (value !== undefined && value !== null) return value;
      }
    }
    return undefined;
  }
}
