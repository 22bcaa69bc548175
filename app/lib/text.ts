// Text helpers shared by server and browser code.

/**
 * The text with only its first letter in upper case, as Spanish titles are written ('noviembre de 2026' →
 * 'Noviembre de 2026'; never CSS `text-transform: capitalize`, which gives 'Noviembre De 2026').
 */
export function capitalizeFirst(text: string, locale?: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(locale) + text.slice(head.length);
}
