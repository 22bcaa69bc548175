// What every error boundary shows: the spec's Spanish texts, never a raw API error.
import { Link, isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui";
import * as styles from "~/styles/page.css";

function messageKey(error: unknown): { key: string; retry: boolean } {
  if (isRouteErrorResponse(error)) {
    const kind = (error.data as { kind?: string } | null)?.kind;
    if (kind === "user_load_failed") return { key: "errors.userLoad", retry: true };
    if (error.status === 404) return { key: "errors.notFound", retry: false };
    if (error.status === 403) return { key: "errors.forbidden", retry: false };
    if (error.status === 429) return { key: "errors.tooManyRequests", retry: true };
    if (error.status === 503 || error.status === 502) return { key: "errors.unavailable", retry: true };
  }
  return { key: "errors.server", retry: true };
}

export function ErrorView() {
  const error = useRouteError();
  const { t } = useTranslation("common");
  const location = useLocation();
  const { key, retry } = messageKey(error);
  return (
    <section className={styles.errorPage} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.errorTitle}>
        {t(key)}
      </h1>
      <p className={styles.errorActions}>
        {retry ? (
          <ButtonLink to={location.pathname + location.search} reloadDocument variant="primary">
            {t("errors.retry")}
          </ButtonLink>
        ) : null}
        <Link to="/">{t("errors.back")}</Link>
      </p>
    </section>
  );
}
