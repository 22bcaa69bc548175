// 'Agregar a Google Calendar' and 'Compartir por WhatsApp' on the session details page (issue 29 §1), beside its
// 'Agregar a mi calendario' (.ics). Plain links in a new tab: they work without JavaScript.
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink, visuallyHidden } from "~/ui";
import type { ShareLinks as Links } from "~/lib/share-links.server";
import * as styles from "./share-links.css";

export function ShareLinks({ share }: { share: Links }) {
  const { t } = useTranslation(["calendar"]);
  const newTab = <span className={visuallyHidden}> {t("calendar:share.newTab")}</span>;
  return (
    <div className={styles.buttons} role="group" aria-label={t("calendar:share.label")}>
      <ButtonLink to={share.google} variant="secondary" reloadDocument target="_blank" rel="noopener noreferrer">
        {t("calendar:share.google")}
        {newTab}
      </ButtonLink>
      <ButtonLink to={share.whatsapp} variant="secondary" reloadDocument target="_blank" rel="noopener noreferrer">
        {t("calendar:share.whatsapp")}
        {newTab}
      </ButtonLink>
    </div>
  );
}
