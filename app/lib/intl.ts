// Intl formatters kept for the isolate's life, one per locale and options: building an Intl.DateTimeFormat or
// NumberFormat costs more than most of a page's render (issue 16 §2, docs/decisions/011 and 018), and a page
// asks for the same few again and again.
export type AppLocale = "es" | "en" | (string & {});

/** The app's language → the Intl locale its numbers and dates are written in. */
export function intlLocale(locale: AppLocale): "en-US" | "es-CO" {
  return locale === "en" ? "en-US" : "es-CO";
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: AppLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: AppLocale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}
