// The query of the control panel's GET forms (`programa`, `inicio`, `fin`, `mentor`) and of the export links:
// read leniently (a bad id is ignored), dates checked (second spec › Validation rules "Export": both needed, the end not before the
// start, yyyy-MM-dd). Errors are catalog keys.
import { ISO_DATE } from "~/api/contract/reportes";
import type { ReportRange } from "~/api/reportes.server";
import { programPanelPath } from "~/paths";

export type ReportQuery = {
  programa: number | null;
  mentor: number | null;
  inicio: string;
  fin: string;
  /** Both dates, valid and in order: the exports are offered and the summary is narrowed. */
  range: ReportRange | null;
  errors: { inicio?: string; fin?: string };
};

function id(value: string | null): number | null {
  return value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
}

/** A real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function readReportQuery(url: URL): ReportQuery {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 20);
  const inicio = get("inicio");
  const fin = get("fin");
  const errors: ReportQuery["errors"] = {};
  if (inicio && !isIsoDate(inicio)) errors.inicio = "reports:errors.date";
  if (fin && !isIsoDate(fin)) errors.fin = "reports:errors.date";
  if (!errors.inicio && !errors.fin && inicio && fin && fin < inicio) errors.fin = "reports:errors.endBeforeStart";
  const valid = Boolean(inicio && fin && !errors.inicio && !errors.fin);
  return {
    programa: id(url.searchParams.get("programa")),
    mentor: id(url.searchParams.get("mentor")),
    inicio,
    fin,
    range: valid ? { inicio, fin } : null,
    errors,
  };
}

export const EXPORT_KINDS = ["programa", "emprendedores", "encuestas"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export function exportPath(kind: ExportKind, programa: number, range: ReportRange): string {
  return `${programPanelPath}/descargar/${kind}?${new URLSearchParams({ programa: String(programa), ...range })}`;
}
