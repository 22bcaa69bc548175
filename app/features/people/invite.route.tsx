// Invite one person: `/funcionarios/new` (core spec › Validation rules "Invite staff"), `/users/new` (entrepreneur) and
// `/mentors/new` (second spec › Validation rules "Invite mentor"). A dialog over the list with JS, a page section without.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { translateErrors } from "~/lib/forms";
import { useFormRules } from "~/lib/use-lazy-module";
import { useTermWords } from "~/lib/use-term-words";
import { Button, FormErrors, RouteDialog, TextField, useUnsavedChanges } from "~/ui";
import { INVITE_SCHEMAS } from "./invite.schema";
import { EMAIL_FIELD, kindOfPath, type PeopleKind } from "./kinds";
import { inviteOne, peopleT, requireAdmin } from "./people.server";
import * as styles from "./people.css";
import { pageTitle } from "~/lib/meta";
import { OnceKey } from "~/ui/once-key";
import { PEOPLE_LIST_PATH } from "~/paths";

const loadRules = () => import("./form-rules");
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
  // Computed here: the browser's first load carries no zod (the rules load later, see use-form-rules).
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
  const navigation = useNavigation();
  const rules = useFormRules(loadRules);
  const [form, fields] = useForm({
    id: `invite-${kind}`,
    lastResult,
    constraint,
    // Before the rules arrive, validate only on submit: Conform would otherwise post the form to check it.
    shouldValidate: rules ? "onBlur" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateInvite(kind, formData) : undefined,
  });
  const emailField = fields[EMAIL_FIELD[kind] as keyof typeof fields];
  useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  return (
    <RouteDialog title={t(TITLE[kind], words)} closeTo={PEOPLE_LIST_PATH[kind]} closeLabel={t("people:close")}>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <OnceKey />
        <TextField
          label={t("people:invite.firstName")}
          errors={translateErrors(t, fields.first_name.errors)}
          autoComplete="off"
          {...getInputProps(fields.first_name, { type: "text" })}
        />
        <TextField
          label={t("people:invite.lastName")}
          errors={translateErrors(t, fields.last_name.errors)}
          autoComplete="off"
          {...getInputProps(fields.last_name, { type: "text" })}
        />
        <TextField
          label={t("people:invite.email")}
          errors={translateErrors(t, emailField.errors)}
          autoComplete="off"
          {...getInputProps(emailField, { type: "email" })}
        />
        <Button type="submit" variant="primary" pending={navigation.state === "submitting"}>
          {t("people:invite.submit")}
        </Button>
      </Form>
    </RouteDialog>
  );
}
