// `/empresa/{id}/equipo/nuevo`: add a partner (second spec › Validation rules "Team member"; second spec › The calls it makes POST /company/{id}/team/partner/):
// first name, last name, e-mail. The API invites them by e-mail and adds them to the team;
// 'Persona agragada correctamente'.
import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { Button, ButtonLink, FormErrors, RouteDialog, TextField } from "~/ui";
import { partnerFormSchema, type PartnerForm } from "./company.schema";
import { requireCompanyEditor } from "./company.server";
import * as styles from "./company.css";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { companyPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["company"] };

const FIELDS = ["first_name", "last_name", "email"];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { company } = await requireCompanyEditor(context, request, params.id);
  const t = await i18nServer.getFixedT(request, "company");
  return json({ id: company.id, constraint: getZodConstraint(partnerFormSchema), title: t("team.addTitle") });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { company } = await requireCompanyEditor(context, request, params.id);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: partnerFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await context.api.company.addPartner(company.id, submission.value);
  } catch (error) {
    const failure = throwIfRefused(error);
    return json(replyWithFailure(submission, failure, { fields: FIELDS }), {
      status: failureStatus(failure),
    });
  }
  return redirect(companyPath(company.id), {
    headers: withFlash({ type: "success", key: "company:team.added" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function PartnerNewRoute() {
  const { t } = useTranslation(["company", "common"]);
  const { id, constraint } = useLoaderData<typeof loader>();
  const { form, fields, pending, onceKey } = useAppForm<PartnerForm>({
    once: true,
    id: "partner-new",
    lastResult: useActionData<typeof action>(),
    constraint,
    rules: lazyRules(() => import("./company.schema").then(({ partnerFormSchema }) => partnerFormSchema)),
  });
  const closeTo = companyPath(id);
  return (
    <RouteDialog title={t("company:team.addTitle")} closeTo={closeTo} closeLabel={t("company:form.close")}>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        {onceKey}
        <TextField field={fields.first_name} label={t("company:team.firstName")} autoComplete="off" />
        <TextField field={fields.last_name} label={t("company:team.lastName")} autoComplete="off" />
        <TextField field={fields.email} type="email" label={t("company:team.email")} autoComplete="off" />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
            {t("company:team.submit")}
          </Button>
          <ButtonLink to={closeTo} preventScrollReset variant="ghost">
            {t("company:form.cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
