// `/user/{username}/desactivar` (defined here; core spec › States and transitions "User deactivation", core spec › The calls it makes PUT /usuario/desactivar/
// {username}): the owner deactivates their own account after confirming (core spec › Error catalogue "Delete confirmation");
// is_active becomes false, every session of the account ends and the user is signed out.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { endSession, userTypeOf } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { throwIfRefused } from "~/lib/refusal.server";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { requireOwnProfile } from "./profiles.server";
import { loginPath, profilePath } from "~/paths";

export const handle = { i18n: ["profiles"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user } = await requireOwnProfile(context, request, params.username, "/desactivar");
  if (userTypeOf(user) === "institution") throw new Response("Forbidden", { status: 403 });
  const t = await i18nServer.getFixedT(request, "profiles");
  return json({ title: t("profiles:deactivate.title"), username: user.username });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { user } = await requireOwnProfile(context, request, params.username, "/desactivar");
  try {
    await context.api.profiles.deactivateSelf(user.username);
  } catch (error) {
    throwIfRefused(error);
    return redirect(profilePath(user.username), {
      headers: withFlash({ type: "error", key: "profiles:deactivate.failed" }, context.session.secure),
    });
  }
  // The API revoked every token of the account: only the cookie is left to clear.
  return redirect(loginPath, {
    headers: withFlash({ type: "success", key: "profiles:deactivate.success" }, context.session.secure, [
      endSession(context),
    ]),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProfileDeactivateRoute() {
  const { t } = useTranslation(["profiles"]);
  const { username } = useLoaderData<typeof loader>();
  return (
    // A title of its own: without JS the dialog is a region beside the profile's "Desactivar cuenta" card.
    <ConfirmDialog
      title={t("profiles:deactivate.dialogTitle")}
      question={t("profiles:deactivate.confirm")}
      submitLabel={t("profiles:deactivate.submit")}
      cancelLabel={t("profiles:deactivate.cancel")}
      closeLabel={t("profiles:edit.close")}
      closeTo={profilePath(username)}
    />
  );
}
