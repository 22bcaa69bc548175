// `/institution/edit`: 'Edit entity' (core spec › Screens and routes, core spec › Validation rules "Institution edit"): a dialog over the institution's
// home with JS, a section at the top of it without. Multipart (the logo), PUT /entidad/editar/{id}.
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
import { ENTREPRENEUR_TERMS, MENTOR_TERMS } from "~/api/contract/constants";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { expectApiFailure, failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { DEFAULT_TERMS, termWords } from "~/lib/terms";
import { Button, ButtonLink, Checkbox, FileField, FormErrors, RouteDialog, Select, TextArea, TextField } from "~/ui";
import { institutionEditSchema, toEditFormData, type InstitutionEdit } from "./institution-edit.schema";
import * as styles from "./institution.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { institutionPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["institution"] };

const FIELDS = [
  "razon_social",
  "nit",
  "direccion",
  "descripcion",
  "mentor_tipo",
  "emprendedor_tipo",
  "horas_aviso",
  "logo",
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "institution" });
  const institution = await context.api.entidad.get(user.entidad_entidad[0]!.id);
  const t = await i18nServer.getFixedT(request, "institution");
  return json({
    title: t("edit.title"),
    constraint: getZodConstraint(institutionEditSchema),
    values: {
      razon_social: institution.razon_social,
      nit: institution.nit ?? "",
      direccion: institution.direccion ?? "",
      descripcion: institution.descripcion ?? "",
      mentor_tipo: institution.mentor_tipo,
      emprendedor_tipo: institution.emprendedor_tipo,
      secure_emails: institution.secure_emails,
      horas_aviso: institution.horas_aviso,
    },
  });
}

export async function action({ context, request }: ActionFunctionArgs) {
  const user = await requireUser(context, request, { role: "institution" });
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: institutionEditSchema });
  if (submission.status !== "success") {
    return json(replyInvalid(submission, { hideFields: ["logo"] }), { status: 400 });
  }
  try {
    await context.api.entidad.edit(user.entidad_entidad[0]!.id, toEditFormData(submission.value));
  } catch (error) {
    const failure = expectApiFailure(error);
    return json(replyWithFailure(submission, failure, { fields: FIELDS, hideFields: ["logo"] }), {
      status: failureStatus(failure),
    });
  }
  return redirect(institutionPath, {
    headers: withFlash({ type: "success", key: "institution:edit.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function InstitutionEditRoute() {
  const { t } = useTranslation(["institution", "common"]);
  const { values, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending } = useAppForm<InstitutionEdit>({
    id: "institution-edit",
    lastResult,
    defaultValue: values,
    constraint,
    // Errors clear while typing, so the submit button does not move under the pointer on blur.
    rules: lazyRules(() =>
      import("./institution-edit.schema").then(({ institutionEditSchema }) => institutionEditSchema),
    ),
    unsaved: true,
  });
  // Option labels are the words of the current language; values are the API's.
  const mentorOptions = MENTOR_TERMS.map((mt) => ({ value: mt, label: termWords(t, { ...DEFAULT_TERMS, mt }).mt }));
  const entrepreneurOptions = ENTREPRENEUR_TERMS.map((et) => ({
    value: et,
    label: termWords(t, { ...DEFAULT_TERMS, et }).et,
  }));

  return (
    <RouteDialog title={t("institution:edit.title")} closeTo={institutionPath} closeLabel={t("institution:edit.close")}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        <div className={styles.fieldRow}>
          <TextField
            field={fields.razon_social}
            label={t("institution:edit.razonSocial")}
            autoComplete="organization"
          />
          <TextField field={fields.nit} label={t("institution:edit.nit")} />
        </div>
        <TextField field={fields.direccion} label={t("institution:edit.direccion")} autoComplete="address-line1" />
        <TextArea field={fields.descripcion} label={t("institution:edit.descripcion")} />
        <div className={styles.fieldRow}>
          <Select field={fields.mentor_tipo} label={t("institution:edit.mentorTerm")} options={mentorOptions} />
          <Select
            field={fields.emprendedor_tipo}
            label={t("institution:edit.entrepreneurTerm")}
            options={entrepreneurOptions}
          />
        </div>
        <p className={styles.note}>{t("institution:edit.termsHelp")}</p>
        <Checkbox
          field={fields.secure_emails}
          label={t("institution:edit.secureEmails")}
          description={t("institution:edit.secureEmailsHelp")}
        />
        <TextField
          field={fields.horas_aviso}
          type="number"
          label={t("institution:edit.notice")}
          description={t("institution:edit.noticeHelp")}
          inputMode="numeric"
        />
        <FileField
          field={fields.logo}
          label={t("institution:edit.logo")}
          description={t("institution:edit.logoHelp")}
          accept="image/jpeg,image/png"
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
            {t("institution:edit.submit")}
          </Button>
          <ButtonLink to={institutionPath} preventScrollReset variant="ghost">
            {t("institution:edit.cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
