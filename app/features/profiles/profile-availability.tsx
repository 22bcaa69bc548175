// The mentor's 'DISPONIBILIDAD' panel: weekly and dated hours in the viewer's zone, book or edit.
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui";
import { availabilityPath, bookSessionPath } from "~/paths";
import type { DatedHours, WeeklyHours } from "./profiles.server";
import type { ProfilePage } from "./profile-page.server";
import * as styles from "./profiles.css";

function HoursList({ weekly, dated }: { weekly: WeeklyHours[]; dated: DatedHours[] }) {
  const { t } = useTranslation(["profiles"]);
  return (
    <>
      <h3 className={styles.text}>{t("profiles:availability.weekly")}</h3>
      {weekly.length === 0 ? (
        <p className={styles.muted}>{t("profiles:availability.noWeekly")}</p>
      ) : (
        <ul className={styles.list}>
          {weekly.map((w) => (
            <li key={w.weekday}>
              <strong>{t(`profiles:weekdays.${w.weekday}`)}</strong>: {w.hours.join(", ")}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.text}>{t("profiles:availability.dated")}</h3>
      {dated.length === 0 ? (
        <p className={styles.muted}>{t("profiles:availability.noDated")}</p>
      ) : (
        <ul className={styles.list}>
          {dated.map((d) => (
            <li key={d.date}>
              <strong>
                <time dateTime={d.date}>{d.date}</time>
              </strong>
              : {d.hours.join(", ")}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function AvailabilityBody({ data }: { data: ProfilePage }) {
  const { t } = useTranslation(["profiles"]);
  const { own, canBook, availability } = data;
  return (
    <>
      <p className={styles.muted}>{t("profiles:availability.zone", { zone: availability.zone })}</p>
      <HoursList weekly={availability.weekly} dated={availability.dated} />
      {canBook ? (
        <ButtonLink to={bookSessionPath} variant="primary">
          {t("profiles:availability.book")}
        </ButtonLink>
      ) : null}
      {own ? (
        <ButtonLink to={availabilityPath} variant="secondary">
          {t("profiles:availability.edit")}
        </ButtonLink>
      ) : null}
    </>
  );
}
