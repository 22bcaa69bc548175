// `/calendar/evento/{slug}/cancelar` (issue 29 §2, defined here): a participant or the mentor cancels a session,
// or an entrepreneur leaves a group session, under the notice period the API reports (GET .../politica). Too late,
// the page says so and whom to write to; a paid session says before confirming whether the payment comes back.
// POST .../cancelar or .../retirarse; every outcome is flashed (the calendar on success, the details on refusal).
import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { replyInvalid } from "~/lib/forms.server";
import { readForm } from "~/lib/form-body.server";
import { pageTitle } from "~/lib/meta";
import { throwIfRefused } from "~/lib/refusal.server";
import { Button, ButtonLink, FormErrors, RouteDialog, TextArea } from "~/ui";
import { cancelSchema, type CancelForm } from "./session-change.schema";
import { describe, loadChange, refusal } from "./session-change.server";
import { schedulingT } from "./session-form.server";
import * as styles from "./scheduling.css";
import { calendarPath, sessionPath } from "~/paths";
import { useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["scheduling"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, session, policy, when } = await loadChange(context, request, params.slug);
  const { t } = await schedulingT(request, user);
  const withdraw = policy.puede_retirarse;
  const manages = session.mentor === user.id || user.entidad_entidad.some((e) => e.id === session.entidad);
  return json({
    title: t(withdraw ? "scheduling:change.withdrawTitle" : "scheduling:change.cancelTitle"),
    constraint: getZodConstraint(cancelSchema),
    session: describe(session, policy, when),
    withdraw,
    allowed: policy.puede_cancelar || withdraw,
    refund: policy.reembolso,
    manages,
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { session, policy } = await loadChange(context, request, params.slug);
  const secure = context.session.secure;
  const submission = parseWithZod(await readForm(request, context), { schema: cancelSchema });
  if (submission.status !== "success") return json(replyInvalid(submission), { status: 400 });
  try {
    if (policy.puede_retirarse) {
      await context.api.calendario.withdraw(session.slug);
      return redirect(calendarPath, {
        headers: withFlash({ type: "success", key: "scheduling:change.withdrew" }, secure),
      });
    }
    const result = await context.api.calendario.cancel(session.slug, { motivo: submission.value.motivo });
    const key = result.reembolsado ? "scheduling:change.cancelledRefunded" : "scheduling:change.cancelled";
    return redirect(calendarPath, { headers: withFlash({ type: "success", key }, secure) });
  } catch (error) {
    const failure = throwIfRefused(error);
    const back = refusal(failure, session.slug, secure);
    if (back) throw back;
    return json(submission.reply({ formErrors: ["scheduling:change.failed"] }), { status: 503 });
  }
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SessionCancelRoute() {
  const { t } = useTranslation(["scheduling", "common"]);
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending } = useAppForm<CancelForm>({
    id: "session-cancel",
    lastResult,
    constraint: data.constraint,
  });
  const { session } = data;
  const closeTo = sessionPath(session.slug);
  return (
    <RouteDialog title={data.title} closeTo={closeTo} closeLabel={t("scheduling:close")}>
      <div className={styles.form}>
        <p className={styles.text}>{t("scheduling:change.when", { name: session.name, when: session.when })}</p>
        {data.manages ? null : (
          <p className={styles.muted}>
            {t("scheduling:change.notice", { hours: session.hours, limit: session.limit })}
          </p>
        )}
        {session.reason ? (
          <section role="note" aria-labelledby="change-reason">
            <h3 id="change-reason">{t("scheduling:change.tooLateTitle")}</h3>
            <p className={styles.text}>{session.reason}</p>
          </section>
        ) : null}
        {data.allowed ? (
          <Form method="post" {...getFormProps(form)} className={styles.form}>
            <FormErrors form={form} />
            <p className={styles.text}>
              {t(data.withdraw ? "scheduling:change.withdrawConfirm" : "scheduling:change.cancelConfirm")}
            </p>
            {data.refund === null ? null : (
              <p className={styles.text} role="note">
                {data.refund
                  ? t(data.manages ? "scheduling:change.refundMentor" : "scheduling:change.refundYes")
                  : t("scheduling:change.refundNo", { hours: session.hours })}
              </p>
            )}
            {data.withdraw ? null : (
              <TextArea
                field={fields.motivo}
                label={t("scheduling:change.motivo")}
                description={t("scheduling:change.motivoHelp")}
              />
            )}
            <div className={styles.actions}>
              <Button type="submit" variant="danger" pending={pending}>
                {t(data.withdraw ? "scheduling:change.withdrawSubmit" : "scheduling:change.cancelSubmit")}
              </Button>
              <ButtonLink to={closeTo} variant="secondary" preventScrollReset>
                {t("scheduling:change.keep")}
              </ButtonLink>
            </div>
          </Form>
        ) : (
          <div className={styles.actions}>
            <ButtonLink to={closeTo} variant="secondary" preventScrollReset>
              {t("scheduling:change.keep")}
            </ButtonLink>
          </div>
        )}
      </div>
    </RouteDialog>
  );
}
