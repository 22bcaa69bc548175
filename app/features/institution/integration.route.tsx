// Integration requirements (core spec › Screens and routes "an integration-requirements modal"; second spec › Screens and routes "Support and
// integration"): the dialog `/institution/integraciones` over the institution's home, and the page
// `/integraciones`. Both post the free text to POST /integracion/crear and go back to /institution.
import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import * as shell from "~/styles/page.css";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { expectApiFailure, failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { Button, ButtonLink, FormErrors, RouteDialog, TextArea } from "~/ui";
import { integrationSchema } from "./integration.schema";
import * as styles from "./institution.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { institutionPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["institution"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireUser(context, request, { role: "institution" });
  const t = await i18nServer.getFixedT(request, "institution");
  return json({ title: t("integration.title"), constraint: getZodConstraint(integrationSchema) });
}

export async function action({ context, request }: ActionFunctionArgs) {
  await requireUser(context, request, { role: "institution" });
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: integrationSchema });
  if (submission.status !== "success") return json(replyInvalid(submission), { status: 400 });
  try {
    await context.api.entidad.createIntegrationRequest(submission.value.solicitud);
  } catch (error) {
    const failure = expectApiFailure(error);
    // Core spec › Error catalogue: 'Error al enviar la solicitud'; a field error of the API goes to its field.
    const reply =
      failure.kind === "validation" && failure.fieldErrors.solicitud
        ? replyWithFailure(submission, failure, { fields: ["solicitud"] })
        : submission.reply({ formErrors: ["institution:integration.failure"] });
    return json(reply, { status: failureStatus(failure) });
  }
  return redirect(institutionPath, {
    headers: withFlash({ type: "success", key: "institution:integration.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function IntegrationRoute() {
  const { t } = useTranslation(["institution", "common"]);
  const { pathname } = useLocation();
  const form = <IntegrationForm />;
  if (pathname.startsWith("/institution/")) {
    return (
      <RouteDialog
        title={t("institution:integration.title")}
        closeTo={institutionPath}
        closeLabel={t("institution:integration.close")}
      >
        {form}
      </RouteDialog>
    );
  }
  return (
    <div className={shell.page}>
      <h1 className={shell.title}>{t("institution:integration.title")}</h1>
      {form}
    </div>
  );
}

function IntegrationForm() {
  const { t } = useTranslation(["institution", "common"]);
  const lastResult = useActionData<typeof action>();
  const { constraint } = useLoaderData<typeof loader>();
  const { form, fields, pending, onceKey } = useAppForm({
    once: true,
    id: "integration",
    lastResult,
    constraint,
    // Errors clear while typing, so the submit button does not move under the pointer on blur.
    rules: lazyRules(() => import("./integration.schema").then(({ integrationSchema }) => integrationSchema)),
    unsaved: true,
  });
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <p className={styles.value}>{t("institution:integration.intro")}</p>
      <FormErrors form={form} />
      {onceKey}
      <TextArea field={fields.solicitud} label={t("institution:integration.solicitud")} rows={6} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t("institution:integration.submit")}
        </Button>
        <ButtonLink to={institutionPath} preventScrollReset variant="ghost">
          {t("institution:integration.cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
