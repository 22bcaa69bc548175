// `/dashboard/{id}/reporte`: 'Descargar reporte' (second spec › Screens and routes, second spec › Roles and permissions: not for mentors), every indicator and value of
// the company as an .xlsx (app/shared/xlsx.ts: cells starting with = + - @ neutralised), dates in the viewer's zone.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { i18nServer } from "~/lib/i18n.server";
import { apiToUserZone, userTimeZone } from "~/lib/time.server";
import { XLSX_CONTENT_TYPE, toXlsx } from "~/shared/xlsx";
import { requireCompany } from "./company.server";

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { company, canDownload } = await requireCompany(context, request, params.id);
  if (!canDownload) throw new Response("Forbidden", { status: 403 });
  const [indicators, t] = await Promise.all([
    context.api.company.indicators(company.id),
    i18nServer.getFixedT(request, "company"),
  ]);
  const zone = userTimeZone(request).zone;
  const bytes = await toXlsx([
    {
      name: t("report.indicators"),
      header: [
        t("indicator.name"),
        t("indicator.description"),
        t("indicator.measure"),
        t("indicator.base_line"),
        t("indicator.goal"),
        t("indicator.trendColumn"),
        t("indicator.x_axis"),
        t("indicator.y_axis"),
        t("indicator.current"),
        t("indicator.progress"),
      ],
      rows: indicators.map((i) => [
        i.name,
        i.description,
        i.measure,
        i.base_line,
        i.goal,
        t(i.trend ? "indicator.positive" : "indicator.negative"),
        i.x_axis,
        i.y_axis,
        i.current_state,
        i.progress,
      ]),
    },
    {
      name: t("report.values"),
      header: [t("report.indicator"), t("values.date"), t("values.value"), t("indicator.measure")],
      rows: indicators.flatMap((i) =>
        i.values.map((v) => [i.name, apiToUserZone(v.date_created_at, zone) ?? v.date_created_at, v.value, i.measure]),
      ),
    },
  ]);
  const slug =
    company.name
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "empresa";
  return new Response(bytes, {
    headers: {
      "Content-Type": XLSX_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="reporte-${slug}.xlsx"`,
      "Cache-Control": "no-store",
    },
  });
}
