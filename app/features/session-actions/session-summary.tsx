// The session a session-action screen is about: its name and times in the user's zone.
import { useTranslation } from "~/lib/i18n-react";
import type { SessionHeading } from "./session-actions.server";
import * as styles from "./session-actions.css";

export function SessionSummary({ heading }: { heading: SessionHeading }) {
  const { t } = useTranslation(["session"]);
  return (
    <dl className={styles.summary}>
      <dt className={styles.term}>{t("session:call.summary.name")}</dt>
      <dd className={styles.value}>{heading.name}</dd>
      <dt className={styles.term}>{t("session:call.summary.start")}</dt>
      <dd className={styles.value}>{heading.start}</dd>
      <dt className={styles.term}>{t("session:call.summary.end")}</dt>
      <dd className={styles.value}>{heading.end}</dd>
      <dt className={styles.term}>{t("session:call.summary.zone")}</dt>
      <dd className={styles.value}>{heading.zone}</dd>
    </dl>
  );
}
