// `/calendar/evento/{slug}/acta` (defined here; core spec › Entities and their fields "Acta", core spec › States and transitions "Session states", core spec › Roles and permissions, core spec › Error catalogue "Acta"): the
// session's mentor records or edits its minutes ('Registrar acta' / 'Editar acta': summary, start and end in
// the user's zone, assistants); the institution's staff read them ('Ver acta', or 'Evento sin acta').
// A dialog over the calendar with JS, a section of it without. POST /acts/acts/, PUT /acts/acts/{id}/.
import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { ApiSession } from "~/api/contract/calendario";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { formatApiDateTime, userTimeZone, userZoneToApi } from "~/lib/time.server";
import { Button, ButtonLink, Checkbox, FormErrors, RouteDialog, TextArea, TextField } from "~/ui";
import { actaFormSchema, type ActaForm } from "./acta.schema";
import { assistantOptions } from "./session-actions";
import { requireSessionAction, sessionHeading, toLocalInput } from "./session-actions.server";
import * as styles from "./session-actions.css";
import { SessionSummary } from "./session-summary";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { sessionPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";
import { DescriptionList } from "~/ui/description-list";

export const handle = { i18n: ["session", "plans"] };

const FIELDS = ["summary", "start_date", "end_date", "assistants", "activities"];

/** The session's acta, or null when it has none. */
async function actaOf(context: AppLoadContext, session: ApiSession) {
  return session.act === null ? null : context.api.calendario.acta(session.act);
}

/** 'Editar acta' once the session has minutes or any attendance recorded (core spec › States and transitions). */
function isEdit(session: ApiSession, hasActa: boolean): boolean {
  return hasActa || session.sub_grupo.some((p) => p.asistencia !== null);
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { session, role } = await requireSessionAction(context, request, params.slug, ["mentor", "staff"]);
  const [acta, heading, t, locale] = await Promise.all([
    actaOf(context, session),
    sessionHeading(request, session),
    i18nServer.getFixedT(request, "session"),
    i18nServer.getLocale(request),
  ]);
  const zone = userTimeZone(request).zone;
  if (role === "staff") {
    return json({
      mode: "view" as const,
      title: t(acta ? "session:acta.view" : "session:acta.none"),
      heading,
      acta: acta && {
        summary: acta.summary,
        start: formatApiDateTime(acta.start_date, zone, locale) ?? acta.start_date,
        end: formatApiDateTime(acta.end_date, zone, locale) ?? acta.end_date,
        assistants: acta.assistants.map((a) => `${a.first_name} ${a.last_name}`.trim()),
      },
    });
  }
  const edit = isEdit(session, acta !== null);
  const activities = await context.api.workplan.activitiesOfSession(session.id);
  const attended = session.sub_grupo.filter((p) => p.asistencia === true).map((p) => String(p.id));
  return json({
    mode: "form" as const,
    title: t(edit ? "session:acta.edit" : "session:acta.new"),
    heading,
    edit,
    constraint: getZodConstraint(actaFormSchema),
    people: assistantOptions(session),
    activities: activities.map((a) => ({ id: a.id, name: a.name })),
    values: {
      summary: acta?.summary ?? "",
      start_date: toLocalInput(acta?.start_date ?? session.fecha_inicio, zone),
      end_date: toLocalInput(acta?.end_date ?? session.fecha_fin, zone),
      assistants: acta ? acta.assistants.map((a) => String(a.id)) : attended,
      activities: acta ? acta.activities.map(String) : [],
    },
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { user, session } = await requireSessionAction(context, request, params.slug, ["mentor"]);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: actaFormSchema });
  if (submission.status !== "success") return json(replyInvalid(submission), { status: 400 });
  const zone = userTimeZone(request).zone;
  const start = userZoneToApi(submission.value.start_date, zone);
  const end = userZoneToApi(submission.value.end_date, zone);
  if (!start || !end) {
    return json(
      submission.reply({
        fieldErrors: {
          ...(start ? {} : { start_date: ["session:acta.dateInvalid"] }),
          ...(end ? {} : { end_date: ["session:acta.dateInvalid"] }),
        },
      }),
      { status: 400 },
    );
  }
  const body = {
    event: session.id,
    creator: user.id,
    summary: submission.value.summary,
    start_date: start,
    end_date: end,
    assistants: submission.value.assistants,
    activities: submission.value.activities ?? [],
  };
  const existing = session.act;
  try {
    if (existing === null) await context.api.calendario.createActa(body);
    else await context.api.calendario.updateActa(existing, body);
  } catch (error) {
    const failure = throwIfRefused(error);
    return json(replyWithFailure(submission, failure, { fields: FIELDS }), {
      status: failureStatus(failure),
    });
  }
  return redirect(sessionPath(session.slug), {
    headers: withFlash(
      { type: "success", key: existing === null ? "session:acta.created" : "session:acta.edited" },
      context.session.secure,
    ),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ActaRoute() {
  const { t } = useTranslation(["session"]);
  const data = useLoaderData<typeof loader>();
  const closeTo = sessionPath(data.heading.slug);
  return (
    <RouteDialog title={data.title} closeTo={closeTo} closeLabel={t("session:acta.close")} size="lg">
      <div className={styles.form}>
        <SessionSummary heading={data.heading} />
        {data.mode === "form" ? <ActaFormView closeTo={closeTo} /> : <ActaView closeTo={closeTo} />}
      </div>
    </RouteDialog>
  );
}

function ActaView({ closeTo }: { closeTo: string }) {
  const { t } = useTranslation(["session"]);
  const data = useLoaderData<typeof loader>();
  const acta = data.mode === "view" ? data.acta : null;
  return (
    <>
      {acta ? (
        <DescriptionList
          terms="muted"
          items={[
            [
              t("session:acta.summary"),
              <span key="summary" className={styles.text}>
                {acta.summary}
              </span>,
            ],
            [t("session:acta.start"), acta.start],
            [t("session:acta.end"), acta.end],
            [
              t("session:acta.assistants"),
              <ul key="assistants" className={styles.list}>
                {acta.assistants.map((name, index) => (
                  <li key={index}>{name}</li>
                ))}
              </ul>,
            ],
          ]}
        />
      ) : (
        <p className={styles.muted}>{t("session:acta.noneText")}</p>
      )}
      <div className={styles.actions}>
        <ButtonLink to={closeTo} preventScrollReset variant="ghost">
          {t("session:acta.back")}
        </ButtonLink>
      </div>
    </>
  );
}

function ActaFormView({ closeTo }: { closeTo: string }) {
  const { t } = useTranslation(["session", "common"]);
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = data.mode === "form" ? data : null;
  const {
    form: actaForm,
    fields: fields,
    pending,
    onceKey,
  } = useAppForm<ActaForm>({
    once: true,
    id: "session-acta",
    lastResult,
    defaultValue: form?.values,
    constraint: form?.constraint,
    rules: lazyRules(() => import("./acta.schema").then(({ actaFormSchema }) => actaFormSchema)),
    unsaved: true,
  });
  if (!form) return null;
  const assistantErrors = translateErrors(t, fields.assistants.errors);
  const assistantErrorId = fields.assistants.errorId;
  const checked = new Set((fields.assistants.initialValue as string[] | undefined) ?? []);
  const linked = new Set((fields.activities.initialValue as string[] | undefined) ?? []);
  return (
    <Form method="post" {...getFormProps(actaForm)} className={styles.form}>
      <FormErrors form={actaForm} />
      {onceKey}
      <TextArea field={fields.summary} label={t("session:acta.summary")} rows={6} />
      <div className={styles.fieldRow}>
        <TextField field={fields.start_date} type="datetime-local" label={t("session:acta.start")} step={1800} />
        <TextField field={fields.end_date} type="datetime-local" label={t("session:acta.end")} step={1800} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("session:acta.assistants")}</legend>
        {form.people.map((person) => (
          <Checkbox
            key={person.id}
            id={`${fields.assistants.id}-${person.id}`}
            name={fields.assistants.name}
            value={String(person.id)}
            defaultChecked={checked.has(String(person.id))}
            aria-describedby={assistantErrors ? assistantErrorId : undefined}
            label={person.name}
          />
        ))}
        {assistantErrors ? (
          <p id={assistantErrorId} className={styles.fieldError}>
            {assistantErrors[0]}
          </p>
        ) : null}
      </fieldset>
      {form.activities.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("plans:acta.activities")}</legend>
          {form.activities.map((activity) => (
            <Checkbox
              key={activity.id}
              id={`${fields.activities.id}-${activity.id}`}
              name={fields.activities.name}
              value={String(activity.id)}
              defaultChecked={linked.has(String(activity.id))}
              label={activity.name}
            />
          ))}
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t(form.edit ? "session:acta.submitEdit" : "session:acta.submitNew")}
        </Button>
        <ButtonLink to={closeTo} preventScrollReset variant="ghost">
          {t("session:acta.cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
