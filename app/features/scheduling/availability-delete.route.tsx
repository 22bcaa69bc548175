// `/calendar/disponibilidad/{id}/eliminar` (defined here; core spec › Error catalogue "Delete confirmation", "Availability"):
// asks whether the mentor is sure, then DELETE {scheduler}/mentor_availability/{id}.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { describeAvailability } from "./scheduling.server";
import { schedulingT } from "./session-form.server";
import { pageTitle } from "~/lib/meta";
import { throwIfRefused } from "~/lib/refusal.server";
import { idParam } from "~/lib/id-param";
import { availabilityPath } from "~/paths";

export const handle = { i18n: ["scheduling"] };

async function rowOf(context: AppLoadContext, user: ApiUser, param: string | undefined) {
  const id = idParam(param);
  const rows = await context.api.calendario.availability(user.id);
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Response("Not Found", { status: 404 });
  return row;
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "mentor" });
  const [row, { t }] = await Promise.all([rowOf(context, user, params.id), schedulingT(request, user)]);
  const [described] = describeAvailability([row], t);
  return json({ title: t("scheduling:availability.deleteTitle"), when: described!.when });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request, { role: "mentor" });
  const row = await rowOf(context, user, params.id);
  try {
    await context.api.calendario.removeAvailability(row.id);
  } catch (error) {
    throwIfRefused(error);
    return redirect(availabilityPath, {
      headers: withFlash({ type: "error", key: "scheduling:availability.deleteFailed" }, context.session.secure),
    });
  }
  return redirect(availabilityPath, {
    headers: withFlash({ type: "success", key: "scheduling:availability.deleted" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function AvailabilityDeleteRoute() {
  const { t } = useTranslation(["scheduling"]);
  const { when } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t("scheduling:availability.deleteTitle")}
      question={t("scheduling:availability.deleteConfirm", { when })}
      submitLabel={t("scheduling:availability.deleteSubmit")}
      cancelLabel={t("scheduling:cancel")}
      closeLabel={t("scheduling:close")}
      closeTo={availabilityPath}
    />
  );
}
