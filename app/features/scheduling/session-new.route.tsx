// `/calendar/nuevo` (defined here; core spec › Validation rules "Session create or edit (institution)", core spec › The calls it makes POST
// /zoom_master/event): institution staff create a session; a dialog over 'Mi Calendario' with JS, a section
// of it without.
import { getZodConstraint } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { RouteDialog } from "~/ui";
import { SessionForm } from "./session-form";
import { localZoneLabel, staffSessionAction, schedulingT } from "./session-form.server";
import { pickerEntrepreneurs, staffOptions } from "./session-people.server";
import { sessionCreateSchema } from "./session.schema";
import { pageTitle } from "~/lib/meta";
import { calendarPath } from "~/paths";

export const handle = { i18n: ["scheduling"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "institution" });
  const [{ tools, mentors, entrepreneurs: all }, { t }] = await Promise.all([
    staffOptions(context, user.entidad_entidad[0]!.id),
    schedulingT(request, user),
  ]);
  return json({
    title: t("scheduling:session.newTitle"),
    constraint: getZodConstraint(sessionCreateSchema),
    tools: tools.groups,
    mentors,
    ...pickerEntrepreneurs(all, null, mentors),
    zone: (await localZoneLabel(request)).label,
  });
}

export async function action({ context, request }: ActionFunctionArgs) {
  const user = await requireUser(context, request, { role: "institution" });
  return staffSessionAction(context, request, user, null);
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SessionNewRoute() {
  const { t } = useTranslation(["scheduling"]);
  const { constraint, tools, mentors, entrepreneurs, addPeople, boardMentors, zone } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <RouteDialog
      title={t("scheduling:session.newTitle")}
      closeTo={calendarPath}
      closeLabel={t("scheduling:close")}
      size="lg"
    >
      <SessionForm
        mode="create"
        constraint={constraint}
        defaultValue={{ tipo: "Grupal" }}
        tools={tools}
        mentors={mentors}
        entrepreneurs={entrepreneurs}
        addPeople={addPeople}
        boardMentors={boardMentors}
        zone={zone}
        lastResult={reply?.result}
        conflict={reply?.conflict ?? null}
        cancelTo={calendarPath}
      />
    </RouteDialog>
  );
}
