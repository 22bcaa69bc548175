// The owner's panels on their profile: password change, reminders, calendar sync (mentors) and deactivation.
import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { lazyRules, useAppForm } from "~/lib/use-app-form";
import { Button, ButtonLink, Card, FormErrors, PasswordField, RadioGroup, TextLink } from "~/ui";
import { deactivateProfilePath, feedSettingsPath } from "~/paths";
import type { ProfileActionData, ProfilePage } from "./profile-page.server";
import * as styles from "./profiles.css";
import { RemindersPanel } from "./reminders-panel";

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
  const lastResult = actionData?.intent === "password" ? actionData.result : undefined;
  const { form, fields, pending } = useAppForm({
    id: "password-change",
    lastResult,
    constraint: constraint ?? undefined,
    rules: lazyRules(() =>
      import("./profile-password.schema").then(({ passwordChangeSchema }) => passwordChangeSchema),
    ),
  });
  const failed = lastResult !== undefined;
  return (
    <details className={styles.panel} open={failed || undefined}>
      <summary className={styles.panelSummary}>{t("profiles:password.title")}</summary>
      <Form method="post" {...getFormProps(form)} className={styles.panelBody}>
        <input type="hidden" name="intent" value="password" />
        <FormErrors form={form} />
        <PasswordField field={fields.password} label={t("profiles:password.current")} autoComplete="current-password" />
        <PasswordField
          field={fields.new_password}
          label={t("profiles:password.new")}
          autoComplete="new-password"
          description={t("profiles:password.policy")}
        />
        <PasswordField
          field={fields.confirm_password}
          label={t("profiles:password.confirm")}
          autoComplete="new-password"
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
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
  const lastResult = actionData?.intent === "sync" ? actionData.result : undefined;
  // No browser rules: two radios, checked on the server.
  const { form, fields, pending } = useAppForm({
    id: "calendar-sync",
    lastResult,
    defaultValue: { api_calendario: user.api_calendario === "gcalendar" ? "gcalendar" : "manual" },
  });
  return (
    <Card title={t("profiles:sync.title")}>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="sync" />
        <FormErrors form={form} />
        <RadioGroup
          field={fields.api_calendario}
          legend={t("profiles:sync.legend")}
          options={[
            { value: "gcalendar", label: t("profiles:sync.gcalendar") },
            { value: "manual", label: t("profiles:sync.manualOption"), description: t("profiles:sync.manualHelp") },
          ]}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
            {t("profiles:sync.submit")}
          </Button>
          <TextLink to={feedSettingsPath}>{t("profiles:sync.feed")}</TextLink>
        </div>
      </Form>
    </Card>
  );
}
