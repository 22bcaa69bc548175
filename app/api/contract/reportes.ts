// REST contract of reports (issue 13; second spec › Entities and their fields "Program summary", "Mentor rating summary", second spec › The calls it makes "Programs and
// mentors": the summaries and the `programa/descargar/...` exports). Shared by the app's API client and the
// local API; the API's own field names. Dates of a range are `YYYY-MM-DD` in the institution's time zone.
import { z } from "zod";

/** `YYYY-MM-DD` (second spec › Validation rules "Export": dates yyyy-MM-dd), a real calendar date. */
export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A measurement of the summary: its total, the average per day with events, the last day's value. */
export const measurementSchema = z.object({
  total: z.number(),
  promedio: z.number(),
  ultima_medicion: z.number(),
});

/**
 * One point of a series: a day (`fecha` `YYYY-MM-DD` in the institution's time zone), or with `agrupar` a month
 * (`fecha` `YYYY-MM`, `valor` the sum of its days' values) with its days with events: how many (`dias`), the
 * first and the last (`primer_dia`, `ultimo_dia`).
 */
export const seriesPointSchema = z.object({
  fecha: z.string(),
  valor: z.number(),
  dias: z.number().int().optional(),
  primer_dia: z.string().optional(),
  ultimo_dia: z.string().optional(),
});
export type ApiSeriesPoint = z.infer<typeof seriesPointSchema>;

/** More days with events than this and `agrupar=auto` gives the series by month (issue 31: two years are 730 days). */
export const MAX_DAILY_POINTS = 62;

/** `agrupar` of the program summary: by day (the default), by month, or by month past MAX_DAILY_POINTS days. */
export const SERIES_GROUPINGS = ["dia", "mes", "auto"] as const;
export type SeriesGrouping = (typeof SERIES_GROUPINGS)[number];

/**
 * No-shows (issue 29 §3, defined here). A session is held when it has ended and its mentor was not recorded
 * absent. `emprendedores`: over the participants' attendance records of the held sessions in scope,
 * `inasistencias` (no asistió) / `registros` (asistió + no asistió) as a percentage with two decimals;
 * `cancelaciones` (canceló a tiempo) and unrecorded participants are not in the rate. `mentor`: over the
 * ended sessions in scope whose mentor's attendance is known (recorded absent, or a participant recorded as
 * asistió or no asistió), those where the mentor was recorded absent. `tasa` is null when its base is 0.
 */
export const noShowSchema = z.object({
  emprendedores: z.object({
    registros: z.number().int(),
    inasistencias: z.number().int(),
    cancelaciones: z.number().int(),
    tasa: z.number().nullable(),
  }),
  mentor: z.object({ sesiones: z.number().int(), inasistencias: z.number().int(), tasa: z.number().nullable() }),
});
export type ApiNoShows = z.infer<typeof noShowSchema>;

/**
 * GET /programa/resumen/{program}[?inicio=&fin=&agrupar=]: second spec "Program summary". Events run: past sessions
 * of the program with at least one attendee (a mentoring is confirmed by attendance); hours: their length; trained
 * founders: distinct attendees. `mejor_mentor`: the best average rating of the program's sessions, or null.
 * `agrupacion`: how the three series are given (`dia` when absent: an API without `agrupar`).
 */
export const programSummarySchema = z.object({
  total_emprendedores: z.number().int(),
  total_mentores: z.number().int(),
  emprendedores_activos: z.number().int(),
  suma_empleados_totales_empresas: z.number(),
  promedio_empleados_totales_empresas: z.number(),
  mejor_mentor: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), promedio: z.number() })
    .nullable(),
  herramientas_dictadas: measurementSchema,
  horas_dictadas: measurementSchema,
  fundadores_capacitados: measurementSchema,
  mentorias_dictadas_grafico: z.array(seriesPointSchema),
  horas_dictadas_grafico: z.array(seriesPointSchema),
  emprendedores_capacitados_grafico: z.array(seriesPointSchema),
  agrupacion: z.enum(["dia", "mes"]).default("dia"),
  inasistencias: noShowSchema,
});
export type ApiProgramSummary = z.infer<typeof programSummarySchema>;

/** A rating with who gave it (the last ones of a mentor summary). */
export const summaryReviewSchema = z.object({
  puntaje: z.number().int(),
  comentario: z.string(),
  autor: z.string(),
  fecha: z.string(),
});

/**
 * GET /programa/{program}/resumen/mentor/{mentor}: second spec "Mentor rating summary" (+ `sesiones` and the last
 * 4 ratings, core spec › Business constants and limits). `puntajes_finales`: how many ratings of each score 1 to 5, in that order.
 */
export const mentorSummarySchema = z.object({
  horas_dictadas: z.number(),
  sesiones: z.number().int(),
  moda_calificacion: z.number().int().nullable(),
  promedio: z.number(),
  puntajes_finales: z.array(z.object({ puntaje: z.number().int(), cantidad: z.number().int() })),
  ultimas_calificaciones: z.array(summaryReviewSchema),
  inasistencias: noShowSchema,
});
export type ApiMentorSummary = z.infer<typeof mentorSummarySchema>;

/** GET programa/descargar/reporte-programas/{program}/{start}/{end}: the program's sessions in the range. */
export const programReportSchema = z.object({
  resumen_eventos: z.array(
    z.object({
      fecha: z.string(),
      nombre: z.string(),
      tipo: z.string(),
      mentoria: z.string(),
      mentor: z.string(),
      inicio: z.string(),
      fin: z.string(),
      horas: z.number(),
      participantes: z.number().int(),
      asistentes: z.number().int(),
      calificacion_promedio: z.number().nullable(),
    }),
  ),
});
export type ApiProgramReport = z.infer<typeof programReportSchema>;

/** GET programa/descargar/reporte/encuestas/{program}/{start}/{end}: the ratings ('calificaciones') in the range. */
export const surveyReportSchema = z.array(
  z.object({
    fecha: z.string(),
    evento: z.string(),
    mentor: z.string(),
    emprendedor: z.string(),
    puntaje: z.number().int(),
    comentario: z.string(),
    objetivo_cumplido: z.boolean().nullable(),
  }),
);
export type ApiSurveyReport = z.infer<typeof surveyReportSchema>;
