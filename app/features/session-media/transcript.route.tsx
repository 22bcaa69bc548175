// `/calendar/evento/{slug}/transcripcion`: the session's transcript as `transcripcion_{id}.txt` (core spec › Error catalogue,
// core spec › Business constants and limits). A 400 of the API goes back to the session's details as 'Info: ' plus its text; any other failure as
// 'Error al obtener la transcripción'. Fetched by the page's script, success adds 'Transcripción descargada'.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  attachment,
  backToSession,
  downloadNotice,
  rawOrNull,
  requireDownloadSession,
  serverText,
} from "./session-media.server";

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { session } = await requireDownloadSession(context, request, params.slug);
  const response = await rawOrNull(() => context.api.calendario.transcript(session.id));
  if (response?.ok) {
    return attachment(
      await response.text(),
      `transcripcion_${session.id}.txt`,
      "text/plain; charset=utf-8",
      downloadNotice(context, request, "session:downloads.transcriptDone"),
    );
  }
  if (response?.status === 400) {
    const text = await serverText(response);
    return backToSession(context, session, { type: "info", key: "session:downloads.info", values: { text } });
  }
  return backToSession(context, session, { type: "error", key: "session:downloads.transcriptFailed" });
}
