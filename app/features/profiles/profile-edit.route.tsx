// `/user/{username}/edit` ('Editar perfil personal'; core spec › Screens and routes "Profiles", core spec › Validation rules "Profile edit", "Mentor
// profile"; core spec › The calls it makes PUT /usuario/actualizar/{username}): a dialog over the profile with JS, a page without. The
// owner only: anyone else gets 403, GET or POST. Mentors also edit their hourly price and areas of expertise
// (skills-field.tsx: a tag picker with JS; without, Conform's list buttons post the form and the action answers
// the new list).
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
import { RESIDE_OPTIONS } from "~/api/contract/profile-constants";
import { PHONE_PREFIXES, SHORT_RESIDE_OPTIONS, splitPhone } from "~/lib/phone";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { lazyRules, useAppForm } from "~/lib/use-app-form";
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
  const { form, fields, pending } = useAppForm<ProfileForm>({
    id: "profile-edit",
    lastResult,
    defaultValue: values,
    constraint,
    rules: lazyRules(() => import("./profile-edit.schema").then(({ profileSchemaFor }) => profileSchemaFor(mentor))),
    unsaved: true,
  });
  const closeTo = profilePath(username);
  // A mentor's form offers only the marketplace's countries (core spec › Entities and their fields), and the one already chosen.
  const offered: readonly string[] = mentor
    ? [...new Set([...SHORT_RESIDE_OPTIONS, ...(values.reside ? [values.reside] : [])])]
    : RESIDE_OPTIONS;
  const countries = offered.map((value) => ({ value, label: t(`profiles:countries.${value}`, value) }));
  return (
    <RouteDialog title={t("profiles:edit.title")} closeTo={closeTo} closeLabel={t("profiles:edit.close")} size="lg">
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        {/* Enter in a field submits with the form's first submit button: 'Guardar', not an area's 'Quitar'. */}
        <button type="submit" hidden />
        <TextField field={fields.first_name} label={t("profiles:fields.first_name")} />
        <TextField field={fields.last_name} label={t("profiles:fields.last_name")} />
        <TextField field={fields.email} type="email" label={t("profiles:fields.email")} />
        <Select
          field={fields.reside}
          label={t("profiles:fields.reside")}
          placeholder={t("profiles:edit.chooseCountry")}
          options={countries}
        />
        <div className={styles.phone}>
          <Select
            field={fields.telefono_prefijo}
            label={t("profiles:fields.telefonoPrefijo")}
            options={PHONE_PREFIXES.map((value) => ({ value, label: value }))}
          />
          <TextField
            field={fields.telefono}
            label={t("profiles:fields.telefono")}
            // The number without its prefix: a text field (tel-national is not allowed on type=tel).
            autoComplete="tel-national"
            inputMode="tel"
          />
        </div>
        <TextField
          field={fields.titulo}
          label={t(mentor ? "profiles:fields.tituloMentor" : "profiles:fields.titulo")}
        />
        <TextArea field={fields.descripcion} label={t("profiles:fields.descripcion")} />
        <TextField field={fields.linkedin} type="url" label={t("profiles:fields.linkedin")} />
        <TextField field={fields.twitter} type="url" label={t("profiles:fields.twitter")} />
        <TextField field={fields.instagram} type="url" label={t("profiles:fields.instagram")} />
        {mentor ? (
          <TextField
            field={fields.precio}
            label={t("profiles:fields.precio")}
            description={t("profiles:edit.precioHelp")}
            inputMode="numeric"
          />
        ) : null}
        {mentor ? <SkillsField form={form} field={fields.skills} tags={tags} /> : null}
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
          field={fields.img_usuario}
          label={t("profiles:fields.img_usuario")}
          description={t("profiles:edit.imageHelp")}
          accept="image/jpeg,image/png"
        />
        <PasswordField
          field={fields.password}
          label={t("profiles:edit.password")}
          description={t("profiles:edit.passwordHelp")}
          autoComplete="current-password"
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
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
