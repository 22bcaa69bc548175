// The no-show rates of the reports (issue 29 §3) as label/value facts: the entrepreneurs' rate with its counts,
// the cancellations in time, and the mentor's (or mentors') absences. Definitions: docs/api.md "Reports".
import type { ApiNoShows } from "~/api/contract/reportes";
import { formatNumber } from "~/lib/number-format";

type T = (key: string, options?: Record<string, unknown>) => string;

/** "20 % (2 de 10)", or '---' when nothing is recorded (a rate of no records is not 0). */
function rateText(rate: number | null, count: number, total: number, t: T, locale: string): string {
  if (rate === null) return "---";
  const n = (v: number) => formatNumber(v, locale);
  return t("reports:noShows.rate", { rate: n(rate), count: n(count), total: n(total) });
}

/** `mentorLabel`: "mentor" for one mentor's figures, "mentors" for a program's. */
export function noShowFacts(s: ApiNoShows, mentorLabel: "mentor" | "mentors", t: T, locale: string) {
  const { emprendedores: e, mentor: m } = s;
  return [
    { label: t("reports:noShows.founders"), value: rateText(e.tasa, e.inasistencias, e.registros, t, locale) },
    { label: t("reports:noShows.cancelled"), value: formatNumber(e.cancelaciones, locale) },
    { label: t(`reports:noShows.${mentorLabel}`), value: rateText(m.tasa, m.inasistencias, m.sesiones, t, locale) },
  ];
}
