// `/calendar/evento/{slug}/asistencia` (defined here; spec 000 §3 "Attendee", §7 "Sessions and calendar", §8
// "Acta"): the session's mentor or the institution's staff mark who attended, with an optional acta file.
// Multipart, works without JS. A dialog over the calendar with JS, a section of it without.
// PUT /calendario/evento/{slug}/asistencia/emprendedor.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { expectApiFailure, replyWithFailure, replyInvalid } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { useFormRules } from "~/lib/use-lazy-module";
import { Button, ButtonLink, Checkbox, FileField, FormErrors, RouteDialog, useUnsavedChanges } from "~/ui";
import { sessionPath } from "~/features/sessions/paths";
import { ACCEPTED_FILE_TYPES, attendanceSchema, toAttendanceFormData, type AttendanceForm } from "./attendance.schema";
import { requireSessionAction, sessionHeading, throwIfRefused } from "./session-actions.server";
import * as styles from "./session-actions.css";
import { SessionSummary } from "./session-summary";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { OnceKey } from "~/ui/once-key";

const loadRules = () => import("./form-rules");
export const handle = { i18n: ["session"] };

const FIELDS = ["asistente", "acta"];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { session } = await requireSessionAction(context, request, params.slug, ["mentor", "staff"]);
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
      name: `${p.first_name} ${p.last_name}`.trim() || p.username,
    })),
    values: { asistente: participants.filter((p) => p.asistencia === true).map((p) => String(p.id)) },
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
    const failure = expectApiFailure(error);
    throwIfRefused(failure);
    return json(replyWithFailure(submission, failure, { fields: FIELDS, hideFields: ["acta"] }), {
      status: failure.kind === "validation" ? 400 : 503,
    });
  }
  return redirect(sessionPath(session.slug), {
    headers: withFlash({ type: "success", key: "session:attendance.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function AttendanceRoute() {
  const { t } = useTranslation(["session", "common"]);
  const { heading, participants, values, constraint, accept } = useLoaderData<typeof loader>();
  const rules = useFormRules(loadRules);
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<AttendanceForm>({
    id: "session-attendance",
    lastResult,
    defaultValue: values,
    constraint,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateAttendance(formData) : undefined,
  });
  useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  const closeTo = sessionPath(heading.slug);
  const checked = new Set((fields.asistente.initialValue as string[] | undefined) ?? []);
  const attendedErrors = translateErrors(t, fields.asistente.errors);
  return (
    <RouteDialog title={t("session:attendance.title")} closeTo={closeTo} closeLabel={t("session:attendance.close")}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={styles.form}>
        <SessionSummary heading={heading} />
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <OnceKey />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("session:attendance.participants")}</legend>
          {participants.length === 0 ? <p className={styles.muted}>{t("session:attendance.empty")}</p> : null}
          {participants.map((person) => (
            <Checkbox
              key={person.id}
              id={`${fields.asistente.id}-${person.id}`}
              name={fields.asistente.name}
              value={String(person.id)}
              defaultChecked={checked.has(String(person.id))}
              label={person.name}
            />
          ))}
          {attendedErrors ? (
            <p id={fields.asistente.errorId} className={styles.fieldError}>
              {attendedErrors[0]}
            </p>
          ) : null}
        </fieldset>
        <FileField
          label={t("session:attendance.file")}
          description={t("session:attendance.fileHelp")}
          accept={accept}
          errors={translateErrors(t, fields.acta.errors)}
          {...getInputProps(fields.acta, { type: "file" })}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={navigation.state === "submitting"}>
            {t("session:attendance.submit")}
          </Button>
          <ButtonLink to={closeTo} preventScrollReset variant="ghost">
            {t("session:attendance.cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
