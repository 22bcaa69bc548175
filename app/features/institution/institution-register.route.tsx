// `/institutions/new`: 'Registro Empresas' (core spec › Screens and routes "Institution", core spec › Validation rules "Institution registration"):
// an institution administrator registers another organisation and its administrator
// (POST /usuario/crear/entidad, which e-mails a confirmation link).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import * as shell from "~/styles/page.css";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { expectApiFailure, failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { useFormRules } from "~/lib/use-lazy-module";
import {
  Button,
  ButtonLink,
  FormErrors,
  PasswordField,
  Select,
  TextArea,
  TextField,
  useHydrated,
  useUnsavedChanges,
} from "~/ui";
import { institutionRegisterSchema, parseInstitutionRegister } from "./institution-register.schema";
import * as styles from "./institution.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { PHONE_PREFIXES, joinPhone } from "~/lib/phone";
import { OnceKey } from "~/ui/once-key";
import { institutionPath } from "~/paths";

const loadRules = () => import("./form-rules");
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
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { constraint } = useLoaderData<typeof loader>();
  const rules = useFormRules(loadRules);
  const [form, fields] = useForm({
    id: "institution-register",
    lastResult,
    constraint,
    // Before the rules arrive, validate only on submit: Conform would otherwise post the form to check it.
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateRegister(formData) : undefined,
  });
  const submitting = navigation.state === "submitting";
  useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  return (
    <div className={shell.page}>
      <h1 className={shell.title}>{t("institution:register.title")}</h1>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <p className={styles.value}>{t("institution:register.intro")}</p>
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <OnceKey />
        <div className={styles.fieldRow}>
          <TextField
            label={t("institution:register.razonSocial")}
            errors={translateErrors(t, fields.razon_social.errors)}
            autoComplete="organization"
            {...getInputProps(fields.razon_social, { type: "text" })}
          />
          <TextField
            label={t("institution:register.nit")}
            errors={translateErrors(t, fields.nit.errors)}
            autoComplete="off"
            {...getInputProps(fields.nit, { type: "text" })}
          />
        </div>
        <TextField
          label={t("institution:register.direccion")}
          errors={translateErrors(t, fields.direccion.errors)}
          autoComplete="address-line1"
          {...getInputProps(fields.direccion, { type: "text" })}
        />
        <TextArea
          label={t("institution:register.descripcion")}
          errors={translateErrors(t, fields.descripcion.errors)}
          rows={3}
          {...getTextareaProps(fields.descripcion)}
        />
        <div className={styles.fieldRow}>
          <TextField
            label={t("institution:register.nombre")}
            errors={translateErrors(t, fields.nombre.errors)}
            autoComplete="off"
            {...getInputProps(fields.nombre, { type: "text" })}
          />
          <TextField
            label={t("institution:register.nSesiones")}
            errors={translateErrors(t, fields.n_sesiones.errors)}
            inputMode="numeric"
            {...getInputProps(fields.n_sesiones, { type: "number" })}
            min={1}
            max={1000}
          />
        </div>
        <div className={styles.fieldRow}>
          <TextField
            label={t("institution:register.firstName")}
            errors={translateErrors(t, fields.first_name.errors)}
            autoComplete="given-name"
            {...getInputProps(fields.first_name, { type: "text" })}
          />
          <TextField
            label={t("institution:register.lastName")}
            errors={translateErrors(t, fields.last_name.errors)}
            autoComplete="family-name"
            {...getInputProps(fields.last_name, { type: "text" })}
          />
        </div>
        <div className={styles.fieldRow}>
          <div className={styles.phone}>
            <Select
              label={t("institution:register.celularPrefijo")}
              options={PHONE_PREFIXES.map((value) => ({ value, label: value }))}
              errors={translateErrors(t, fields.celular_prefijo.errors)}
              {...getSelectProps(fields.celular_prefijo)}
            />
            <TextField
              label={t("institution:register.celular")}
              errors={translateErrors(t, fields.celular.errors)}
              autoComplete="tel-national"
              inputMode="tel"
              {...getInputProps(fields.celular, { type: "text" })}
            />
          </div>
          <TextField
            label={t("institution:register.email")}
            errors={translateErrors(t, fields.email.errors)}
            autoComplete="email"
            {...getInputProps(fields.email, { type: "email" })}
          />
        </div>
        <div className={styles.fieldRow}>
          <PasswordField
            label={t("institution:register.password")}
            description={t("institution:register.passwordHint")}
            errors={translateErrors(t, fields.password.errors)}
            autoComplete="new-password"
            {...getInputProps(fields.password, { type: "password" })}
          />
          <PasswordField
            label={t("institution:register.confirmPassword")}
            errors={translateErrors(t, fields.confirm_password.errors)}
            autoComplete="new-password"
            {...getInputProps(fields.confirm_password, { type: "password" })}
          />
        </div>
        <div className={styles.actions}>
          {/* Core spec › Validation rules: disabled while pristine or submitting (only with JS: without it, always enabled). */}
          <Button
            type="submit"
            variant="primary"
            pending={submitting}
            disabled={hydrated && (submitting || !form.dirty)}
          >
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
