// The entrepreneur's company card on the profile (core spec › Screens and routes "Profiles"; second spec › Screens and routes "User profile page"):
// with a company the viewer may read, the company area's summary card linking to `/empresa/{id}`; without,
// the spec's empty texts: 'Aún no hay una empresa registrada' for the owner (an entrepreneur also gets 'Registrar empresa'), 'No hay
// empresa registrada' for other viewers.
import { useTranslation } from "~/lib/i18n-react";
import { CompanySummaryCard } from "~/ui/company-summary";
import { ButtonLink, Card, EmptyState, IconPlus } from "~/ui";
import { newCompanyPath } from "~/paths";

type Summary = Parameters<typeof CompanySummaryCard>[0]["company"];

export function CompanyCard({ own, canRegister, company }: { own: boolean; canRegister: boolean; company: Summary }) {
  const { t } = useTranslation(["profiles", "company"]);
  if (company) return <CompanySummaryCard company={company} />;
  return (
    <Card title={t("profiles:company.title")}>
      <EmptyState
        title={t(own ? "profiles:company.emptyOwn" : "profiles:company.empty")}
        headingLevel={3}
        action={
          canRegister ? (
            <ButtonLink to={newCompanyPath} variant="secondary" size="sm" icon={<IconPlus />}>
              {t("company:mine.create")}
            </ButtonLink>
          ) : undefined
        }
      />
    </Card>
  );
}
