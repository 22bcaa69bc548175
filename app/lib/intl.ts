// Intl formatters kept for the isolate's life, one per locale and options: building an Intl.DateTimeFormat or
// NumberFormat costs more than most of a page's render (issue 16 §2, docs/decisions/011 and 018), and a page
// asks for the same few again and again.
export type AppLocale = "es" | "en" | "pt-BR" | (string & {});

/** The app's language → the Intl locale its numbers and dates are written in. */
export function intlLocale(locale: AppLocale): "en-US" | "es-CO" | "pt-BR" {
  return locale === "en" ? "en-US" : locale === "pt-BR" ? "pt-BR" : "es-CO";
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<F>(formats: Map<string, F>, locale: AppLocale, options: object, build: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: AppLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, locale, options, () => new Intl.DateTimeFormat(intlLocale(locale), options));
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A time zone's country for people: in Spanish the spec's own label; in other languages the region's name
 * from Intl (US zones with their generic name: 'United States (Mountain Time)').
 */
export function zoneCountry(option: { label: string; code: string; zone: string }, locale: AppLocale): string {
  if (locale !== "en" && locale !== "pt-BR") return option.label;
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([intlLocale(locale)], { type: "region" })));
  const country = names.of(option.code.slice(0, 2)) ?? option.label;
  if (!option.code.startsWith("US-")) return country;
  const generic = dateTimeFormat(locale, { timeZone: option.zone, timeZoneName: "longGeneric" })
    .formatToParts(Date.UTC(2026, 0, 1))
    .find((part) => part.type === "timeZoneName")?.value;
  return generic ? `${country} (${generic})` : option.label;
}

export function numberFormat(locale: AppLocale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(intlLocale(locale), options));
}
