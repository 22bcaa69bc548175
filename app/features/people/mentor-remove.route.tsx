// `/mentors/{username}/eliminar`: asks whether the administrator is sure, then removes the mentor from the
// institution (DELETE /entidad/{id}/mentor/{username}/; second spec › Screens and routes "removing a mentor ... with confirmation").
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
import { useTermWords } from "~/lib/use-term-words";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { peopleT, requireAdmin, requireMember } from "./people.server";
import { pageTitle } from "~/lib/meta";
import { fullName } from "~/lib/person-name";
import { PEOPLE_LIST_PATH } from "~/paths";

export const handle = { i18n: ["people"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, entidadId } = await requireAdmin(context, request);
  const person = await requireMember(context, entidadId, params.username ?? "", { mentor: true });
  const { t, words } = await peopleT(request, user);
  return json({
    name: fullName(person),
    title: t("people:removeMentor.title", words),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { user, entidadId } = await requireAdmin(context, request);
  const person = await requireMember(context, entidadId, params.username ?? "", { mentor: true });
  const { words } = await peopleT(request, user);
  try {
    await context.api.people.removeMentor(entidadId, person.username);
  } catch (error) {
    expectApiFailure(error);
    return redirect(PEOPLE_LIST_PATH.mentor, {
      headers: withFlash({ type: "error", key: "people:removeMentor.failed", values: words }, context.session.secure),
    });
  }
  return redirect(PEOPLE_LIST_PATH.mentor, {
    headers: withFlash({ type: "success", key: "people:removeMentor.success", values: words }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MentorRemoveRoute() {
  const { t } = useTranslation(["people"]);
  const words = useTermWords();
  const { name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t("people:removeMentor.title", words)}
      question={t("people:removeMentor.confirm", { name })}
      submitLabel={t("people:removeMentor.submit")}
      cancelLabel={t("people:cancel")}
      closeLabel={t("people:close")}
      closeTo={PEOPLE_LIST_PATH.mentor}
    />
  );
}
