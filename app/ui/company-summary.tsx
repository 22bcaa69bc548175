// A company's summary: logo, name, sector and (in the card) a link to `/empresa/{id}`. Used by the company
// page and, through CompanySummaryCard, by the user profile page (issue 10) with loadCompanySummary's data.
import { useTranslation } from "~/lib/i18n-react";
import type { ApiCompany } from "~/api/contract/company";
import { Card, SizedImage, TextLink } from "~/ui";
import * as styles from "./company-summary.css";
import { companyPath } from "~/paths";

type Summary = Pick<ApiCompany, "id" | "name" | "sector_name" | "image">;

/** Logo, name (a heading) and sector. */
export function CompanyHeading({ company, level }: { company: Summary; level: 1 | 2 | 3 }) {
  const { t } = useTranslation(["company"]);
  const Heading = `h${level}` as const;
  return (
    <div className={styles.summary}>
      {company.image ? (
        <SizedImage
          src={company.image}
          box="logo"
          alt={t("company:page.logo", { name: company.name })}
          className={styles.logo}
          loading="eager"
        />
      ) : null}
      <div>
        <Heading className={level === 1 ? styles.title : undefined}>{company.name}</Heading>
        <p className={styles.muted}>{company.sector_name}</p>
      </div>
    </div>
  );
}

/** Sector, employees and 'Barreras' as a list of terms. */
export function CompanyFacts({ company }: { company: Pick<ApiCompany, "sector_name" | "n_employees" | "goal"> }) {
  const { t } = useTranslation(["company"]);
  return (
    <dl className={styles.facts}>
      <dt className={styles.factTerm}>{t("company:page.sector")}</dt>
      <dd className={styles.factValue}>{company.sector_name}</dd>
      <dt className={styles.factTerm}>{t("company:page.employees")}</dt>
      <dd className={styles.factValue}>{company.n_employees}</dd>
      <dt className={styles.factTerm}>{t("company:page.goal")}</dt>
      <dd className={styles.factValue}>{company.goal}</dd>
    </dl>
  );
}

/**
 * The company card of a profile: the summary and 'Ver empresa'; with no company, 'No hay empresa
 * registrada' (core spec › Error catalogue). The page's route must list `company` in its `handle.i18n`.
 */
export function CompanySummaryCard({ company }: { company: Summary | null }) {
  const { t } = useTranslation(["company"]);
  return (
    <Card title={t("company:summary.title")}>
      {company ? (
        <>
          <CompanyHeading company={company} level={3} />
          <TextLink to={companyPath(company.id)}>{t("company:summary.view", { name: company.name })}</TextLink>
        </>
      ) : (
        <p className={styles.muted}>{t("company:summary.none")}</p>
      )}
    </Card>
  );
}
