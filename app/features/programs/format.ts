// Pure helpers of the program screens (client-safe): numbers as the spec shows them, name search.

/** Spec 001 §9: percentages and hours with two decimals, 0.00 when there is no value. */
export function twoDecimals(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? value.toFixed(2) : "0.00";
}

/** Spec 001 §9: work-plan progress rounded to an integer, kept within 0-100. */
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

/** A display name: first and last name, or the username when both are empty. */
export function fullName(person: { first_name: string; last_name: string; username?: string }): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.username || "";
}

/** A numeric route param (a program id), or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
