// 'Recordatorios de sesiones' (issue 29 §1): the owner turns the e-mail reminders (24 h and 1 h before each
// session) off and on, and picks the zone they are written in. Posts to the profile's action (intent "reminders").
import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Button, Card, Checkbox, FormErrors, Select } from "~/ui";
import type { SubmissionResult } from "@conform-to/react";
import { REMINDERS_INTENT } from "./reminders-intent";
import type { RemindersView } from "./reminders.server";
import * as styles from "./profiles.css";
import { useAppForm } from "~/lib/use-app-form";

/** The anchor the reminder e-mails link to ('Desactívalos en tu perfil'). */
export const REMINDERS_ANCHOR = "recordatorios";

export function RemindersPanel({ reminders }: { reminders: RemindersView }) {
  const { t } = useTranslation(["profiles"]);
  const actionData = useActionData<{ intent?: string; result?: SubmissionResult<string[]> }>();
  const lastResult = actionData?.intent === REMINDERS_INTENT ? actionData.result : undefined;
  const { form, fields, pending } = useAppForm({
    id: "reminders",
    lastResult,
    defaultValue: { recordatorios: reminders.recordatorios ? "on" : undefined, zona_horaria: reminders.zona },
  });
  return (
    <div id={REMINDERS_ANCHOR}>
      <Card title={t("profiles:reminders.title")}>
        <Form method="post" {...getFormProps(form)} className={styles.form} preventScrollReset>
          <input type="hidden" name="intent" value={REMINDERS_INTENT} />
          <FormErrors form={form} />
          <Checkbox
            field={fields.recordatorios}
            label={t("profiles:reminders.enabled")}
            description={t("profiles:reminders.enabledHelp")}
          />
          <Select
            field={fields.zona_horaria}
            label={t("profiles:reminders.zone")}
            description={t("profiles:reminders.zoneHelp")}
            placeholder={t("profiles:reminders.zoneDefault")}
            options={reminders.zones}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" pending={pending}>
              {t("profiles:reminders.submit")}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
