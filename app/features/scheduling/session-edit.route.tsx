// `/calendar/evento/{slug}/editar` (defined here; core spec › Validation rules, core spec › Roles and permissions, core spec › The calls it makes PUT /zoom_master/event/{id} and PUT
// /entity/events/{slug}): staff of the session's institution get the full form prefilled; the session's mentor
// gets the mentor form (tool required, date and hours, name). Others: 403. Marketplace sessions are edited at
// /editar-mentoria (features/marketplace/session-edit.route.tsx).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Button, ButtonLink, FormErrors, RouteDialog, TextField } from "~/ui";
import { SessionFormConflict, type ConflictView } from "./conflict-notice";
import { GroupedSelect, type OptionGroup } from "./grouped-select";
import { requireSessionEditor } from "./scheduling.server";
import { SessionForm } from "./session-form";
import {
  mentorFormData,
  mentorSessionAction,
  schedulingT,
  staffSessionAction,
  staffValues,
  localZoneLabel,
} from "./session-form.server";
import { pickerEntrepreneurs, staffOptions } from "./session-people.server";
import { mentorEditSchema, sessionEditSchema, type MentorEditForm } from "./session.schema";
import * as styles from "./scheduling.css";
import { pageTitle } from "~/lib/meta";
import { marketplaceSessionEditPath, sessionPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["scheduling"] };
const EDITOR = { marketplaceTo: marketplaceSessionEditPath };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, session, role } = await requireSessionEditor(context, request, params.slug, EDITOR);
  const { t } = await schedulingT(request, user);
  const { zone, label } = await localZoneLabel(request);
  const base = { title: t("scheduling:session.editTitle"), slug: session.slug, zone: label };
  if (role === "staff") {
    const { tools, mentors, entrepreneurs: all } = await staffOptions(context, session.entidad!);
    return json({
      ...base,
      kind: "staff" as const,
      constraint: getZodConstraint(sessionEditSchema),
      tools: tools.groups,
      mentors,
      ...pickerEntrepreneurs(all, session, mentors),
      values: staffValues(session, zone) as Record<string, string | string[] | undefined>,
    });
  }
  const { tools, values } = await mentorFormData(context, request, user, session);
  return json({
    ...base,
    kind: "mentor" as const,
    constraint: getZodConstraint(mentorEditSchema),
    tools,
    mentors: [],
    entrepreneurs: [],
    addPeople: false,
    boardMentors: null,
    values: values as Record<string, string | string[] | undefined>,
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { user, session, role } = await requireSessionEditor(context, request, params.slug, EDITOR);
  if (role === "staff") return staffSessionAction(context, request, user, session);
  return mentorSessionAction(context, request, session);
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SessionEditRoute() {
  const { t } = useTranslation(["scheduling"]);
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const closeTo = sessionPath(data.slug);
  return (
    <RouteDialog
      title={t("scheduling:session.editTitle")}
      closeTo={closeTo}
      closeLabel={t("scheduling:close")}
      size="lg"
    >
      {data.kind === "staff" ? (
        <SessionForm
          mode="edit"
          constraint={data.constraint}
          defaultValue={data.values}
          tools={data.tools}
          mentors={data.mentors}
          entrepreneurs={data.entrepreneurs}
          addPeople={data.addPeople}
          boardMentors={data.boardMentors}
          zone={data.zone}
          lastResult={reply?.result}
          conflict={reply?.conflict ?? null}
          cancelTo={closeTo}
        />
      ) : (
        <MentorForm
          constraint={data.constraint}
          defaultValue={data.values}
          tools={data.tools}
          zone={data.zone}
          lastResult={reply?.result}
          conflict={reply?.conflict ?? null}
          cancelTo={closeTo}
        />
      )}
    </RouteDialog>
  );
}

function MentorForm({
  constraint,
  defaultValue,
  tools,
  zone,
  lastResult,
  conflict,
  cancelTo,
}: {
  constraint: Parameters<typeof useForm>[0]["constraint"];
  defaultValue: Record<string, string | string[] | undefined>;
  tools: OptionGroup[];
  zone: string;
  lastResult: SubmissionResult<string[]> | undefined;
  conflict: ConflictView | null;
  cancelTo: string;
}) {
  const { t } = useTranslation(["scheduling", "common"]);
  const { form, fields, pending } = useAppForm<MentorEditForm>({
    id: "session-mentor-edit",
    lastResult,
    defaultValue,
    constraint,
    rules: lazyRules(() => import("./session.schema").then(({ mentorEditSchema }) => mentorEditSchema)),
    unsaved: true,
  });
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormErrors form={form} />
      {conflict ? <SessionFormConflict conflict={conflict} /> : null}
      <GroupedSelect
        field={fields.mentoria}
        label={t("scheduling:session.herramienta")}
        placeholder={t("scheduling:session.herramientaPlaceholder")}
        groups={tools}
      />
      <p className={styles.muted}>{t("scheduling:session.timesHelp", { zone })}</p>
      <div className={styles.fieldRow}>
        <TextField field={fields.inicio} type="datetime-local" label={t("scheduling:session.inicio")} step={1800} />
        <TextField field={fields.fin} type="datetime-local" label={t("scheduling:session.fin")} step={1800} />
      </div>
      <TextField field={fields.nombre} label={t("scheduling:session.nombre")} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t("scheduling:session.save")}
        </Button>
        <ButtonLink to={cancelTo} preventScrollReset variant="ghost">
          {t("scheduling:cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
