// `/calendar/evento/{slug}/asistencia` (defined here; core spec › Entities and their fields "Attendee", core spec › The calls it makes "Sessions and calendar", core spec › Error catalogue
// "Acta"): the session's mentor or the institution's staff record each participant's attendance (issue 29 §3:
// asistió, no asistió, canceló a tiempo), with an optional acta file; staff also find 'El mentor no asistió'.
// Multipart, works without JS. A dialog over the calendar with JS, a section of it without.
// PUT /calendario/evento/{slug}/asistencia/emprendedor.
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
import { translateErrors } from "~/lib/forms";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { Button, ButtonLink, FileField, FormErrors, RadioGroup, RouteDialog } from "~/ui";
import { ATTENDANCE_STATES } from "~/api/contract/attendance-states";
import { nowMs } from "~/shared/clock";
import { ACCEPTED_FILE_TYPES, attendanceSchema, toAttendanceFormData, type AttendanceForm } from "./attendance.schema";
import { requireSessionAction, sessionHeading } from "./session-actions.server";
import * as styles from "./session-actions.css";
import { SessionSummary } from "./session-summary";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { fullName } from "~/lib/person-name";
import { throwIfRefused } from "~/lib/refusal.server";
import { mentorAbsencePath, sessionPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["session"] };

const FIELDS = ["participantes", "acta"];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { session, role } = await requireSessionAction(context, request, params.slug, ["mentor", "staff"]);
  const [participants, heading, t] = await Promise.all([
    context.api.calendario.attendance(session.id),
    sessionHeading(request, session),
    i18nServer.getFixedT(request, "session"),
  ]);
  return json({
    title: t("session:attendance.title"),
    accept: ACCEPTED_FILE_TYPES,
    heading,
    constraint: getZodConstraint(attendanceSchema),
    participants: participants.map((p) => ({
      id: p.id,
      name: fullName(p),
    })),
    // Not recorded yet reads as 'no asistió', as the unchecked box did before the three states.
    values: {
      participantes: participants.map((p) => ({ id: String(p.id), estado: p.estado_asistencia ?? "no_asistio" })),
    },
    // Staff record a mentor who did not come once the session has started (the participants do it from the details).
    mentorAbsence:
      role !== "staff"
        ? null
        : session.mentor_ausente
          ? "recorded"
          : Date.parse(session.inicio) <= nowMs()
            ? "open"
            : null,
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { session } = await requireSessionAction(context, request, params.slug, ["mentor", "staff"]);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: attendanceSchema });
  if (submission.status !== "success") return json(replyInvalid(submission, { hideFields: ["acta"] }), { status: 400 });
  try {
    await context.api.calendario.recordAttendance(session.slug, toAttendanceFormData(submission.value));
  } catch (error) {
    const failure = throwIfRefused(error);
    // The API's `asistente` and `cancelo` errors are about the list this form names `participantes`.
    const { asistente, cancelo, ...rest } = failure.fieldErrors;
    const listErrors = asistente ?? cancelo;
    const fieldErrors = listErrors ? { ...rest, participantes: listErrors } : rest;
    return json(replyWithFailure(submission, { ...failure, fieldErrors }, { fields: FIELDS, hideFields: ["acta"] }), {
      status: failureStatus(failure),
    });
  }
  return redirect(sessionPath(session.slug), {
    headers: withFlash({ type: "success", key: "session:attendance.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function AttendanceRoute() {
  const { t } = useTranslation(["session", "common"]);
  const { heading, participants, values, constraint, accept, mentorAbsence } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm<AttendanceForm>({
    once: true,
    id: "session-attendance",
    lastResult,
    defaultValue: values,
    constraint,
    rules: lazyRules(() => import("./attendance.schema").then(({ attendanceSchema }) => attendanceSchema)),
    unsaved: true,
  });
  const closeTo = sessionPath(heading.slug);
  // The states as last sent (a failed post keeps them), else as recorded.
  const states = new Map(
    fields.participantes.getFieldList().map((item) => {
      const row = item.getFieldset();
      return [String(row.id.initialValue), row.estado.initialValue as string | undefined] as const;
    }),
  );
  const listErrors = translateErrors(t, fields.participantes.errors);
  return (
    <RouteDialog title={t("session:attendance.title")} closeTo={closeTo} closeLabel={t("session:attendance.close")}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={styles.form}>
        <SessionSummary heading={heading} />
        <FormErrors form={form} />
        {onceKey}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("session:attendance.participants")}</legend>
          {participants.length === 0 ? <p className={styles.muted}>{t("session:attendance.empty")}</p> : null}
          {participants.map((person, i) => (
            <div key={person.id}>
              <input type="hidden" name={`${fields.participantes.name}[${i}].id`} value={person.id} />
              <RadioGroup
                id={`${fields.participantes.id}-${person.id}`}
                name={`${fields.participantes.name}[${i}].estado`}
                legend={person.name}
                orientation="horizontal"
                defaultValue={states.get(String(person.id)) ?? "no_asistio"}
                options={ATTENDANCE_STATES.map((value) => ({ value, label: t(`session:attendance.states.${value}`) }))}
              />
            </div>
          ))}
          {listErrors ? (
            <p id={fields.participantes.errorId} className={styles.fieldError}>
              {listErrors[0]}
            </p>
          ) : null}
        </fieldset>
        <FileField
          field={fields.acta}
          label={t("session:attendance.file")}
          description={t("session:attendance.fileHelp")}
          accept={accept}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
            {t("session:attendance.submit")}
          </Button>
          <ButtonLink to={closeTo} preventScrollReset variant="ghost">
            {t("session:attendance.cancel")}
          </ButtonLink>
        </div>
      </Form>
      {mentorAbsence === "recorded" ? <p className={styles.muted}>{t("session:mentorAbsence.recorded")}</p> : null}
      {mentorAbsence === "open" ? (
        <ButtonLink to={mentorAbsencePath(heading.slug)} variant="secondary">
          {t("session:mentorAbsence.title")}
        </ButtonLink>
      ) : null}
    </RouteDialog>
  );
}
