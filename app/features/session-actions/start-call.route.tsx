// `/calendar/evento/{slug}/iniciar` (defined here; core spec › The calls it makes GET /calendario/evento/{slug}/iniciar, core spec › Error catalogue
// "Meeting not started", "Start-meeting failure"): the session, its start and a button that opens the call in
// a new tab — 'Iniciar sesión' for its mentor and the institution's staff, 'Unirse a la sesión' for its
// participants. The button posts (nothing changes on a GET) to a form with target=_blank, so the new tab
// works with or without JS; the action redirects that tab to the meeting, or back here with the message.
import {
  redirect,
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash, type Flash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { Button, ButtonLink, RouteDialog } from "~/ui";
import { isMeetingUrl } from "./session-actions";
import { requireSessionAction, sessionHeading } from "./session-actions.server";
import * as styles from "./session-actions.css";
import { SessionSummary } from "./session-summary";
import { pageTitle } from "~/lib/meta";
import { sessionPath, startCallPath } from "~/paths";

export const handle = { i18n: ["session"] };

const ROLES = ["participant", "mentor", "staff"] as const;
/** How the API words "not started yet" (core spec › Error catalogue "Meeting not started"). */
const NOT_STARTED_PREFIX = "La sesión aún no ha sido inicializada";

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { session, role } = await requireSessionAction(context, request, params.slug, ROLES);
  const [heading, t] = await Promise.all([sessionHeading(request, session), i18nServer.getFixedT(request, "session")]);
  const starts = role !== "participant";
  return json({ title: t(starts ? "session:call.start" : "session:call.join"), heading, starts });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { session } = await requireSessionAction(context, request, params.slug, ROLES);
  const result = await context.api.calendario.start(session.slug, session.marketplace);
  const back = (flash: Flash) =>
    redirect(startCallPath(session.slug), { headers: withFlash(flash, context.session.secure) });
  if (result.ok) {
    // Only the meeting host's https URLs: the API never sends the user anywhere else.
    if (isMeetingUrl(result.url)) return redirect(result.url);
    return back({ type: "error", key: "session:call.badUrl" });
  }
  if (result.status === 403) throw new Response("Forbidden", { status: 403 });
  if (result.status === 404) throw new Response("Not Found", { status: 404 });
  // 'La sesión aún no ha sido inicializada…' (core spec › Error catalogue); other refusals of a 400 (the session is over,
  // unpaid) come with the server's own text.
  if (result.status === 400 && (!result.detail || result.detail.startsWith(NOT_STARTED_PREFIX))) {
    return back({ type: "info", key: "session:call.notStarted" });
  }
  // The server's error text (core spec › Error catalogue "Start-meeting failure").
  return back(
    result.detail
      ? { type: "error", key: "session:call.failed", values: { detail: result.detail.slice(0, 500) } }
      : { type: "error", key: "common:errors.server" },
  );
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function StartCallRoute() {
  const { t } = useTranslation(["session"]);
  const { heading, starts, title } = useLoaderData<typeof loader>();
  const closeTo = sessionPath(heading.slug);
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("session:call.close")}>
      <div className={styles.form}>
        <SessionSummary heading={heading} />
        <p className={styles.muted}>{t("session:call.newTab")}</p>
        {/* A plain form: the call opens in a new tab, with or without JS. */}
        <form method="post" action={startCallPath(heading.slug)} target="_blank" rel="noopener">
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              {t(starts ? "session:call.start" : "session:call.join")}
            </Button>
            <ButtonLink to={closeTo} preventScrollReset variant="ghost">
              {t("session:call.back")}
            </ButtonLink>
          </div>
        </form>
      </div>
    </RouteDialog>
  );
}
