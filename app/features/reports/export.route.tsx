// `/reports/resumen-entidad-por-programa/descargar/{tipo}?programa=&inicio=&fin=`: the three exports of the
// control panel (second spec › Screens and routes, second spec › Validation rules, second spec › The calls it makes) as .xlsx: the program report (the API's resumen_eventos) and the survey
// report (sheet and file 'calificaciones') written here with ~/shared/xlsx, the entrepreneurs' report passed
// through as the API's blob. Both dates are required (else back to the panel and its field errors); an upstream
// failure goes back to the panel with a message.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiFailureOf } from "~/api/client.server";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { XLSX_CONTENT_TYPE, toXlsx } from "~/shared/xlsx";
import { EXPORT_KINDS, readReportQuery, type ExportKind } from "./reports-query.server";
import { programPanelPath } from "~/paths";

function attachment(bytes: BodyInit, name: string): Response {
  return new Response(bytes, {
    headers: {
      "Content-Type": XLSX_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${name}.xlsx"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await requireUser(context, request, { role: "institution" });
  const kind = params.tipo as ExportKind;
  if (!EXPORT_KINDS.includes(kind)) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const query = readReportQuery(url);
  // Dates missing or out of order: back to the panel, which says what is wrong next to the date (no JS needed).
  if (query.programa === null || !query.range) throw redirect(`${programPanelPath}?${url.searchParams}`);
  const { programa, range } = query;
  const t = await i18nServer.getFixedT(request, "reports");
  const suffix = `${programa}-${range.inicio}-${range.fin}`;
  try {
    if (kind === "emprendedores") {
      const response = await context.api.reportes.entrepreneursReport(programa, range);
      if (response.status === 403 || response.status === 404) throw new Response(null, { status: response.status });
      if (!response.ok) throw new Response(null, { status: 502, headers: { "X-Api-Failure": "unavailable" } });
      return attachment(response.body ?? "", `reporte-emprendedores-${suffix}`);
    }
    if (kind === "programa") {
      const { resumen_eventos: rows } = await context.api.reportes.programReport(programa, range);
      const columns = [
        "fecha",
        "nombre",
        "tipo",
        "mentoria",
        "mentor",
        "inicio",
        "fin",
        "horas",
        "participantes",
        "asistentes",
        "calificacion",
      ];
      const bytes = await toXlsx([
        {
          name: t("export.programSheet"),
          header: columns.map((c) => t(`export.columns.${c}`)),
          rows: rows.map((r) => [
            r.fecha,
            r.nombre,
            r.tipo,
            r.mentoria,
            r.mentor,
            r.inicio,
            r.fin,
            r.horas,
            r.participantes,
            r.asistentes,
            r.calificacion_promedio,
          ]),
        },
      ]);
      return attachment(bytes, `reporte-programa-${suffix}`);
    }
    const rows = await context.api.reportes.surveyReport(programa, range);
    const columns = ["fecha", "evento", "mentor", "emprendedor", "puntaje", "comentario", "objetivo"];
    const bytes = await toXlsx([
      {
        name: "calificaciones",
        header: columns.map((c) => t(`export.columns.${c}`)),
        rows: rows.map((r) => [
          r.fecha,
          r.evento,
          r.mentor,
          r.emprendedor,
          r.puntaje,
          r.comentario,
          r.objetivo_cumplido === null ? "" : t(r.objetivo_cumplido ? "export.yes" : "export.no"),
        ]),
      },
    ]);
    return attachment(bytes, `calificaciones-${suffix}`);
  } catch (error) {
    // 403/404 and an ended session as they are; an API that fails or times out: back to the panel, with a message.
    if (apiFailureOf(error)?.kind !== "unavailable") throw error;
    const back = `${programPanelPath}?${url.searchParams}`;
    throw redirect(back, {
      headers: withFlash({ type: "error", key: "reports:export.failed" }, context.session.secure),
    });
  }
}
