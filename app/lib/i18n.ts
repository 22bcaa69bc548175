// i18n configuration shared by server and browser (docs/house-rules.md#i18n). Spanish is the reference language.
export const supportedLanguages = ["es", "en", "pt-BR"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "es";
export const defaultNS = "common";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}
