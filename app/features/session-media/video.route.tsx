// `/video/{id}` (second spec › Screens and routes "Event video page", second spec › The calls it makes): the session's recording, with its name and date.
// Unknown sessions get the 404 page; a session without a recording shows the API's text (second spec › Error catalogue).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { formatApiDateTime, userTimeZone } from "~/lib/time.server";
import { Alert, TextLink } from "~/ui";
import { recordingOf } from "./recording";
import * as styles from "./session-media.css";
import { pageTitle } from "~/lib/meta";
import { idParam } from "~/lib/id-param";
import { sessionPath } from "~/paths";

export const handle = { i18n: ["session"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const id = idParam(params.id);
  const session = await context.api.calendario.session(id);
  // A marketplace session's recording has its own path (second spec › The calls it makes).
  const result = session.marketplace
    ? await context.api.calendario.marketplaceVideo(id)
    : await context.api.calendario.video(id);
  const t = await i18nServer.getFixedT(request, "session");
  const zone = userTimeZone(request).zone;
  const locale = t("session:video.locale");
  const origin = new URL(request.url).origin;
  const recording = result.ok ? recordingOf(result.url, origin) : null;
  return json({
    title: t("session:video.title", { name: session.nombre }),
    name: session.nombre,
    slug: session.slug,
    start: formatApiDateTime(session.fecha_inicio, zone, locale) ?? session.fecha_inicio,
    recording,
    // The API's own text (second spec › The calls it makes "non-200 shows the error text"); ours when it sent none.
    error: result.ok ? (recording ? null : t("session:video.invalid")) : result.detail || t("session:video.failed"),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function VideoRoute() {
  const { t } = useTranslation("session");
  const { name, slug, start, recording, error } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <div className={styles.section}>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.muted}>{t("video.date", { date: start })}</p>
      </div>
      {recording?.kind === "player" ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- recordings come without captions; the transcript download is their text
        <video className={styles.video} controls preload="metadata" src={recording.url}>
          <TextLink to={recording.url}>{t("video.open")}</TextLink>
        </video>
      ) : null}
      {recording ? (
        <p className={styles.text}>
          <TextLink to={recording.url} newTab newTabLabel={t("video.newTab")}>
            {t("video.open")}
          </TextLink>
        </p>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p className={styles.text}>
        <TextLink to={sessionPath(slug)}>{t("video.back")}</TextLink>
      </p>
    </div>
  );
}
