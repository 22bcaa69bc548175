// Create and edit the plan's goal (second spec › Validation rules "Plan description", second spec › Error catalogue "Plan"): `/plan/{username}/{programId}/crear`
// ('Crear plan de trabajo'; POST /workplan/workplan/) and `.../editar` (PUT /workplan/workplan/{programId}/).
// Only the plan's entrepreneur; a dialog over the plan page with JS, a section of it without.
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
import { Button, ButtonLink, FormErrors, RouteDialog, TextArea } from "~/ui";
import { planFormSchema, type PlanForm } from "./plan-form.schema";
import { loadPlanScope, type PlanScope } from "./plans.server";
import * as styles from "./plans.css";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { editPlanPath, planPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["plans"] };

/** The entrepreneur's own plan page; creating needs no plan yet, editing needs one. */
async function requireOwnPlanForm(args: LoaderFunctionArgs, editing: boolean): Promise<PlanScope> {
  const scope = await loadPlanScope(args.context, args.request, args.params);
  if (!scope.owner) throw new Response("Forbidden", { status: 403 });
  if (editing && !scope.plan) throw new Response("Not Found", { status: 404 });
  if (!editing && scope.plan) throw redirect(editPlanPath(scope.person.username, scope.program.id));
  return scope;
}

const isEditing = (request: Request) => new URL(request.url).pathname.endsWith("/editar");

export async function loader(args: LoaderFunctionArgs) {
  const editing = isEditing(args.request);
  const scope = await requireOwnPlanForm(args, editing);
  const t = await i18nServer.getFixedT(args.request, "plans");
  return json({
    editing,
    title: t(editing ? "plan.editTitle" : "plan.newTitle"),
    closeTo: planPath(scope.person.username, scope.program.id),
    constraint: getZodConstraint(planFormSchema),
    values: { description: scope.plan?.description ?? "" },
  });
}

export async function action(args: ActionFunctionArgs) {
  const { context, request } = args;
  const editing = isEditing(request);
  const scope = await requireOwnPlanForm(args, editing);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: planFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const body = { description: submission.value.description, user: scope.user.id, program: scope.program.id };
  try {
    if (editing) await context.api.workplan.update(scope.program.id, body);
    else await context.api.workplan.create(body);
  } catch (error) {
    const failure = throwIfRefused(error);
    // Second spec › Error catalogue: a failed create or edit says 'Error, por favor intenta nuevamente'.
    const reply =
      failure.kind === "validation"
        ? replyWithFailure(submission, failure, { fields: ["description"] })
        : submission.reply({ formErrors: ["plans:plan.failed"] });
    return json(reply, { status: failureStatus(failure) });
  }
  return redirect(planPath(scope.person.username, scope.program.id), {
    headers: withFlash(
      { type: "success", key: editing ? "plans:plan.edited" : "plans:plan.created" },
      context.session.secure,
    ),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function PlanFormRoute() {
  const { t } = useTranslation(["plans", "common"]);
  const { editing, title, closeTo, constraint, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm<PlanForm>({
    once: true,
    id: editing ? "plan-edit" : "plan-new",
    lastResult,
    defaultValue: values,
    constraint,
    rules: lazyRules(() => import("./plan-form.schema").then(({ planFormSchema }) => planFormSchema)),
    unsaved: true,
  });
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("plans:form.close")}>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        {onceKey}
        <TextArea field={fields.description} label={t("plans:plan.description")} rows={5} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
            {t(editing ? "plans:form.save" : "plans:plan.create")}
          </Button>
          <ButtonLink to={closeTo} preventScrollReset variant="ghost">
            {t("plans:form.cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
