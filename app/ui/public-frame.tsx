// The public frame of pages that visitors see signed out (issue 14: the marketplace): a header with the
// logo, 'Iniciar sesión' and 'Crear cuenta', the page, a footer with the language switch. The app layout
// renders it instead of the side-menu shell when nobody is signed in and the page's handle asks for it
// (`publicLayout: true`).
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui";
import { LanguageSwitch } from "~/ui/language-switch";
import * as styles from "./public-frame.css";
import { accessibilityPath, homePath, loginPath, signUpPath } from "~/paths";

export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["marketplace", "common"]);
  return (
    <div className={styles.publicFrame}>
      <a href="#main" className={styles.skipLink}>
        {t("marketplace:public.skip")}
      </a>
      <header className={styles.publicHeader}>
        <Link to={homePath} aria-label={t("marketplace:public.home")}>
          <img src="/logo.svg" alt={t("common:footer.logoAlt")} width="140" height="32" />
        </Link>
        <nav aria-label={t("marketplace:public.header")} className={styles.publicNav}>
          <ButtonLink to={loginPath} variant="ghost">
            {t("marketplace:public.login")}
          </ButtonLink>
          <ButtonLink to={signUpPath} variant="primary">
            {t("marketplace:public.signUp")}
          </ButtonLink>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className={styles.publicMain}>
        {children}
      </main>
      <footer className={styles.publicFooter}>
        <span>{t("common:footer.copyright")}</span>
        <Link to={accessibilityPath}>{t("common:footer.accessibility")}</Link>
        <LanguageSwitch />
      </footer>
    </div>
  );
}
