// `/calendar/feed` (beyond the spec, issue 5): the user's private calendar feed URL, with how to subscribe
// from Google Calendar and Outlook; generate a new one (the old one stops working) or revoke it.
// A dialog over 'Mi Calendario' with JS, a section of it without.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { Button, RouteDialog, TextField } from "~/ui";
import * as styles from "./session-media.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { calendarPath, feedSettingsPath, feedUrlPath } from "~/paths";

export const handle = { i18n: ["session"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const { token } = await context.api.calendario.feed();
  const t = await i18nServer.getFixedT(request, "session");
  const url = token ? `${new URL(request.url).origin}${feedUrlPath(token)}` : null;
  return json({ title: t("session:feed.title"), url });
}

export async function action({ context, request }: ActionFunctionArgs) {
  await requireUser(context, request);
  const form = await readForm(request, context);
  const intent = form.get("intent");
  if (intent !== "rotate" && intent !== "revoke") throw new Response("Bad Request", { status: 400 });
  try {
    if (intent === "rotate") await context.api.calendario.rotateFeed();
    else await context.api.calendario.revokeFeed();
  } catch (error) {
    throwIfRefused(error, ["forbidden"]);
    return redirect(feedSettingsPath, {
      headers: withFlash({ type: "error", key: "session:feed.failed" }, context.session.secure),
    });
  }
  const key = intent === "rotate" ? "session:feed.rotated" : "session:feed.revoked";
  return redirect(feedSettingsPath, { headers: withFlash({ type: "success", key }, context.session.secure) });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function FeedSettingsRoute() {
  const { t } = useTranslation("session");
  const { url } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <RouteDialog title={t("feed.title")} closeTo={calendarPath} closeLabel={t("feed.close")}>
      <div className={styles.section}>
        <p className={styles.text}>{t("feed.intro")}</p>
        {url ? (
          <>
            <TextField id="feed-url" label={t("feed.url")} value={url} readOnly description={t("feed.private")} />
            <h3 className={styles.text}>{t("feed.googleTitle")}</h3>
            <p className={styles.text}>{t("feed.google")}</p>
            <h3 className={styles.text}>{t("feed.outlookTitle")}</h3>
            <p className={styles.text}>{t("feed.outlook")}</p>
          </>
        ) : (
          <p className={styles.muted}>{t("feed.none")}</p>
        )}
        <Form method="post" className={styles.buttons}>
          <Button type="submit" name="intent" value="rotate" variant="primary" pending={pendingIntent === "rotate"}>
            {url ? t("feed.rotate") : t("feed.generate")}
          </Button>
          {url ? (
            <Button type="submit" name="intent" value="revoke" variant="danger" pending={pendingIntent === "revoke"}>
              {t("feed.revoke")}
            </Button>
          ) : null}
        </Form>
        {url ? <p className={styles.muted}>{t("feed.rotateHint")}</p> : null}
      </div>
    </RouteDialog>
  );
}
