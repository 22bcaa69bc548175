// `/soporte`: 'Agrega un ticket' (second spec › Screens and routes "Support and integration"): a request and an optional file,
// multipart, for every signed-in user (each menu has Support). Works without JavaScript.
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
import * as shell from "~/styles/page.css";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { expectApiFailure, failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { useFormResetKey } from "~/lib/use-form-reset-key";
import { Button, FileField, FormErrors, TextArea } from "~/ui";
import { supportSchema, toSupportFormData } from "./support.schema";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { supportPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["support"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const t = await i18nServer.getFixedT(request, "support");
  return json({ title: t("title"), constraint: getZodConstraint(supportSchema) });
}

export async function action({ context, request }: ActionFunctionArgs) {
  await requireUser(context, request);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: supportSchema });
  if (submission.status !== "success") {
    return json(replyInvalid(submission, { hideFields: ["archivo"] }), { status: 400 });
  }
  try {
    await context.api.entidad.createSupportTicket(toSupportFormData(submission.value));
  } catch (error) {
    const failure = expectApiFailure(error);
    return json(replyWithFailure(submission, failure, { fields: ["solicitud", "archivo"], hideFields: ["archivo"] }), {
      status: failureStatus(failure),
    });
  }
  return redirect(supportPath, {
    headers: withFlash({ type: "success", key: "support:success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SupportRoute() {
  const { t } = useTranslation(["support", "common"]);
  // After a ticket is sent the page redirects to itself: the form remounts empty (not after a failed post).
  const key = useFormResetKey();
  return (
    <div className={shell.page}>
      <h1 className={shell.title}>{t("support:title")}</h1>
      <TicketForm key={key} />
    </div>
  );
}

function TicketForm() {
  const { t } = useTranslation(["support", "common"]);
  const lastResult = useActionData<typeof action>();
  const { constraint } = useLoaderData<typeof loader>();
  const { form, fields, pending, onceKey } = useAppForm({
    once: true,
    id: "support-ticket",
    lastResult,
    constraint,
    // Errors clear while typing, so the submit button does not move under the pointer on blur.
    rules: lazyRules(() => import("./support.schema").then(({ supportSchema }) => supportSchema)),
    unsaved: true,
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={shell.form}>
      <p>{t("support:intro")}</p>
      <FormErrors form={form} />
      {onceKey}
      <TextArea field={fields.solicitud} label={t("support:solicitud")} rows={6} />
      <FileField field={fields.archivo} label={t("support:archivo")} description={t("support:archivoHelp")} />
      <div className={shell.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t("support:submit")}
        </Button>
      </div>
    </Form>
  );
}
