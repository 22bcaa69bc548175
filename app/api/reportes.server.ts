// Calls of reports (issue 13; second spec › The calls it makes "Programs and mentors": summaries and the `programa/descargar/...` exports).
import type { ApiClient } from "./client.server";
import {
  mentorSummarySchema,
  programReportSchema,
  programSummarySchema,
  surveyReportSchema,
  type SeriesGrouping,
} from "./contract/reportes";

export type ReportRange = { inicio: string; fin: string };

const rangeQuery = (range?: ReportRange) => (range ? `?${new URLSearchParams(range)}` : "");

export function reportesApi(client: ApiClient) {
  return {
    /** GET /programa/resumen/{program}[?inicio=&fin=&agrupar=]: `auto` gives long series by month (issue 31). */
    programSummary(programId: number, range?: ReportRange, agrupar: SeriesGrouping = "dia") {
      const query = new URLSearchParams(range);
      if (agrupar !== "dia") query.set("agrupar", agrupar);
      const search = query.size ? `?${query}` : "";
      return client.get(`/programa/resumen/${programId}${search}`, programSummarySchema);
    },
    /** GET /programa/{program}/resumen/mentor/{mentor}. */
    mentorSummary(programId: number, mentorId: number) {
      return client.get(`/programa/${programId}/resumen/mentor/${mentorId}`, mentorSummarySchema);
    },
    /** GET programa/descargar/reporte-programas/{program}/{start}/{end}: JSON the app writes to a spreadsheet. */
    programReport(programId: number, range: ReportRange) {
      return client.get(
        `/programa/descargar/reporte-programas/${programId}/${range.inicio}/${range.fin}`,
        programReportSchema,
      );
    },
    /** GET programa/descargar/reporte/encuestas/{program}/{start}/{end}: the ratings, JSON. */
    surveyReport(programId: number, range: ReportRange) {
      return client.get(
        `/programa/descargar/reporte/encuestas/${programId}/${range.inicio}/${range.fin}`,
        surveyReportSchema,
      );
    },
    /** GET programa/descargar/reporte-emprendedores/{program}/[?inicio=&fin=]: an .xlsx blob (the raw response). */
    entrepreneursReport(programId: number, range?: ReportRange) {
      return client.raw(`/programa/descargar/reporte-emprendedores/${programId}/${rangeQuery(range)}`);
    },
    /** GET programa/descargar/reporte-emprendedor/{id}/: one entrepreneur's sessions, an .xlsx blob (raw). */
    entrepreneurReport(userId: number) {
      return client.raw(`/programa/descargar/reporte-emprendedor/${userId}/`);
    },
  };
}
