// `/users/{username}/desactivar`: asks whether the administrator is sure, then deactivates the
// entrepreneur (PUT /usuario/desactivar/{username}; core spec › Error catalogue 'Usuario eliminado correctamente').
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
import { expectApiFailure } from "~/lib/forms.server";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { peopleT, requireAdmin, requireMember } from "./people.server";
import { pageTitle } from "~/lib/meta";
import { fullName } from "~/lib/person-name";
import { PEOPLE_LIST_PATH } from "~/paths";

export const handle = { i18n: ["people"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, entidadId } = await requireAdmin(context, request);
  const person = await requireMember(context, entidadId, params.username ?? "", { mentor: false });
  const { t } = await peopleT(request, user);
  return json({
    name: fullName(person),
    title: t("people:deactivate.title"),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { entidadId } = await requireAdmin(context, request);
  const person = await requireMember(context, entidadId, params.username ?? "", { mentor: false });
  try {
    await context.api.people.deactivate(person.username);
  } catch (error) {
    expectApiFailure(error);
    return redirect(PEOPLE_LIST_PATH.emprendedor, {
      headers: withFlash({ type: "error", key: "people:deactivate.failed" }, context.session.secure),
    });
  }
  return redirect(PEOPLE_LIST_PATH.emprendedor, {
    headers: withFlash({ type: "success", key: "people:deactivate.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function DeactivateRoute() {
  const { t } = useTranslation(["people"]);
  const { name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t("people:deactivate.title")}
      question={t("people:deactivate.confirm", { name })}
      hint={t("people:deactivate.hint")}
      submitLabel={t("people:deactivate.submit")}
      cancelLabel={t("people:cancel")}
      closeLabel={t("people:close")}
      closeTo={PEOPLE_LIST_PATH.emprendedor}
    />
  );
}
