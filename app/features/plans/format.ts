// Pure helpers of the work-plan screens (client-safe): dates as the spec shows them, an activity's facts.
import { dateTimeFormat } from "~/lib/intl";
import type { TFunction } from "~/lib/translator";

const PLAN_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };

/** A calendar date (YYYY-MM-DD) for people: '25 nov 2026' / 'Nov 25, 2026'; the value itself if not a date. */
export function formatPlanDate(value: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  // The isolate's formatter: toLocaleDateString built one per call, 9% of the plan page's CPU at size (issue 31 §2).
  return dateTimeFormat(locale, PLAN_DATE).format(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
}

/** An activity's mentor and dates as term/value pairs (its page and its item in the plan show the same). */
export function activityFacts(
  t: TFunction,
  activity: { mentor: string | null; start: string; end: string },
): [string, string][] {
  return [
    [t("plans:activity.mentor"), activity.mentor ?? t("plans:activity.noMentor")],
    [t("plans:activity.start"), activity.start],
    [t("plans:activity.end"), activity.end],
  ];
}
