// The profile's read-only views: contact data, an entrepreneur's company, programs, attendance and files, a
// mentor's info, expertise, reviews and (to the owner) upcoming sessions.
import { useTranslation } from "~/lib/i18n-react";
import type { TFunction } from "~/lib/translator";
import { ButtonLink, Card, EmptyState, TextLink } from "~/ui";
import { DescriptionList, type DescriptionItem } from "~/ui/description-list";
import { ReviewList } from "~/ui/review-list";
import { programPath, sessionPath } from "~/paths";
import { CompanyCard } from "./company-card";
import type { ProfilePage } from "./profile-page.server";
import * as styles from "./profiles.css";

function ExternalLink({ href }: { href: string | null }) {
  const { t } = useTranslation(["profiles"]);
  if (!href) return null;
  return (
    <TextLink to={href} newTab newTabLabel={t("profiles:newTab")} className={styles.externalLink}>
      {href}
    </TextLink>
  );
}

/** Contact data and social links, the same on both kinds of profile. */
function contactRows(t: TFunction, user: ProfilePage["user"]): DescriptionItem[] {
  return [
    [t("profiles:fields.email"), user.email],
    [t("profiles:fields.telefono"), user.telefono],
    [t("profiles:fields.reside"), user.reside ? t(`profiles:countries.${user.reside}`, user.reside) : null],
    [t("profiles:fields.linkedin"), user.linkedin ? <ExternalLink href={user.linkedin} /> : null],
    [t("profiles:fields.twitter"), user.twitter ? <ExternalLink href={user.twitter} /> : null],
    [t("profiles:fields.instagram"), user.instagram ? <ExternalLink href={user.instagram} /> : null],
  ];
}

export function ContactCard({ data }: { data: ProfilePage }) {
  const { t } = useTranslation(["profiles"]);
  const { user } = data;
  return (
    <Card title={t("profiles:contact.title")}>
      <DescriptionList hideEmpty items={[...contactRows(t, user)]} />
      {user.descripcion ? <p className={styles.text}>{user.descripcion}</p> : null}
    </Card>
  );
}

export function EntrepreneurView({ data }: { data: ProfilePage }) {
  const { t } = useTranslation(["profiles"]);
  const { own, user, linkPrograms, filesHref, company, canRegisterCompany } = data;
  return (
    <>
      <ContactCard data={data} />
      <CompanyCard own={own} canRegister={canRegisterCompany} company={company} />
      <Card title={t("profiles:programs.title")}>
        {user.programs.length === 0 ? (
          <EmptyState title={t("profiles:programs.empty")} headingLevel={3} />
        ) : (
          <ul className={styles.list}>
            {user.programs.map((p) => (
              <li key={p.id}>{linkPrograms ? <TextLink to={programPath(p.id)}>{p.nombre}</TextLink> : p.nombre}</li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t("profiles:attendance.title")}>
        <DescriptionList
          hideEmpty
          items={[
            [t("profiles:attendance.events"), String(user.attendance.numero_eventos)],
            [t("profiles:attendance.attended"), String(user.attendance.asistencia)],
            [t("profiles:attendance.percentage"), `${user.attendance.porcentaje.toFixed(2)} %`],
          ]}
        />
      </Card>
      {filesHref ? (
        <div className={styles.actions}>
          <ButtonLink to={filesHref} variant="secondary">
            {t(own ? "profiles:files.mine" : "profiles:files.other")}
          </ButtonLink>
          <ButtonLink to={`${filesHref}/archivos/nuevo`} variant="secondary">
            {t("profiles:files.uploadFiles")}
          </ButtonLink>
          <ButtonLink to={`${filesHref}/urls/nueva`} variant="secondary">
            {t("profiles:files.uploadUrls")}
          </ButtonLink>
        </div>
      ) : null}
    </>
  );
}

export function MentorView({ data }: { data: ProfilePage }) {
  const { t } = useTranslation(["profiles"]);
  const { own, user, rating, nsesiones, reviews, sessions } = data;
  return (
    <>
      <Card title={t("profiles:mentor.about")}>
        {user.descripcion ? <p className={styles.text}>{user.descripcion}</p> : null}
        <DescriptionList
          hideEmpty
          items={[
            [t("profiles:fields.precio"), user.precio ? t("profiles:mentor.perHour", { price: user.precio }) : null],
            [
              t("profiles:mentor.rating"),
              rating.score
                ? t("profiles:mentor.ratingValue", { score: rating.score, count: rating.reviews })
                : t("profiles:mentor.noRating"),
            ],
            [t("profiles:mentor.sessions"), String(nsesiones)],
            ...contactRows(t, user),
          ]}
        />
      </Card>
      <Card title={t("profiles:mentor.expertise")}>
        {user.skills.length === 0 ? (
          <EmptyState title={t("profiles:mentor.noSkills")} headingLevel={3} />
        ) : (
          <ul className={styles.list}>
            {user.skills.map((skill) => (
              <li key={skill.tag} className={styles.item}>
                <strong>{skill.name}</strong>
                {skill.description ? <p className={styles.text}>{skill.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t("profiles:mentor.reviews")}>
        {reviews.length === 0 ? (
          <EmptyState title={t("profiles:mentor.noReviews")} headingLevel={3} />
        ) : (
          <ReviewList
            reviews={reviews.map((review) => ({
              id: review.id,
              author: review.autor ?? t("profiles:mentor.anonymous"),
              score: t("profiles:mentor.score", { score: review.puntaje }),
              day: review.day,
              comment: review.comentario,
            }))}
          />
        )}
      </Card>
      {own ? (
        <Card title={t("profiles:mentor.upcoming")}>
          {sessions.length === 0 ? (
            <EmptyState title={t("profiles:mentor.noUpcoming")} headingLevel={3} />
          ) : (
            <ul className={styles.list}>
              {sessions.map((s) => (
                <li key={s.slug} className={styles.item}>
                  <TextLink to={sessionPath(s.slug)}>{s.nombre}</TextLink>
                  <span className={styles.muted}>{s.when}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </>
  );
}
