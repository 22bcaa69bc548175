// `/calendar/evento/{slug}/eliminar` (defined here; core spec › Error catalogue "Delete confirmation", "Event deleted"): asks
// whether the user is sure, then DELETE /zoom_master/event/{slug} (staff) or /entity/delete/event/{slug} (the
// session's mentor). A paid marketplace mentoring or a session with an acta cannot be deleted: the dialog says so
// and the action refuses.
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
import { isPaidMarketplace } from "~/lib/session-role";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { requireSessionEditor } from "./scheduling.server";
import { schedulingT } from "./session-form.server";
import { pageTitle } from "~/lib/meta";
import { throwIfRefused } from "~/lib/refusal.server";
import { calendarPath, sessionPath } from "~/paths";

export const handle = { i18n: ["scheduling"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, session } = await requireSessionEditor(context, request, params.slug);
  const { t } = await schedulingT(request, user);
  return json({
    title: t("scheduling:delete.title"),
    slug: session.slug,
    name: session.nombre,
    paid: isPaidMarketplace(session),
    // Issue 34 §5: a session with an acta is kept (its attendance and ratings point at it).
    hasActa: session.act !== null,
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { session, role } = await requireSessionEditor(context, request, params.slug);
  if (isPaidMarketplace(session) || session.act !== null) {
    const key = session.act !== null ? "scheduling:delete.hasActa" : "scheduling:delete.paid";
    return redirect(sessionPath(session.slug), {
      headers: withFlash({ type: "error", key }, context.session.secure),
    });
  }
  try {
    if (role === "staff") await context.api.calendario.remove(session.slug);
    else await context.api.calendario.mentorRemove(session.slug);
  } catch (error) {
    throwIfRefused(error);
    return redirect(sessionPath(session.slug), {
      headers: withFlash({ type: "error", key: "scheduling:delete.failed" }, context.session.secure),
    });
  }
  return redirect(calendarPath, {
    headers: withFlash({ type: "success", key: "scheduling:delete.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SessionDeleteRoute() {
  const { t } = useTranslation(["scheduling"]);
  const { slug, name, paid, hasActa } = useLoaderData<typeof loader>();
  const blocked = paid || hasActa;
  return (
    <ConfirmDialog
      title={t("scheduling:delete.title")}
      question={t("scheduling:delete.confirm", { name })}
      submitLabel={t("scheduling:delete.submit")}
      blocked={blocked ? t(hasActa ? "scheduling:delete.hasActa" : "scheduling:delete.paid") : undefined}
      cancelLabel={t(blocked ? "scheduling:close" : "scheduling:cancel")}
      closeLabel={t("scheduling:close")}
      closeTo={sessionPath(slug)}
    />
  );
}
