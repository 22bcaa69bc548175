// The entrepreneur's company card on the profile (spec 000 §2 "Profiles"; spec 001 §2 "User profile page").
// The company area (issue 12) wires its data here; until then, the spec's empty texts: 'Aún no hay una
// empresa registrada' for the owner, 'No hay empresa registrada' for other viewers.
import { useTranslation } from "react-i18next";
import { Card, EmptyState } from "~/ui";

export function CompanyCard({ own }: { own: boolean }) {
  const { t } = useTranslation(["profiles"]);
  return (
    <Card title={t("profiles:company.title")}>
      <EmptyState title={t(own ? "profiles:company.emptyOwn" : "profiles:company.empty")} headingLevel={3} />
    </Card>
  );
}
