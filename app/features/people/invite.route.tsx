// Invite one person: `/funcionarios/new` (core spec › Validation rules "Invite staff"), `/users/new` (entrepreneur) and
// `/mentors/new` (second spec › Validation rules "Invite mentor"). A dialog over the list with JS, a page section without.
import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { useTermWords } from "~/lib/use-term-words";
import { Button, FormErrors, RouteDialog, TextField } from "~/ui";
import { INVITE_SCHEMAS } from "./invite.schema";
import { EMAIL_FIELD, kindOfPath, type PeopleKind } from "./kinds";
import { inviteOne, peopleT, requireAdmin } from "./people.server";
import * as styles from "./people.css";
import { pageTitle } from "~/lib/meta";
import { PEOPLE_LIST_PATH } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["people"] };

const TITLE: Record<PeopleKind, string> = {
  funcionario: "people:invite.titleStaff",
  emprendedor: "people:invite.titleEntrepreneur",
  mentor: "people:invite.titleMentor",
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(context, request);
  const kind = kindOfPath(new URL(request.url).pathname);
  const { t, words } = await peopleT(request, user);
  // Computed here: the browser's first load carries no zod (the rules load later, see `lazyRules` in ~/lib/use-app-form).
  return json({ kind, constraint: getZodConstraint(INVITE_SCHEMAS[kind]), title: t(TITLE[kind], words) });
}

export async function action({ context, request }: ActionFunctionArgs) {
  return inviteOne(context, request, kindOfPath(new URL(request.url).pathname));
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function InviteRoute() {
  const { t } = useTranslation(["people", "common"]);
  const words = useTermWords();
  const { kind, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm({
    once: true,
    id: `invite-${kind}`,
    lastResult,
    constraint,
    rules: lazyRules(() => import("./invite.schema").then(({ INVITE_SCHEMAS }) => INVITE_SCHEMAS[kind])),
    revalidate: "onBlur",
    unsaved: true,
  });
  const emailField = fields[EMAIL_FIELD[kind] as keyof typeof fields];
  return (
    <RouteDialog title={t(TITLE[kind], words)} closeTo={PEOPLE_LIST_PATH[kind]} closeLabel={t("people:close")}>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        {onceKey}
        <TextField field={fields.first_name} label={t("people:invite.firstName")} autoComplete="off" />
        <TextField field={fields.last_name} label={t("people:invite.lastName")} autoComplete="off" />
        <TextField field={emailField} type="email" label={t("people:invite.email")} autoComplete="off" />
        <Button type="submit" variant="primary" pending={pending}>
          {t("people:invite.submit")}
        </Button>
      </Form>
    </RouteDialog>
  );
}
