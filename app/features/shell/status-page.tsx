// The body of the 404 and 500 pages: the message and 'Volver'.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import * as styles from "~/styles/page.css";

export function StatusPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.errorPage} aria-labelledby="status-title">
      <h1 id="status-title" className={styles.errorTitle}>
        {title}
      </h1>
      <p className={styles.errorActions}>
        <Link to="/">{t("errors.back")}</Link>
      </p>
    </section>
  );
}
