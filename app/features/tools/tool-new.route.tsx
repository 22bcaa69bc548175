// `/programs/programs/mentorships/new/{programId}` ('Nueva herramienta', core spec › Screens and routes: "Creating a tool:
// mentorships/new/{program id}"): the create form as a dialog over the program's tools (a section at the
// top of them without JS). POST /programa/crear/mentoria/{programId}.
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
import { RouteDialog } from "~/ui";
import { toolCreateSchema } from "./tool.schema";
import { ToolForm } from "./tool-form";
import { institutionMentors, loadToolsPage, mentorsToSave, requireProgramAdmin } from "./tools.server";
import { ToolsView } from "./tools-view";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { replyWithNameErrors } from "~/lib/people-picker.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { toolsPath } from "~/paths";

export const handle = { i18n: ["tools"] };

const FIELDS = ["nombre", "tipo", "descripcion", "mentor"];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { program } = await requireProgramAdmin(context, request, params.programId);
  const [{ t, list }, { mentors, add }] = await Promise.all([
    loadToolsPage(context, request, params.programId),
    institutionMentors(context, program),
  ]);
  return json({
    title: t("tools:form.createTitle"),
    constraint: getZodConstraint(toolCreateSchema),
    list,
    mentors,
    addMentors: add,
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { program } = await requireProgramAdmin(context, request, params.programId);
  const formData = await readForm(request, context);
  const { errors } = await mentorsToSave(context, request, program.entidad, formData, []);
  const submission = parseWithZod(formData, { schema: toolCreateSchema });
  if (submission.status !== "success" || errors.length > 0) {
    return json(replyWithNameErrors(submission, "mentor_nuevos", errors), { status: 400 });
  }
  const { mentor_nuevos: _typed, ...body } = submission.value;
  try {
    await context.api.programa.createTool(program.id, body);
  } catch (error) {
    const failure = throwIfRefused(error);
    // 'on failure the server error is shown' (core spec › Error catalogue): the API's messages, in their fields or on top.
    return json(replyWithFailure(submission, failure, { fields: FIELDS }), {
      status: failureStatus(failure),
    });
  }
  return redirect(toolsPath(program.id), {
    headers: withFlash({ type: "success", key: "tools:form.created" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ToolNewRoute() {
  const { t } = useTranslation(["tools"]);
  const { list, constraint, mentors, addMentors } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const closeTo = toolsPath(list.program.id);
  return (
    <ToolsView data={list}>
      <RouteDialog title={t("tools:form.createTitle")} closeTo={closeTo} closeLabel={t("tools:form.close")}>
        <ToolForm
          mode="create"
          constraint={constraint}
          mentors={mentors}
          addMentors={addMentors}
          lastResult={lastResult}
          cancelTo={closeTo}
        />
      </RouteDialog>
    </ToolsView>
  );
}
