// The landing pages' native forms (no JavaScript): contact or diagnosis, and the newsletter. The page's
// action (contact.server.ts) answers with the errors and the values typed, which these render back.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { translateErrors } from "~/lib/forms";
import type { z } from "~/lib/validation";
import { Button, FormErrors, TextArea, TextField } from "~/ui";
import { CONTACT_INTENTS, contactSchema, newsletterSchema, type ContactIntent } from "./contact.schema";
import * as s from "~/styles/public.css";
import { OnceKey } from "~/ui/once-key";

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
  const [form, fields] = useForm<z.input<typeof contactSchema>>({
    id,
    lastResult: useLastResult(CONTACT_INTENTS.contact),
    constraint: contactConstraint,
    shouldValidate: "onSubmit",
  });
  return (
    <form method="post" action={action} {...getFormProps(form)} className={s.form}>
      <input type="hidden" name="intent" value={CONTACT_INTENTS.contact} />
      <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
      <OnceKey />
      <TextField
        label={t("public:form.nombre")}
        autoComplete="name"
        errors={translateErrors(t, fields.nombre.errors)}
        {...getInputProps(fields.nombre, { type: "text" })}
      />
      <TextField
        label={t("public:form.email")}
        autoComplete="email"
        errors={translateErrors(t, fields.email.errors)}
        {...getInputProps(fields.email, { type: "email" })}
      />
      <TextField
        label={t("public:form.telefono")}
        autoComplete="tel"
        errors={translateErrors(t, fields.telefono.errors)}
        {...getInputProps(fields.telefono, { type: "tel" })}
      />
      <TextField
        label={t("public:form.empresa")}
        autoComplete="organization"
        errors={translateErrors(t, fields.empresa.errors)}
        {...getInputProps(fields.empresa, { type: "text" })}
      />
      {withMessage ? (
        <TextArea
          label={t("public:form.mensaje")}
          rows={4}
          errors={translateErrors(t, fields.mensaje.errors)}
          {...getTextareaProps(fields.mensaje)}
        />
      ) : null}
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
  const [form, fields] = useForm<z.input<typeof newsletterSchema>>({
    id: "boletin",
    lastResult: useLastResult(CONTACT_INTENTS.newsletter),
    constraint: newsletterConstraint,
    shouldValidate: "onSubmit",
  });
  return (
    <form method="post" {...getFormProps(form)} className={s.form}>
      <input type="hidden" name="intent" value={CONTACT_INTENTS.newsletter} />
      <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
      <OnceKey />
      <div className={s.inlineForm}>
        <TextField
          label={t("public:form.email")}
          autoComplete="email"
          errors={translateErrors(t, fields.email.errors)}
          {...getInputProps(fields.email, { type: "email" })}
        />
        <Button type="submit" variant="primary">
          {t("public:form.subscribe")}
        </Button>
      </div>
    </form>
  );
}
