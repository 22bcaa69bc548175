// Create and edit an activity (second spec › Entities and their fields "Activity", second spec › Roles and permissions): `/plan/{username}/{programId}/actividades/nueva`
// (the plan's entrepreneur; POST /workplan/activities/) and `.../actividades/{id}/editar` (the entrepreneur or
// the activity's mentor; PUT /workplan/activities/{id}/). Name, description, mentor among the program's
// mentors, start and end dates. A dialog over the plan page with JS, a section of it without.
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
import { Button, ButtonLink, FormErrors, RouteDialog, Select, TextArea, TextField } from "~/ui";
import { activityFormSchema, type ActivityForm } from "./activity-form.schema";
import { canWorkOn, loadPlanScope, requireActivityOf, requirePlanOf } from "./plans.server";
import * as styles from "./plans.css";
import { readForm } from "~/lib/form-body.server";
import { fullName } from "~/lib/person-name";
import { throwIfRefused } from "~/lib/refusal.server";
import { planPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["plans"] };

const FIELDS = ["name", "description", "mentor", "start", "end"];

/** The plan and, when editing, the activity; 403 for anyone who may not create or edit it. */
async function requireActivityForm({ context, request, params }: LoaderFunctionArgs) {
  const scope = await loadPlanScope(context, request, params);
  const plan = requirePlanOf(scope);
  const activity = params.activityId === undefined ? null : await requireActivityOf(context, scope, params.activityId);
  const allowed = activity ? canWorkOn(scope.user, scope.owner, activity) : scope.owner;
  if (!allowed) throw new Response("Forbidden", { status: 403 });
  return { scope, plan, activity, closeTo: planPath(scope.person.username, scope.program.id) };
}

export async function loader(args: LoaderFunctionArgs) {
  const { scope, activity, closeTo } = await requireActivityForm(args);
  const [mentors, t] = await Promise.all([
    args.context.api.programa.mentors(scope.program.id),
    i18nServer.getFixedT(args.request, "plans"),
  ]);
  return json({
    editing: activity !== null,
    title: t(activity ? "activity.editTitle" : "activity.newTitle"),
    closeTo,
    constraint: getZodConstraint(activityFormSchema),
    mentors: mentors.map((m) => ({ value: String(m.id), label: fullName(m) })),
    values: {
      name: activity?.name ?? "",
      description: activity?.description ?? "",
      mentor: activity?.mentor ? String(activity.mentor.id) : "",
      start: activity?.start ?? "",
      end: activity?.end ?? "",
    },
  });
}

export async function action(args: ActionFunctionArgs) {
  const { plan, activity, closeTo } = await requireActivityForm(args);
  const formData = await readForm(args.request, args.context);
  const submission = parseWithZod(formData, { schema: activityFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { name, description, mentor, start, end } = submission.value;
  const body = { name, description: description ?? "", mentor: mentor ?? null, start, end };
  try {
    if (activity) await args.context.api.workplan.updateActivity(activity.id, body);
    else await args.context.api.workplan.createActivity({ ...body, workplan: plan.id });
  } catch (error) {
    const failure = throwIfRefused(error);
    return json(replyWithFailure(submission, failure, { fields: FIELDS }), {
      status: failureStatus(failure),
    });
  }
  return redirect(closeTo, {
    headers: withFlash(
      { type: "success", key: activity ? "plans:activity.edited" : "plans:activity.created" },
      args.context.session.secure,
    ),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ActivityFormRoute() {
  const { t } = useTranslation(["plans", "common"]);
  const { editing, title, closeTo, constraint, mentors, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm<ActivityForm>({
    once: true,
    id: editing ? "activity-edit" : "activity-new",
    lastResult,
    defaultValue: values,
    constraint,
    rules: lazyRules(() => import("./activity-form.schema").then(({ activityFormSchema }) => activityFormSchema)),
    unsaved: true,
  });
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("plans:form.close")} size="lg">
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        {onceKey}
        <TextField field={fields.name} label={t("plans:activity.name")} />
        <TextArea field={fields.description} label={t("plans:activity.description")} />
        <Select
          field={fields.mentor}
          label={t("plans:activity.mentor")}
          placeholder={t("plans:activity.noMentor")}
          options={mentors}
        />
        <div className={styles.fieldRow}>
          <TextField field={fields.start} type="date" label={t("plans:activity.start")} />
          <TextField field={fields.end} type="date" label={t("plans:activity.end")} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
            {t(editing ? "plans:form.save" : "plans:activity.submitNew")}
          </Button>
          <ButtonLink to={closeTo} preventScrollReset variant="ghost">
            {t("plans:form.cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
