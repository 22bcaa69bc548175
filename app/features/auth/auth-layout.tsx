// The shell of sign-in, sign-up and recovery pages: back arrow, logo, one card.
import { Link, Outlet } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { IconChevronLeft } from "~/ui";
import { ErrorView } from "~/ui/error-view";
import { LanguageSwitch } from "~/ui/language-switch";
import * as styles from "~/styles/auth.css";
import { accessibilityPath, homePath } from "~/paths";

export const handle = { i18n: ["auth"] };

export default function AuthLayout() {
  const { t } = useTranslation(["auth", "common"]);
  return (
    <div className={styles.page}>
      <main id="main" className={styles.card}>
        <div className={styles.header}>
          <Link to={homePath} aria-label={t("back")}>
            <IconChevronLeft />
          </Link>
          <img src="/logo.svg" alt={t("logoAlt")} width="140" height="32" />
        </div>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>
          <Link to={accessibilityPath}>{t("common:footer.accessibility")}</Link>
        </p>
        <LanguageSwitch />
      </footer>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className={styles.page}>
      <main id="main" className={styles.card}>
        <ErrorView />
      </main>
    </div>
  );
}
