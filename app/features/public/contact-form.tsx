// The landing pages' native forms (no JavaScript): contact or diagnosis, and the newsletter. The page's
// action (contact.server.ts) answers with the errors and the values typed, which these render back.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { z } from "~/lib/validation";
import { Button, FormErrors, TextArea, TextField } from "~/ui";
import { CONTACT_INTENTS, contactSchema, newsletterSchema, type ContactIntent } from "./contact.schema";
import * as s from "~/styles/public.css";
import { useAppForm } from "~/lib/use-app-form";

const contactConstraint = getZodConstraint(contactSchema);
const newsletterConstraint = getZodConstraint(newsletterSchema);

function useLastResult(intent: ContactIntent): SubmissionResult<string[]> | undefined {
  const data = useActionData<{ intent: string; result: SubmissionResult<string[]> }>();
  return data?.intent === intent ? data.result : undefined;
}

export function ContactForm({
  id,
  action,
  submitLabel,
  withMessage = true,
}: {
  id: string;
  /** Where the form posts; the current page by default. */
  action?: string;
  submitLabel?: string;
  withMessage?: boolean;
}) {
  const { t } = useTranslation(["public", "common"]);
  const { form, fields, onceKey } = useAppForm<z.input<typeof contactSchema>>({
    once: true,
    id,
    lastResult: useLastResult(CONTACT_INTENTS.contact),
    constraint: contactConstraint,
  });
  return (
    <form method="post" action={action} {...getFormProps(form)} className={s.form}>
      <input type="hidden" name="intent" value={CONTACT_INTENTS.contact} />
      <FormErrors form={form} />
      {onceKey}
      <TextField field={fields.nombre} label={t("public:form.nombre")} autoComplete="name" />
      <TextField field={fields.email} type="email" label={t("public:form.email")} autoComplete="email" />
      <TextField field={fields.telefono} type="tel" label={t("public:form.telefono")} autoComplete="tel" />
      <TextField field={fields.empresa} label={t("public:form.empresa")} autoComplete="organization" />
      {withMessage ? <TextArea field={fields.mensaje} label={t("public:form.mensaje")} rows={4} /> : null}
      <div className={s.actions}>
        <Button type="submit" variant="primary">
          {submitLabel ?? t("public:form.send")}
        </Button>
      </div>
    </form>
  );
}

export function NewsletterForm() {
  const { t } = useTranslation(["public", "common"]);
  const { form, fields, onceKey } = useAppForm<z.input<typeof newsletterSchema>>({
    once: true,
    id: "boletin",
    lastResult: useLastResult(CONTACT_INTENTS.newsletter),
    constraint: newsletterConstraint,
  });
  return (
    <form method="post" {...getFormProps(form)} className={s.form}>
      <input type="hidden" name="intent" value={CONTACT_INTENTS.newsletter} />
      <FormErrors form={form} />
      {onceKey}
      <div className={s.inlineForm}>
        <TextField field={fields.email} type="email" label={t("public:form.email")} autoComplete="email" />
        <Button type="submit" variant="primary">
          {t("public:form.subscribe")}
        </Button>
      </div>
    </form>
  );
}
