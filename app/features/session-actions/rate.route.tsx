// `/calendar/evento/{slug}/calificar` (defined here; core spec › States and transitions "Session states", core spec › Roles and permissions, core spec › Error catalogue "Rating"): a participant
// rates a session that has ended (score 1 to 5, whether its goal was reached, a comment). A dialog over the
// calendar with JS, a section of it without. POST /calendario/evento/calificar/{slug}.
import { getFormProps, getInputProps } from "@conform-to/react";
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
import { translateErrors } from "~/lib/forms";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { Button, ButtonLink, FormErrors, Notice, RadioGroup, RouteDialog, TextArea, visuallyHidden } from "~/ui";
import { GOAL_CHOICES } from "./session-actions";
import { requireSessionAction, sessionHeading } from "./session-actions.server";
import * as styles from "./session-actions.css";
import { SessionSummary } from "./session-summary";
import { rateSchema, type RateForm } from "./rate.schema";
import { pageTitle } from "~/lib/meta";
import { nowMs } from "~/shared/clock";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { ratePath, sessionPath } from "~/paths";
import { hasEnded } from "~/lib/session-role";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["session"] };

const FIELDS = ["puntaje", "goal_reached", "comentario"];
const SCORES = [1, 2, 3, 4, 5] as const;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { session, user } = await requireSessionAction(context, request, params.slug, ["participant"]);
  const [heading, t] = await Promise.all([sessionHeading(request, session), i18nServer.getFixedT(request, "session")]);
  // Issue 34 §5: only those who attended rate it (the API refuses the others too).
  const absent = session.sub_grupo.some((p) => p.id === user.id && p.asistencia === false);
  return json({
    title: t("session:rate.title"),
    heading,
    // 'Sesión calificada' once rated; the form only after the session has ended, to those who attended.
    state: session.calificado ? "rated" : !hasEnded(session, nowMs()) ? "notEnded" : absent ? "absent" : "open",
    constraint: getZodConstraint(rateSchema),
  } as const);
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { session } = await requireSessionAction(context, request, params.slug, ["participant"]);
  if (session.calificado || !hasEnded(session, nowMs())) return redirect(ratePath(session.slug));
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: rateSchema });
  if (submission.status !== "success") return json(replyInvalid(submission), { status: 400 });
  const { puntaje, comentario, goal_reached } = submission.value;
  try {
    await context.api.calendario.rate(
      session.slug,
      { puntaje, comentario, goal_reached: goal_reached === "si" },
      session.marketplace,
    );
  } catch (error) {
    const failure = throwIfRefused(error);
    // The server's text (core spec › Error catalogue "Rating": failure shows server text).
    return json(replyWithFailure(submission, failure, { fields: FIELDS }), {
      status: failureStatus(failure),
    });
  }
  return redirect(sessionPath(session.slug), {
    headers: withFlash({ type: "success", key: "session:rate.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function RateRoute() {
  const { t } = useTranslation(["session", "common"]);
  const { heading, state } = useLoaderData<typeof loader>();
  const closeTo = sessionPath(heading.slug);
  return (
    <RouteDialog title={t("session:rate.title")} closeTo={closeTo} closeLabel={t("session:rate.close")}>
      <div className={styles.form}>
        <SessionSummary heading={heading} />
        {state === "open" ? (
          <RateFormView closeTo={closeTo} />
        ) : (
          <>
            {state === "notEnded" ? <Notice>{t("session:rate.notEnded")}</Notice> : null}
            {state === "absent" ? <Notice>{t("session:rate.absent")}</Notice> : null}
            <div className={styles.actions}>
              {state === "rated" ? (
                <Button type="button" disabled>
                  {t("session:rate.rated")}
                </Button>
              ) : null}
              <ButtonLink to={closeTo} preventScrollReset variant="ghost">
                {t("session:rate.back")}
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </RouteDialog>
  );
}

function RateFormView({ closeTo }: { closeTo: string }) {
  const { t } = useTranslation(["session", "common"]);
  const { constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm<RateForm>({
    once: true,
    id: "session-rate",
    lastResult,
    constraint,
    rules: lazyRules(() => import("./rate.schema").then(({ rateSchema }) => rateSchema)),
    unsaved: true,
  });
  const scoreErrors = translateErrors(t, fields.puntaje.errors);
  const scoreErrorId = fields.puntaje.errorId;
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormErrors form={form} />
      {onceKey}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("session:rate.score")}</legend>
        <div className={styles.stars}>
          {SCORES.map((score) => (
            <div key={score} className={styles.star}>
              <input
                {...getInputProps(fields.puntaje, { type: "radio", value: String(score) })}
                id={`${fields.puntaje.id}-${score}`}
                aria-describedby={scoreErrors ? scoreErrorId : undefined}
                aria-invalid={undefined}
                className={styles.starInput}
              />
              <label htmlFor={`${fields.puntaje.id}-${score}`} className={styles.starGlyph}>
                <span className={visuallyHidden}>{t("session:rate.stars", { count: score })}</span>
              </label>
            </div>
          ))}
        </div>
        {scoreErrors ? (
          <p id={scoreErrorId} className={styles.fieldError}>
            {scoreErrors[0]}
          </p>
        ) : null}
      </fieldset>
      <RadioGroup
        field={fields.goal_reached}
        legend={t("session:rate.goal")}
        orientation="horizontal"
        options={GOAL_CHOICES.map((value) => ({ value, label: t(`session:rate.goal_${value}`) }))}
      />
      <TextArea field={fields.comentario} label={t("session:rate.comment")} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t("session:rate.submit")}
        </Button>
        <ButtonLink to={closeTo} preventScrollReset variant="ghost">
          {t("session:rate.cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
