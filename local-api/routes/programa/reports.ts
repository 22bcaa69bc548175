// /programa report routes (issue 13; second spec › The calls it makes): the program summary, a mentor's summary, the three exports
// and one entrepreneur's report (issue 33).
// Only officials of the program's institution; a mentor also reads their own summary. Definitions and ranges:
// services/reports.ts and docs/api.md "Reports".
import { Hono } from "hono";
import type { Context } from "hono";
import {
  mentorSummarySchema,
  programReportSchema,
  programSummarySchema,
  surveyReportSchema,
} from "../../../app/api/contract/reportes";
import { requireAuth } from "../../auth";
import type { AppEnv } from "../../env";
import { toApiWallClock } from "../../services/slots";
import {
  entrepreneurReport,
  entrepreneursReport,
  mentorSummary,
  programReport,
  programSummary,
  rangeBounds,
  seriesGrouping,
  requireMentorSummaryAccess,
  requireProgramOfficial,
  surveyReport,
  zoneOf,
} from "../../services/reports";
import { nowInstant } from "../../../app/shared/clock-temporal";

const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const now = () => toApiWallClock(nowInstant());

/** The program of `:id` for one of its officials, its zone, and the range of `inicio`/`fin` (query or path). */
async function officialRange(c: Context<AppEnv>, inicio?: string, fin?: string) {
  const db = c.get("db");
  const program = await requireProgramOfficial(db, c.get("user"), Number(c.req.param("id")));
  const zone = await zoneOf(db, program);
  return { db, program, zone, bounds: rangeBounds(inicio, fin, zone) };
}

export const reportsRoutes = new Hono<AppEnv>()
  .get("/resumen/:id{[0-9]+}", requireAuth, async (c) => {
    const { db, program, zone, bounds } = await officialRange(c, c.req.query("inicio"), c.req.query("fin"));
    const grouping = seriesGrouping(c.req.query("agrupar"));
    return c.json(programSummarySchema.parse(await programSummary(db, program, zone, now(), bounds, grouping)));
  })
  .get("/:id{[0-9]+}/resumen/mentor/:mentor{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const mentorId = Number(c.req.param("mentor"));
    const program = await requireMentorSummaryAccess(db, c.get("user"), Number(c.req.param("id")), mentorId);
    return c.json(mentorSummarySchema.parse(await mentorSummary(db, program.id, mentorId, now())));
  })
  .get("/descargar/reporte-programas/:id{[0-9]+}/:inicio/:fin", requireAuth, async (c) => {
    const { db, program, zone, bounds } = await officialRange(c, c.req.param("inicio"), c.req.param("fin"));
    return c.json(programReportSchema.parse(await programReport(db, program.id, zone, bounds!)));
  })
  .get("/descargar/reporte/encuestas/:id{[0-9]+}/:inicio/:fin", requireAuth, async (c) => {
    const { db, program, zone, bounds } = await officialRange(c, c.req.param("inicio"), c.req.param("fin"));
    return c.json(surveyReportSchema.parse(await surveyReport(db, program.id, zone, bounds!)));
  })
  .get("/descargar/reporte-emprendedor/:id{[0-9]+}", requireAuth, async (c) => {
    const { username, bytes } = await entrepreneurReport(c.get("db"), c.get("user"), Number(c.req.param("id")));
    return c.body(bytes, 200, {
      "Content-Type": XLSX_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="reporte-emprendedor-${username}.xlsx"`,
    });
  })
  .get("/descargar/reporte-emprendedores/:id{[0-9]+}", requireAuth, async (c) => {
    const { db, program, bounds } = await officialRange(c, c.req.query("inicio"), c.req.query("fin"));
    const bytes = await entrepreneursReport(db, program.id, now(), bounds);
    return c.body(bytes, 200, {
      "Content-Type": XLSX_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="reporte-emprendedores-${program.id}.xlsx"`,
    });
  });
