// `/plan/{username}/{programId}/eliminar` (defined here): the entrepreneur confirms deleting their plan
// (second spec › Error catalogue "Plan"), then DELETE /workplan/workplan/{id}/; its activities and observations go with it.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { throwIfRefused } from "~/lib/refusal.server";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { loadPlanScope, requirePlanOf } from "./plans.server";
import { planPath } from "~/paths";

export const handle = { i18n: ["plans"] };

async function requireOwnPlan(args: LoaderFunctionArgs) {
  const scope = await loadPlanScope(args.context, args.request, args.params);
  if (!scope.owner) throw new Response("Forbidden", { status: 403 });
  return { scope, plan: requirePlanOf(scope), closeTo: planPath(scope.person.username, scope.program.id) };
}

export async function loader(args: LoaderFunctionArgs) {
  const { closeTo } = await requireOwnPlan(args);
  const t = await i18nServer.getFixedT(args.request, "plans");
  return json({ title: t("delete.title"), closeTo });
}

export async function action(args: ActionFunctionArgs) {
  const { scope, plan, closeTo } = await requireOwnPlan(args);
  const secure = args.context.session.secure;
  try {
    await args.context.api.workplan.remove(plan.id);
  } catch (error) {
    throwIfRefused(error);
    return redirect(closeTo, { headers: withFlash({ type: "error", key: "plans:delete.failed" }, secure) });
  }
  return redirect(planPath(scope.person.username, scope.program.id), {
    headers: withFlash({ type: "success", key: "plans:delete.success" }, secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function PlanDeleteRoute() {
  const { t } = useTranslation(["plans"]);
  const { title, closeTo } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={title}
      question={t("plans:delete.confirm")}
      submitLabel={t("plans:delete.submit")}
      cancelLabel={t("plans:form.cancel")}
      closeLabel={t("plans:form.close")}
      closeTo={closeTo}
    />
  );
}
