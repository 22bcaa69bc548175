// `/programs/programs/{id}/emprendedor/{userId}/reporte`: one entrepreneur's report as .xlsx (second spec › The calls it makes
// GET programa/descargar/reporte-emprendedor/{id}/), from their card in the program page; institution users
// only. The API's blob is passed through; an API that fails goes back to the program with a message.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiFailureOf } from "~/api/client.server";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { XLSX_CONTENT_TYPE } from "~/shared/xlsx";
import { programPath } from "~/paths";

const ID = /^[1-9][0-9]{0,8}$/;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await requireUser(context, request, { role: "institution" });
  if (!ID.test(params.id ?? "") || !ID.test(params.userId ?? "")) throw new Response("Not Found", { status: 404 });
  const userId = Number(params.userId);
  try {
    const response = await context.api.reportes.entrepreneurReport(userId);
    if (response.status === 403 || response.status === 404) throw new Response(null, { status: response.status });
    if (!response.ok) throw new Response(null, { status: 502, headers: { "X-Api-Failure": "unavailable" } });
    return new Response(response.body, {
      headers: {
        "Content-Type": XLSX_CONTENT_TYPE,
        "Content-Disposition": `attachment; filename="reporte-emprendedor-${userId}.xlsx"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (apiFailureOf(error)?.kind !== "unavailable") throw error;
    throw redirect(programPath(Number(params.id)), {
      headers: withFlash({ type: "error", key: "programs:detail.reportFailed" }, context.session.secure),
    });
  }
}
