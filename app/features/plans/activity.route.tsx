// `/plan/{username}/{programId}/actividades/{id}` (defined here; second spec › Entities and their fields "Activity", "Observation", second spec › Validation rules,
// second spec › Roles and permissions, second spec › Error catalogue): one activity of a plan with its state, its observations (GET /workplan/activities/{id}/observations/)
// and the sessions whose actas worked on it (core spec › Entities and their fields "Acta" `activities`). The plan's entrepreneur and
// the activity's mentor write observations ('Por favor escribe un título para tu observación!'; POST
// /workplan/observations/); the entrepreneur deletes their own (DELETE /workplan/observations/{id}/).
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
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { formatApiDateTime, userTimeZone } from "~/lib/time.server";
import { Avatar, Button, ButtonLink, EmptyState, FormErrors, TextArea, TextField } from "~/ui";
import { activityFacts, formatPlanDate } from "./format";
import { observationFormSchema, type ObservationForm } from "./observation.schema";
import { canWorkOn, loadPlanScope, requireActivityOf } from "./plans.server";
import * as styles from "./plans.css";
import { readForm } from "~/lib/form-body.server";
import { fullName } from "~/lib/person-name";
import { throwIfRefused } from "~/lib/refusal.server";
import { idParam } from "~/lib/id-param";
import { activityPath, editActivityPath, planPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";
import { PageHeader } from "~/ui/page-header";
import { DescriptionList } from "~/ui/description-list";

export const handle = { i18n: ["plans"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const scope = await loadPlanScope(context, request, params);
  const activity = await requireActivityOf(context, scope, params.activityId);
  const [observations, acts, locale] = await Promise.all([
    context.api.workplan.observations(activity.id),
    context.api.workplan.acts(activity.id),
    i18nServer.getLocale(request),
  ]);
  const zone = userTimeZone(request).zone;
  const when = (value: string) => formatApiDateTime(value, zone, locale) ?? value;
  const { user, owner, person, program } = scope;
  return json({
    title: activity.name,
    planPath: planPath(person.username, program.id),
    editPath: editActivityPath(person.username, program.id, activity.id),
    canWork: canWorkOn(user, owner, activity),
    constraint: getZodConstraint(observationFormSchema),
    activity: {
      id: activity.id,
      name: activity.name,
      description: activity.description,
      mentor: activity.mentor ? fullName(activity.mentor) : null,
      start: formatPlanDate(activity.start, locale),
      end: formatPlanDate(activity.end, locale),
      done: activity.done,
    },
    observations: observations.map((o) => ({
      id: o.id,
      title: o.title,
      text: o.text,
      author: o.creator ? fullName(o.creator) : null,
      img: o.creator?.img_usuario ?? null,
      date: when(o.created_at),
      // Second spec › Roles and permissions: the entrepreneur deletes observations (their own).
      canDelete: owner && o.creator?.id === user.id,
    })),
    sessions: acts.map((a) => ({ id: a.id, nombre: a.nombre, date: when(a.fecha_inicio) })),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const scope = await loadPlanScope(context, request, params);
  const activity = await requireActivityOf(context, scope, params.activityId);
  const here = activityPath(scope.person.username, scope.program.id, activity.id);
  const secure = context.session.secure;
  const formData = await readForm(request, context);
  if (formData.get("intent") === "delete-observation") {
    if (!scope.owner) throw new Response("Forbidden", { status: 403 });
    const raw = formData.get("observation");
    try {
      await context.api.workplan.removeObservation(idParam(typeof raw === "string" ? raw : undefined));
    } catch (error) {
      throwIfRefused(error);
      return redirect(here, { headers: withFlash({ type: "error", key: "plans:observation.deleteFailed" }, secure) });
    }
    return redirect(here, { headers: withFlash({ type: "success", key: "plans:observation.deleted" }, secure) });
  }
  if (!canWorkOn(scope.user, scope.owner, activity)) throw new Response("Forbidden", { status: 403 });
  const submission = parseWithZod(formData, { schema: observationFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await context.api.workplan.createObservation({
      title: submission.value.title,
      text: submission.value.text ?? "",
      activity: activity.id,
      creator: scope.user.id,
    });
  } catch (error) {
    const failure = throwIfRefused(error);
    return json(replyWithFailure(submission, failure, { fields: ["title", "text"] }), {
      status: failureStatus(failure),
    });
  }
  return redirect(here, { headers: withFlash({ type: "success", key: "plans:observation.created" }, secure) });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ActivityRoute() {
  const { t } = useTranslation(["plans"]);
  const { activity, planPath: back, editPath, canWork, observations, sessions } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <PageHeader
        title={activity.name}
        actions={
          <>
            {canWork ? (
              <ButtonLink to={editPath} variant="secondary">
                {t("plans:activity.edit")}
              </ButtonLink>
            ) : null}
            <ButtonLink to={back} variant="ghost">
              {t("plans:activity.back")}
            </ButtonLink>
          </>
        }
      />
      <section aria-labelledby="activity-data" className={styles.section}>
        <h2 id="activity-data" className={styles.sectionTitle}>
          {t("plans:activity.data")}
        </h2>
        {activity.description ? <p className={styles.goal}>{activity.description}</p> : null}
        <DescriptionList
          layout="inline"
          items={[
            [
              t("plans:activity.state"),
              <span key="state" className={styles.badge} data-done={activity.done}>
                {t(activity.done ? "plans:activity.done" : "plans:activity.pending")}
              </span>,
            ],
            ...activityFacts(t, activity),
          ]}
        />
      </section>

      <section aria-labelledby="activity-observations" className={styles.section}>
        <h2 id="activity-observations" className={styles.sectionTitle}>
          {t("plans:observation.title")}
        </h2>
        {/* Keyed by the count, so the form starts empty again once an observation is saved. */}
        {canWork ? <ObservationFormView key={observations.length} /> : null}
        {observations.length === 0 ? (
          <EmptyState headingLevel={3} title={t("plans:observation.empty")} />
        ) : (
          <ul className={styles.list}>
            {observations.map((o) => (
              <li key={o.id} className={styles.item} aria-labelledby={`observation-${o.id}`}>
                <h3 id={`observation-${o.id}`} className={styles.itemTitle}>
                  {o.title}
                </h3>
                {o.text ? <p className={styles.goal}>{o.text}</p> : null}
                <div className={styles.person}>
                  {o.author ? <Avatar name={o.author} src={o.img} size="sm" decorative /> : null}
                  <p className={styles.muted}>
                    {o.author ? t("plans:observation.by", { name: o.author, date: o.date }) : o.date}
                  </p>
                </div>
                {o.canDelete ? (
                  <Form method="post" className={styles.actions}>
                    <input type="hidden" name="intent" value="delete-observation" />
                    <input type="hidden" name="observation" value={o.id} />
                    <Button
                      type="submit"
                      variant="danger"
                      size="sm"
                      aria-label={t("plans:observation.deleteLabel", { title: o.title })}
                    >
                      {t("plans:observation.delete")}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="activity-sessions" className={styles.section}>
        <h2 id="activity-sessions" className={styles.sectionTitle}>
          {t("plans:sessions.title")}
        </h2>
        {sessions.length === 0 ? (
          <EmptyState headingLevel={3} title={t("plans:sessions.empty")} />
        ) : (
          <ul className={styles.list}>
            {sessions.map((s) => (
              <li key={s.id} className={styles.item}>
                <p className={styles.text}>{s.nombre}</p>
                <p className={styles.muted}>{s.date}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** 'Nueva observación': title (required) and text. */
function ObservationFormView() {
  const { t } = useTranslation(["plans", "common"]);
  const { constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm<ObservationForm>({
    once: true,
    id: "observation-new",
    lastResult,
    constraint,
    rules: lazyRules(() => import("./observation.schema").then(({ observationFormSchema }) => observationFormSchema)),
    unsaved: true,
  });
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form} aria-labelledby="observation-form-heading">
      <h3 id="observation-form-heading" className={styles.itemTitle}>
        {t("plans:observation.new")}
      </h3>
      <FormErrors form={form} />
      {onceKey}
      <TextField field={fields.title} label={t("plans:observation.titleLabel")} />
      <TextArea field={fields.text} label={t("plans:observation.text")} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t("plans:observation.submit")}
        </Button>
      </div>
    </Form>
  );
}
