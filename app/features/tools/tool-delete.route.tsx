// `/programs/programs/mentorships/{programId}/{toolId}/eliminar` (defined here): asks whether the administrator
// is sure (core spec › Error catalogue "Delete confirmation"), then DELETE /programa/eliminar/mentoria/{id}.
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
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { requireProgramAdmin, requireProgramTool } from "./tools.server";
import { pageTitle } from "~/lib/meta";
import { throwIfRefused } from "~/lib/refusal.server";
import { toolsPath } from "~/paths";

export const handle = { i18n: ["tools"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { program } = await requireProgramAdmin(context, request, params.programId);
  const [tool, t] = await Promise.all([
    requireProgramTool(context, program, params.toolId),
    i18nServer.getFixedT(request, "tools"),
  ]);
  return json({ title: t("tools:delete.title"), programId: program.id, name: tool.nombre });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { program } = await requireProgramAdmin(context, request, params.programId);
  const tool = await requireProgramTool(context, program, params.toolId);
  try {
    await context.api.programa.removeTool(tool.id);
  } catch (error) {
    throwIfRefused(error);
    return redirect(toolsPath(program.id), {
      headers: withFlash({ type: "error", key: "tools:delete.failed" }, context.session.secure),
    });
  }
  return redirect(toolsPath(program.id), {
    headers: withFlash({ type: "success", key: "tools:delete.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ToolDeleteRoute() {
  const { t } = useTranslation(["tools"]);
  const { programId, name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t("tools:delete.title")}
      question={t("tools:delete.confirm", { name })}
      submitLabel={t("tools:delete.submit")}
      cancelLabel={t("tools:delete.cancel")}
      closeLabel={t("tools:form.close")}
      closeTo={toolsPath(programId)}
    />
  );
}
