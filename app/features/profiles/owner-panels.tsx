// The owner's panels on their profile: password change, reminders, calendar sync (mentors) and deactivation.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { translateErrors } from "~/lib/forms";
import { useFormRules } from "~/lib/use-lazy-module";
import { Button, ButtonLink, Card, FormErrors, PasswordField, RadioGroup, TextLink } from "~/ui";
import { deactivateProfilePath, feedSettingsPath } from "~/paths";
import type { ProfileActionData, ProfilePage } from "./profile-page.server";
import * as styles from "./profiles.css";
import { RemindersPanel } from "./reminders-panel";

const loadRules = () => import("./form-rules");

/** The owner's panels: password change, calendar sync (mentors) and deactivation. */
export function OwnerPanels({ data }: { data: ProfilePage }) {
  const { t } = useTranslation(["profiles"]);
  const { mentor, user, institution, reminders } = data;
  return (
    <>
      <PasswordPanel constraint={data.constraint} />
      {reminders ? <RemindersPanel reminders={reminders} /> : null}
      {mentor ? <SyncPanel user={data.user} /> : null}
      {institution ? null : (
        <Card title={t("profiles:deactivate.title")}>
          <p className={styles.text}>{t("profiles:deactivate.text")}</p>
          <div className={styles.actions}>
            <ButtonLink to={deactivateProfilePath(user.username)} variant="danger" preventScrollReset>
              {t("profiles:deactivate.open")}
            </ButtonLink>
          </div>
        </Card>
      )}
    </>
  );
}

function PasswordPanel({ constraint }: { constraint: ProfilePage["constraint"] }) {
  const { t } = useTranslation(["profiles", "common"]);
  const actionData = useActionData<ProfileActionData>();
  const navigation = useNavigation();
  const rules = useFormRules(loadRules);
  const lastResult = actionData?.intent === "password" ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: "password-change",
    lastResult,
    constraint: constraint ?? undefined,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validatePassword(formData) : undefined,
  });
  const failed = lastResult !== undefined;
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  return (
    <details className={styles.panel} open={failed || undefined}>
      <summary className={styles.panelSummary}>{t("profiles:password.title")}</summary>
      <Form method="post" {...getFormProps(form)} className={styles.panelBody}>
        <input type="hidden" name="intent" value="password" />
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <PasswordField
          label={t("profiles:password.current")}
          autoComplete="current-password"
          errors={translateErrors(t, fields.password.errors)}
          {...getInputProps(fields.password, { type: "password" })}
        />
        <PasswordField
          label={t("profiles:password.new")}
          autoComplete="new-password"
          description={t("profiles:password.policy")}
          errors={translateErrors(t, fields.new_password.errors)}
          {...getInputProps(fields.new_password, { type: "password" })}
        />
        <PasswordField
          label={t("profiles:password.confirm")}
          autoComplete="new-password"
          errors={translateErrors(t, fields.confirm_password.errors)}
          {...getInputProps(fields.confirm_password, { type: "password" })}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={submitting}>
            {t("profiles:password.submit")}
          </Button>
        </div>
      </Form>
    </details>
  );
}

function SyncPanel({ user }: { user: ProfilePage["user"] }) {
  const { t } = useTranslation(["profiles"]);
  const actionData = useActionData<ProfileActionData>();
  const navigation = useNavigation();
  const lastResult = actionData?.intent === "sync" ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: "calendar-sync",
    lastResult,
    defaultValue: { api_calendario: user.api_calendario === "gcalendar" ? "gcalendar" : "manual" },
    shouldValidate: "onSubmit",
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "sync";
  return (
    <Card title={t("profiles:sync.title")}>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="sync" />
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <RadioGroup
          id={fields.api_calendario.id}
          name={fields.api_calendario.name}
          legend={t("profiles:sync.legend")}
          defaultValue={fields.api_calendario.initialValue}
          errors={translateErrors(t, fields.api_calendario.errors)}
          options={[
            { value: "gcalendar", label: t("profiles:sync.gcalendar") },
            { value: "manual", label: t("profiles:sync.manualOption"), description: t("profiles:sync.manualHelp") },
          ]}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={submitting}>
            {t("profiles:sync.submit")}
          </Button>
          <TextLink to={feedSettingsPath}>{t("profiles:sync.feed")}</TextLink>
        </div>
      </Form>
    </Card>
  );
}
