// `/programs/programs/mentorships/{programId}/{toolId}/edit` (defined here; core spec › Validation rules "Tool create or edit"):
// the edit form as a dialog over the program's tools. PUT /programa/actualizar/mentoria/{id}.
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { RouteDialog } from "~/ui";
import { toolEditSchema } from "./tool.schema";
import { ToolForm } from "./tool-form";
import { institutionMentors, mentorsToSave, requireProgramAdmin, requireProgramTool } from "./tools.server";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { replyWithNameErrors } from "~/lib/people-picker.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { toolsPath } from "~/paths";

export const handle = { i18n: ["tools"] };

const FIELDS = ["nombre", "tipo", "descripcion", "mentor"];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { program } = await requireProgramAdmin(context, request, params.programId);
  const [tool, t] = await Promise.all([
    requireProgramTool(context, program, params.toolId),
    i18nServer.getFixedT(request, "tools"),
  ]);
  const { mentors, add } = await institutionMentors(context, program, tool.mentor);
  return json({
    title: t("tools:form.editTitle"),
    constraint: getZodConstraint(toolEditSchema),
    programId: program.id,
    values: {
      nombre: tool.nombre,
      tipo: tool.tipo,
      descripcion: tool.descripcion,
      mentor: tool.mentor.map(String),
    },
    mentors,
    addMentors: add,
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { program } = await requireProgramAdmin(context, request, params.programId);
  const tool = await requireProgramTool(context, program, params.toolId);
  const formData = await readForm(request, context);
  const { errors } = await mentorsToSave(context, request, program.entidad, formData, tool.mentor);
  const submission = parseWithZod(formData, { schema: toolEditSchema });
  if (submission.status !== "success" || errors.length > 0) {
    return json(replyWithNameErrors(submission, "mentor_nuevos", errors), { status: 400 });
  }
  const { mentor_nuevos: _typed, ...body } = submission.value;
  try {
    await context.api.programa.updateTool(tool.id, body);
  } catch (error) {
    const failure = throwIfRefused(error);
    // 'Error al crear la herramienta, por favor intente nuevamente' (core spec › Error catalogue), plus what the API said.
    const reply = replyWithFailure(submission, failure, { fields: FIELDS });
    return json(
      { ...reply, error: { ...reply.error, "": ["tools:form.editFailed", ...(reply.error?.[""] ?? [])] } },
      { status: failureStatus(failure) },
    );
  }
  return redirect(toolsPath(program.id), {
    headers: withFlash({ type: "success", key: "tools:form.edited" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ToolEditRoute() {
  const { t } = useTranslation(["tools"]);
  const { programId, values, constraint, mentors, addMentors } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const closeTo = toolsPath(programId);
  return (
    <RouteDialog title={t("tools:form.editTitle")} closeTo={closeTo} closeLabel={t("tools:form.close")}>
      <ToolForm
        mode="edit"
        constraint={constraint}
        defaultValue={values}
        mentors={mentors}
        addMentors={addMentors}
        lastResult={lastResult}
        cancelTo={closeTo}
      />
    </RouteDialog>
  );
}
