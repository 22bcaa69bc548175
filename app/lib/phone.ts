// Phone numbers with the spec's prefix choice (core spec › Entities and their fields: "telefono (with phone prefix)", "Phone prefixes
// offered: +57, +52"): the forms post the prefix and the number apart; the API keeps them as one string.

export const PHONE_PREFIXES = ["+57", "+52"] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

/** The stored phone as the two fields: a number typed in full (starting with '+') stays whole. */
export function splitPhone(stored: string | null | undefined): { prefix: PhonePrefix; number: string } {
  const value = (stored ?? "").trim();
  const prefix = PHONE_PREFIXES.find((p) => value === p || value.startsWith(`${p} `));
  if (prefix) return { prefix, number: value.slice(prefix.length).trim() };
  return { prefix: PHONE_PREFIXES[0], number: value };
}

/** The one string the API keeps: '+57 3001234567'; a number already written with its '+' as typed. */
export function joinPhone(prefix: string | undefined, number: string | undefined): string {
  const digits = (number ?? "").trim();
  if (!digits || digits.startsWith("+")) return digits;
  const chosen = PHONE_PREFIXES.find((p) => p === prefix) ?? PHONE_PREFIXES[0];
  return `${chosen} ${digits}`;
}

/** Residence countries of the forms that offer only these (core spec › Entities and their fields): the marketplace's markets. */
export const SHORT_RESIDE_OPTIONS = ["colombia", "argentina", "mexico"] as const;
