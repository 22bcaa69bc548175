// `/calendar/evento/{slug}/mentor-ausente` (defined here; issue 29 §3): 'El mentor no asistió'. A participant of
// the session or the institution's staff confirm that its mentor did not come, once the session has started;
// POST /calendario/evento/{slug}/mentor-ausente records it (once). A paid marketplace session says its payment
// is to be refunded. Works without JS; a dialog over the calendar with JS.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash, type Flash } from "~/lib/flash.server";
import { readForm } from "~/lib/form-body.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { throwIfRefused } from "~/lib/refusal.server";
import { nowMs } from "~/shared/clock";
import { Button, ButtonLink, RouteDialog } from "~/ui";
import { isPaidMarketplace } from "~/lib/session-role";
import { requireSessionAction, sessionHeading } from "./session-actions.server";
import * as styles from "./session-actions.css";
import { SessionSummary } from "./session-summary";
import { sessionPath } from "~/paths";
import { useAppForm } from "~/lib/use-app-form";
import { getFormProps } from "@conform-to/react";

export const handle = { i18n: ["session"] };

// Never the session's mentors: the API refuses them too.
const ROLES = ["participant", "staff"] as const;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { session } = await requireSessionAction(context, request, params.slug, ROLES);
  const [heading, t] = await Promise.all([sessionHeading(request, session), i18nServer.getFixedT(request, "session")]);
  const state = session.mentor_ausente ? "recorded" : Date.parse(session.inicio) > nowMs() ? "early" : "open";
  return json({
    title: t("session:mentorAbsence.title"),
    heading,
    mentor: session.nombre_mentor,
    state,
    paid: isPaidMarketplace(session),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { session } = await requireSessionAction(context, request, params.slug, ROLES);
  await readForm(request, context);
  const back = (flash: Flash) =>
    redirect(sessionPath(session.slug), { headers: withFlash(flash, context.session.secure) });
  try {
    const recorded = await context.api.calendario.recordMentorAbsence(session.slug);
    return back({
      type: "success",
      key:
        recorded.reembolsado || recorded.reembolso_pendiente
          ? "session:mentorAbsence.successRefund"
          : "session:mentorAbsence.success",
    });
  } catch (error) {
    const failure = throwIfRefused(error);
    // Already recorded, or not started yet: the API's own sentence.
    const detail = failure.formErrors[0];
    if (failure.kind === "validation" && detail) {
      return back({ type: "error", key: "session:mentorAbsence.refused", values: { detail: detail.slice(0, 500) } });
    }
    return back({ type: "error", key: "session:mentorAbsence.failed" });
  }
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MentorAbsenceRoute() {
  const { t } = useTranslation(["session"]);
  const { title, heading, mentor, state, paid } = useLoaderData<typeof loader>();
  // No fields: the hook gives the one-time key and this form's own pending state.
  const { form, pending, onceKey } = useAppForm({ id: "mentor-absence", once: true });
  const closeTo = sessionPath(heading.slug);
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("session:mentorAbsence.close")}>
      <div className={styles.form}>
        <SessionSummary heading={heading} />
        {state === "open" ? (
          <Form method="post" {...getFormProps(form)} className={styles.form}>
            {onceKey}
            <p className={styles.text}>{t("session:mentorAbsence.confirm", { name: mentor })}</p>
            {paid ? <p className={styles.text}>{t("session:mentorAbsence.refund")}</p> : null}
            <div className={styles.actions}>
              <Button type="submit" variant="primary" pending={pending}>
                {t("session:mentorAbsence.submit")}
              </Button>
              <ButtonLink to={closeTo} preventScrollReset variant="ghost">
                {t("session:mentorAbsence.cancel")}
              </ButtonLink>
            </div>
          </Form>
        ) : (
          <>
            <p className={styles.text}>
              {t(state === "recorded" ? "session:mentorAbsence.recorded" : "session:mentorAbsence.early")}
            </p>
            <div className={styles.actions}>
              <ButtonLink to={closeTo} preventScrollReset variant="secondary">
                {t("session:mentorAbsence.back")}
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </RouteDialog>
  );
}
