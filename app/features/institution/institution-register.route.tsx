// `/institutions/new`: 'Registro Empresas' (core spec › Screens and routes "Institution", core spec › Validation rules "Institution registration"):
// an institution administrator registers another organisation and its administrator
// (POST /usuario/crear/entidad, which e-mails a confirmation link).
import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
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
import { Button, ButtonLink, FormErrors, PasswordField, Select, TextArea, TextField, useHydrated } from "~/ui";
import { institutionRegisterSchema, parseInstitutionRegister } from "./institution-register.schema";
import * as styles from "./institution.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { PHONE_PREFIXES, joinPhone } from "~/lib/phone";
import { institutionPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["institution"] };

const FIELDS = [
  "razon_social",
  "nit",
  "direccion",
  "descripcion",
  "nombre",
  "n_sesiones",
  "first_name",
  "last_name",
  "celular_prefijo",
  "celular",
  "email",
  "password",
  "confirm_password",
];
const HIDE = ["password", "confirm_password"];

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireUser(context, request, { role: "institution" });
  const t = await i18nServer.getFixedT(request, "institution");
  return json({ title: t("register.title"), constraint: getZodConstraint(institutionRegisterSchema) });
}

export async function action({ context, request }: ActionFunctionArgs) {
  await requireUser(context, request, { role: "institution" });
  const formData = await readForm(request, context);
  const submission = parseInstitutionRegister(formData);
  if (submission.status !== "success") return json(replyInvalid(submission, { hideFields: HIDE }), { status: 400 });
  const v = submission.value;
  const email = v.email.toLowerCase();
  try {
    await context.api.usuario.createEntity({
      razon_social: v.razon_social,
      nit: v.nit,
      first_name: v.first_name,
      last_name: v.last_name,
      celular: joinPhone(v.celular_prefijo, v.celular),
      direccion: v.direccion,
      descripcion: v.descripcion,
      nombre: v.nombre,
      n_sesiones: v.n_sesiones,
      email,
      password: v.password,
      confirm_password: v.confirm_password,
    });
  } catch (error) {
    const failure = expectApiFailure(error);
    return json(replyWithFailure(submission, failure, { fields: FIELDS, hideFields: HIDE }), {
      status: failureStatus(failure),
    });
  }
  return redirect(institutionPath, {
    headers: withFlash(
      { type: "success", key: "institution:register.success", values: { email } },
      context.session.secure,
    ),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function InstitutionRegisterRoute() {
  const { t } = useTranslation(["institution", "common"]);
  const lastResult = useActionData<typeof action>();
  const hydrated = useHydrated();
  const { constraint } = useLoaderData<typeof loader>();
  const { form, fields, pending, onceKey } = useAppForm({
    once: true,
    id: "institution-register",
    lastResult,
    constraint,
    rules: lazyRules.custom(() =>
      import("./institution-register.schema").then(({ parseInstitutionRegister }) => parseInstitutionRegister),
    ),
    unsaved: true,
  });
  return (
    <div className={shell.page}>
      <h1 className={shell.title}>{t("institution:register.title")}</h1>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <p className={styles.value}>{t("institution:register.intro")}</p>
        <FormErrors form={form} />
        {onceKey}
        <div className={styles.fieldRow}>
          <TextField
            field={fields.razon_social}
            label={t("institution:register.razonSocial")}
            autoComplete="organization"
          />
          <TextField field={fields.nit} label={t("institution:register.nit")} autoComplete="off" />
        </div>
        <TextField field={fields.direccion} label={t("institution:register.direccion")} autoComplete="address-line1" />
        <TextArea field={fields.descripcion} label={t("institution:register.descripcion")} rows={3} />
        <div className={styles.fieldRow}>
          <TextField field={fields.nombre} label={t("institution:register.nombre")} autoComplete="off" />
          <TextField
            field={fields.n_sesiones}
            type="number"
            label={t("institution:register.nSesiones")}
            inputMode="numeric"
            min={1}
            max={1000}
          />
        </div>
        <div className={styles.fieldRow}>
          <TextField field={fields.first_name} label={t("institution:register.firstName")} autoComplete="given-name" />
          <TextField field={fields.last_name} label={t("institution:register.lastName")} autoComplete="family-name" />
        </div>
        <div className={styles.fieldRow}>
          <div className={styles.phone}>
            <Select
              field={fields.celular_prefijo}
              label={t("institution:register.celularPrefijo")}
              options={PHONE_PREFIXES.map((value) => ({ value, label: value }))}
            />
            <TextField
              field={fields.celular}
              label={t("institution:register.celular")}
              autoComplete="tel-national"
              inputMode="tel"
            />
          </div>
          <TextField field={fields.email} type="email" label={t("institution:register.email")} autoComplete="email" />
        </div>
        <div className={styles.fieldRow}>
          <PasswordField
            field={fields.password}
            label={t("institution:register.password")}
            description={t("institution:register.passwordHint")}
            autoComplete="new-password"
          />
          <PasswordField
            field={fields.confirm_password}
            label={t("institution:register.confirmPassword")}
            autoComplete="new-password"
          />
        </div>
        <div className={styles.actions}>
          {/* Core spec › Validation rules: disabled while pristine or submitting (only with JS: without it, always enabled). */}
          <Button type="submit" variant="primary" pending={pending} disabled={hydrated && (pending || !form.dirty)}>
            {t("institution:register.submit")}
          </Button>
          <ButtonLink to={institutionPath} variant="ghost">
            {t("institution:register.cancel")}
          </ButtonLink>
        </div>
      </Form>
    </div>
  );
}
