// `/calendar/evento/{slug}/reporte`: the session's attendance as `reporte_{id}.csv` (core spec › The calls it makes, core spec › Error catalogue, core spec › Business constants and limits):
// Spanish headers, times in the user's zone, formula-looking cells neutralised (~/shared/csv). A 400 goes back
// to the session's details as 'Info: ' plus its text; any other failure as 'Error al obtener el reporte de asistencia'.
// Fetched by the page's script, success adds 'Descarga de reporte iniciada'.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toCsv } from "~/shared/csv";
import { i18nServer } from "~/lib/i18n.server";
import { apiToUserZone, userTimeZone } from "~/lib/time.server";
import { attachment, backToSession, downloadNotice, requireDownloadSession, serverText } from "./session-media.server";
import { apiFailureOf } from "~/api/client.server";

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { session } = await requireDownloadSession(context, request, params.slug);
  const failed = () => backToSession(context, session, { type: "error", key: "session:downloads.reportFailed" });
  let result: Awaited<ReturnType<typeof context.api.calendario.attendanceReport>>;
  try {
    result = await context.api.calendario.attendanceReport(session.id);
  } catch (error) {
    if (apiFailureOf(error)) return failed();
    throw error;
  }
  if (!result.ok) {
    if (result.status !== 400) return failed();
    const text = await serverText(new Response(result.text));
    return backToSession(context, session, { type: "info", key: "session:downloads.info", values: { text } });
  }
  const t = await i18nServer.getFixedT(request, "session");
  const zone = userTimeZone(request).zone;
  const attendance = (row: (typeof result.rows)[number]) =>
    t(
      row.estado_asistencia === "cancelo"
        ? "session:downloads.attendance.cancelled"
        : row.asistencia === null
          ? "session:downloads.attendance.none"
          : row.asistencia
            ? "session:downloads.attendance.yes"
            : "session:downloads.attendance.no",
    );
  const header = ["firstName", "lastName", "email", "attendance", "session", "start", "end"].map((key) =>
    t(`session:downloads.columns.${key}`),
  );
  const rows = result.rows.map((row) => [
    row.nombre,
    row.apellido,
    row.email,
    attendance(row),
    row.evento,
    apiToUserZone(row.fecha_inicio, zone) ?? row.fecha_inicio,
    apiToUserZone(row.fecha_fin, zone) ?? row.fecha_fin,
  ]);
  return attachment(
    toCsv(header, rows),
    `reporte_${session.id}.csv`,
    "text/csv; charset=utf-8",
    downloadNotice(context, request, "session:downloads.reportDone"),
  );
}
