// Pure helpers of the program screens (client-safe): numbers as the spec shows them, name search.

/** Second spec › Business constants and limits: percentages and hours with two decimals, 0.00 when there is no value. */
export function twoDecimals(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? value.toFixed(2) : "0.00";
}

/** Second spec › Business constants and limits: work-plan progress rounded to an integer, kept within 0-100. */
export function roundedProgress(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Lower case without accents, so 'maria' finds 'María'. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The items whose texts contain every word of `q` (case and accents ignored); all of them for an empty q. */
export function filterByText<T>(items: readonly T[], q: string, textsOf: (item: T) => (string | null)[]): T[] {
  const words = foldText(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = foldText(textsOf(item).filter(Boolean).join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** Second spec › Business constants and limits: plan progress with two decimals, within 0-100. */
export function progressText(value: number): string {
  const n = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return n.toFixed(2);
}
