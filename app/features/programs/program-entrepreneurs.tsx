// The program's entrepreneurs (institution and mentor users): cards with links, a name search (GET `q`), pages.
import { paginationLabels } from "~/lib/pagination-labels";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { useTermWords } from "~/lib/use-term-words";
import { Avatar, Button, Card, EmptyState, Pagination, PendingState, TextField, TextLink } from "~/ui";
import { planPath, profilePath, programPath } from "~/paths";
import type { ProgramDetail } from "./program-detail.server";
import { ENTREPRENEURS_PAGE } from "./program-lists";
import * as styles from "./programs.css";

/** Institution and mentor users: the program's entrepreneurs as cards, with a name search (GET `q`). */
export function EntrepreneurSection({ data }: { data: ProgramDetail }) {
  const { t } = useTranslation(["programs"]);
  const words = useTermWords();
  const { type, program, q, entrepreneurs, entrepreneursPage, entrepreneurPages } = data;
  const labels = paginationLabels(t, { list: t("programs:detail.entrepreneurs", words) });
  const location = useLocation();
  const navigation = useNavigation();
  const path = programPath(program.id);
  const searching = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <section aria-labelledby="entrepreneurs-title" className={styles.section}>
      <h2 id="entrepreneurs-title" className={styles.sectionTitle}>
        {t("programs:detail.entrepreneurs", words)}
      </h2>
      <Form method="get" action={path} role="search" className={styles.search}>
        <TextField
          id="program-entrepreneur-search"
          name="q"
          type="search"
          label={t("programs:detail.searchLabel", words)}
          defaultValue={q}
          maxLength={100}
          className={styles.searchField}
        />
        <Button type="submit" variant="secondary">
          {t("programs:detail.searchSubmit")}
        </Button>
      </Form>
      {searching ? <PendingState label={t("programs:detail.loadingUsers")} /> : null}
      {entrepreneurs.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t(q ? "programs:detail.noResults" : "programs:detail.noEntrepreneurs", words)}
        />
      ) : (
        <ul className={styles.cards}>
          {entrepreneurs.map((e) => {
            return (
              <li key={e.id}>
                <Card
                  as="article"
                  headingLevel={3}
                  title={e.name}
                  footer={
                    <div className={styles.actions}>
                      <TextLink
                        to={profilePath(e.username)}
                        aria-label={t("programs:detail.profileLabel", { name: e.name })}
                      >
                        {t("programs:detail.profile")}
                      </TextLink>
                      <TextLink
                        to={planPath(e.username, program.id)}
                        aria-label={t("programs:detail.planLabel", { name: e.name })}
                      >
                        {t("programs:detail.plan")}
                      </TextLink>
                      {type === "institution" ? (
                        <TextLink
                          to={`${path}/emprendedor/${e.id}/reporte`}
                          reloadDocument
                          aria-label={t("programs:detail.reportLabel", { name: e.name })}
                        >
                          {t("programs:detail.report")}
                        </TextLink>
                      ) : null}
                    </div>
                  }
                >
                  <div className={styles.person}>
                    <Avatar name={e.name} src={e.img} decorative />
                    <div>
                      {e.email ? <p className={styles.muted}>{e.email}</p> : null}
                      <p className={styles.text}>{t("programs:detail.progress", { value: e.progress })}</p>
                    </div>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={entrepreneursPage} totalPages={entrepreneurPages} param={ENTREPRENEURS_PAGE} labels={labels} />
    </section>
  );
}
