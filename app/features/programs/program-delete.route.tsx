// `/programs/programs/{id}/eliminar` (this app's URL): asks whether the administrator is sure, then deletes
// the program (DELETE /programa/eliminar/{id}; second spec › Error catalogue 'Programa eliminado correctamente', failure
// 'Error, por favor intenta nuevamente'). A dialog over the program's detail with JS, a page section without.
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
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { programsT, requireProgramAdmin } from "./programs.server";
import { pageTitle } from "~/lib/meta";
import { throwIfRefused } from "~/lib/refusal.server";
import { programPath, programsPath } from "~/paths";

export const handle = { i18n: ["programs"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, program } = await requireProgramAdmin(context, request, params);
  const { t } = await programsT(request, user);
  return json({ id: program.id, name: program.nombre, title: t("delete.title") });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { program } = await requireProgramAdmin(context, request, params);
  try {
    await context.api.programa.remove(program.id);
  } catch (error) {
    // The API refusing is an authorization answer, not a failed attempt to retry.
    throwIfRefused(error, ["forbidden"]);
    return redirect(programPath(program.id), {
      headers: withFlash({ type: "error", key: "programs:delete.failed" }, context.session.secure),
    });
  }
  return redirect(programsPath, {
    headers: withFlash({ type: "success", key: "programs:delete.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProgramDeleteRoute() {
  const { t } = useTranslation(["programs"]);
  const { id, name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t("programs:delete.title")}
      question={t("programs:delete.confirm", { name })}
      hint={t("programs:delete.hint")}
      submitLabel={t("programs:delete.submit")}
      cancelLabel={t("programs:delete.cancel")}
      closeLabel={t("programs:delete.close")}
      closeTo={programPath(id)}
    />
  );
}
