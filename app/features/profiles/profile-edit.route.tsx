// `/user/{username}/edit` ('Editar perfil personal'; core spec › Screens and routes "Profiles", core spec › Validation rules "Profile edit", "Mentor
// profile"; core spec › The calls it makes PUT /usuario/actualizar/{username}): a dialog over the profile with JS, a page without. The
// owner only: anyone else gets 403, GET or POST. Mentors also edit their hourly price and areas of expertise
// (skills-field.tsx: a tag picker with JS; without, Conform's list buttons post the form and the action answers
// the new list).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { RESIDE_OPTIONS } from "~/api/contract/profile-constants";
import { PHONE_PREFIXES, SHORT_RESIDE_OPTIONS, splitPhone } from "~/lib/phone";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { useFormRules } from "~/lib/use-lazy-module";
import {
  Button,
  ButtonLink,
  FileField,
  FormErrors,
  PasswordField,
  RouteDialog,
  Select,
  TextArea,
  TextField,
  useUnsavedChanges,
  SizedImage,
} from "~/ui";
import { profileSchemaFor, toProfileFormData, type ProfileForm } from "./profile-edit.schema";
import { isMentorProfile, requireOwnProfile } from "./profiles.server";
import * as styles from "./profiles.css";
import { SkillsField } from "./skills-field";
import { readForm } from "~/lib/form-body.server";
import { optional } from "~/lib/optional.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { profilePath } from "~/paths";

const loadRules = () => import("./form-rules");
export const handle = { i18n: ["profiles"] };

const FIELDS = [
  "first_name",
  "last_name",
  "email",
  "reside",
  "titulo",
  "descripcion",
  "telefono_prefijo",
  "telefono",
  "linkedin",
  "twitter",
  "instagram",
  "precio",
  "img_usuario",
  "password",
  "skills",
];
const HIDDEN = ["password", "img_usuario"];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user } = await requireOwnProfile(context, request, params.username, "/edit");
  const mentor = isMentorProfile(user);
  const [tags, t] = await Promise.all([
    mentor ? optional(context.api.usuario.tags(), []) : [],
    i18nServer.getFixedT(request, "profiles"),
  ]);
  return json({
    title: t("profiles:edit.title"),
    mentor,
    username: user.username,
    image: user.img_usuario,
    constraint: getZodConstraint(profileSchemaFor(mentor)),
    tags: tags.map((tag) => ({ value: String(tag.id), label: tag.name })),
    values: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email ?? "",
      reside: user.reside ?? "",
      titulo: user.titulo ?? "",
      descripcion: user.descripcion ?? "",
      telefono_prefijo: splitPhone(user.telefono).prefix,
      telefono: splitPhone(user.telefono).number,
      linkedin: user.linkedin ?? "",
      twitter: user.twitter ?? "",
      instagram: user.instagram ?? "",
      precio: user.precio === null ? "" : String(user.precio),
      skills: user.skills.map((s) => ({ tag: String(s.tag), description: s.description })),
    },
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { user } = await requireOwnProfile(context, request, params.username, "/edit");
  const mentor = isMentorProfile(user);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: profileSchemaFor(mentor) });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: HIDDEN }), { status: submission.status === "error" ? 400 : 200 });
  }
  try {
    await context.api.profiles.update(user.username, toProfileFormData(submission.value));
  } catch (error) {
    const failure = throwIfRefused(error);
    return json(replyWithFailure(submission, failure, { fields: FIELDS, hideFields: HIDDEN }), {
      status: failureStatus(failure),
    });
  }
  return redirect(profilePath(user.username), {
    headers: withFlash({ type: "success", key: "profiles:edit.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProfileEditRoute() {
  const { t } = useTranslation(["profiles", "common"]);
  const { mentor, username, image, constraint, tags, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const rules = useFormRules(loadRules);
  const [form, fields] = useForm<ProfileForm>({
    id: "profile-edit",
    lastResult,
    defaultValue: values,
    constraint,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateProfile(formData, mentor) : undefined,
  });
  useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  const closeTo = profilePath(username);
  const submitting = navigation.state === "submitting";
  const errors = (list: string[] | undefined) => translateErrors(t, list);
  // A mentor's form offers only the marketplace's countries (core spec › Entities and their fields), and the one already chosen.
  const offered: readonly string[] = mentor
    ? [...new Set([...SHORT_RESIDE_OPTIONS, ...(values.reside ? [values.reside] : [])])]
    : RESIDE_OPTIONS;
  const countries = offered.map((value) => ({ value, label: t(`profiles:countries.${value}`, value) }));
  return (
    <RouteDialog title={t("profiles:edit.title")} closeTo={closeTo} closeLabel={t("profiles:edit.close")} size="lg">
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={styles.form}>
        <FormErrors id={form.errorId} errors={errors(form.errors)} />
        {/* Enter in a field submits with the form's first submit button: 'Guardar', not an area's 'Quitar'. */}
        <button type="submit" hidden />
        <TextField
          label={t("profiles:fields.first_name")}
          errors={errors(fields.first_name.errors)}
          {...getInputProps(fields.first_name, { type: "text" })}
        />
        <TextField
          label={t("profiles:fields.last_name")}
          errors={errors(fields.last_name.errors)}
          {...getInputProps(fields.last_name, { type: "text" })}
        />
        <TextField
          label={t("profiles:fields.email")}
          errors={errors(fields.email.errors)}
          {...getInputProps(fields.email, { type: "email" })}
        />
        <Select
          label={t("profiles:fields.reside")}
          placeholder={t("profiles:edit.chooseCountry")}
          options={countries}
          errors={errors(fields.reside.errors)}
          {...getSelectProps(fields.reside)}
        />
        <div className={styles.phone}>
          <Select
            label={t("profiles:fields.telefonoPrefijo")}
            options={PHONE_PREFIXES.map((value) => ({ value, label: value }))}
            errors={errors(fields.telefono_prefijo.errors)}
            {...getSelectProps(fields.telefono_prefijo)}
          />
          <TextField
            label={t("profiles:fields.telefono")}
            errors={errors(fields.telefono.errors)}
            // The number without its prefix: a text field (tel-national is not allowed on type=tel).
            autoComplete="tel-national"
            inputMode="tel"
            {...getInputProps(fields.telefono, { type: "text" })}
          />
        </div>
        <TextField
          label={t(mentor ? "profiles:fields.tituloMentor" : "profiles:fields.titulo")}
          errors={errors(fields.titulo.errors)}
          {...getInputProps(fields.titulo, { type: "text" })}
        />
        <TextArea
          label={t("profiles:fields.descripcion")}
          errors={errors(fields.descripcion.errors)}
          {...getTextareaProps(fields.descripcion)}
        />
        <TextField
          label={t("profiles:fields.linkedin")}
          errors={errors(fields.linkedin.errors)}
          {...getInputProps(fields.linkedin, { type: "url" })}
        />
        <TextField
          label={t("profiles:fields.twitter")}
          errors={errors(fields.twitter.errors)}
          {...getInputProps(fields.twitter, { type: "url" })}
        />
        <TextField
          label={t("profiles:fields.instagram")}
          errors={errors(fields.instagram.errors)}
          {...getInputProps(fields.instagram, { type: "url" })}
        />
        {mentor ? (
          <TextField
            label={t("profiles:fields.precio")}
            description={t("profiles:edit.precioHelp")}
            errors={errors(fields.precio.errors)}
            inputMode="numeric"
            {...getInputProps(fields.precio, { type: "text" })}
          />
        ) : null}
        {mentor ? <SkillsField form={form} field={fields.skills} tags={tags} errors={errors} /> : null}
        {image ? (
          <SizedImage
            src={image}
            box="avatarLarge"
            alt={t("profiles:edit.currentAvatar")}
            className={styles.currentAvatar}
            width={96}
            height={96}
          />
        ) : null}
        <FileField
          label={t("profiles:fields.img_usuario")}
          description={t("profiles:edit.imageHelp")}
          accept="image/jpeg,image/png"
          errors={errors(fields.img_usuario.errors)}
          {...getInputProps(fields.img_usuario, { type: "file" })}
        />
        <PasswordField
          label={t("profiles:edit.password")}
          description={t("profiles:edit.passwordHelp")}
          autoComplete="current-password"
          errors={errors(fields.password.errors)}
          {...getInputProps(fields.password, { type: "password" })}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={submitting}>
            {t("profiles:edit.submit")}
          </Button>
          <ButtonLink to={closeTo} preventScrollReset variant="ghost">
            {t("profiles:edit.cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
