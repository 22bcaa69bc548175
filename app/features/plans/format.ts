// Pure helpers of the work-plan screens (client-safe): dates and progress as the spec shows them.
import { intlLocale } from "~/lib/intl";

/** A calendar date (YYYY-MM-DD) for people: '25 nov 2026' / 'Nov 25, 2026'; the value itself if not a date. */
export function formatPlanDate(value: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return date.toLocaleDateString(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" });
}
