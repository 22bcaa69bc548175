// `/programs/programs/{id}`: a program's detail (core spec › Screens and routes "Programs and tools", second spec › Screens and routes "Program
// detail") for everyone the API lets see it (its institution's administrators, its entrepreneurs, the
// mentors of its tools): image, name, description, attendance and hours (two decimals), Calendario,
// Herramientas, Editar (institution only), Volver, mentor cards and the sessions table. Institution and
// mentor users get a searchable list of its entrepreneurs; an entrepreneur gets their work-plan area.
// The edit form and the delete confirmation open as dialogs over this page (child routes).
import { paginationLabels } from "~/lib/pagination-labels";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { useTermWords } from "~/lib/use-term-words";
import {
  Avatar,
  ButtonLink,
  Card,
  EmptyState,
  IconCalendar,
  Pagination,
  Table,
  TextLink,
  cx,
  type TableColumn,
  SizedImage,
} from "~/ui";
import { PageHeader } from "~/ui/page-header";
import * as styles from "./programs.css";
import { pageTitle } from "~/lib/meta";
import { PlanSummary } from "~/ui/plan-summary";
import { calendarPath, deleteProgramPath, editProgramPath, profilePath, sessionPath, toolsPath } from "~/paths";
import { loadProgramDetail, type SessionRow } from "./program-detail.server";
import { EntrepreneurSection } from "./program-entrepreneurs";
import { SESSIONS_PAGE } from "./program-lists";
import { DescriptionList } from "~/ui/description-list";

export const handle = { i18n: ["programs", "plans"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return json(await loadProgramDetail(context, request, params));
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProgramDetailRoute() {
  const { t } = useTranslation(["programs"]);
  const words = useTermWords();
  const data = useLoaderData<typeof loader>();
  const { type, canEdit, backTo, username, program, stats, mentors, sessions, sessionsPage, sessionPages, plan } = data;
  const sessionPaginationLabels = paginationLabels(t, { list: t("programs:detail.sessions") });
  const sessionColumns: TableColumn<SessionRow>[] = [
    {
      id: "name",
      header: t("programs:detail.sessionName"),
      rowHeader: true,
      cell: (s) => <TextLink to={sessionPath(s.slug)}>{s.nombre}</TextLink>,
    },
    { id: "start", header: t("programs:detail.sessionStart"), cell: (s) => s.inicio },
    { id: "end", header: t("programs:detail.sessionEnd"), cell: (s) => s.fin },
  ];
  return (
    <div className={styles.page}>
      <PageHeader
        title={program.nombre}
        actions={
          <>
            <ButtonLink to={calendarPath} variant="secondary" icon={<IconCalendar />}>
              {t("programs:detail.calendar")}
            </ButtonLink>
            <ButtonLink to={toolsPath(program.id)} variant="secondary">
              {t("programs:detail.tools")}
            </ButtonLink>
            {canEdit ? (
              <>
                <ButtonLink to={editProgramPath(program.id)} variant="primary" preventScrollReset>
                  {t("programs:detail.edit")}
                </ButtonLink>
                <ButtonLink to={deleteProgramPath(program.id)} variant="danger" preventScrollReset>
                  {t("programs:delete.open")}
                </ButtonLink>
              </>
            ) : null}
            <ButtonLink to={backTo} variant="ghost">
              {t("programs:detail.back")}
            </ButtonLink>
          </>
        }
      />
      <Outlet />
      <div className={cx(styles.hero, program.img_programa && styles.heroWithImage)}>
        {program.img_programa ? (
          <SizedImage
            src={program.img_programa}
            box="programHero"
            alt={t("programs:detail.imageAlt", { name: program.nombre })}
            className={styles.heroImage}
            loading="eager"
          />
        ) : null}
        <div className={styles.section}>
          {program.descripcion ? <p className={styles.text}>{program.descripcion}</p> : null}
          <DescriptionList
            layout="tiles"
            aria-label={t("programs:detail.stats")}
            items={[
              [t("programs:detail.attendance"), t("programs:detail.attendanceValue", { value: stats.attendance })],
              [t("programs:detail.hours"), stats.hours],
            ]}
          />
        </div>
      </div>

      {type === "entrepreneur" ? (
        <section aria-labelledby="plan-title" className={styles.section}>
          <h2 id="plan-title" className={styles.sectionTitle}>
            {t("programs:detail.myPlan")}
          </h2>
          <PlanSummary username={username} programId={program.id} plan={plan} />
        </section>
      ) : (
        <EntrepreneurSection data={data} />
      )}

      <section aria-labelledby="mentors-title" className={styles.section}>
        <h2 id="mentors-title" className={styles.sectionTitle}>
          {t("programs:detail.mentors", words)}
        </h2>
        {mentors.length === 0 ? (
          <EmptyState headingLevel={3} title={t("programs:detail.noMentors", words)} />
        ) : (
          <ul className={styles.cards}>
            {mentors.map((m) => (
              <li key={m.id}>
                <Card as="article" headingLevel={3} title={<Link to={profilePath(m.username)}>{m.name}</Link>}>
                  <div className={styles.person}>
                    <Avatar name={m.name} src={m.img} decorative />
                    {m.titulo ? <p className={styles.muted}>{m.titulo}</p> : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sessions-title" className={styles.section}>
        <h2 id="sessions-title" className={styles.sectionTitle}>
          {t("programs:detail.sessions")}
        </h2>
        <Table
          caption={t("programs:detail.sessionsCaption")}
          captionHidden
          staticIsland
          columns={sessionColumns}
          rows={sessions}
          rowKey={(s) => s.id}
          empty={<EmptyState headingLevel={3} title={t("programs:detail.noSessions")} />}
        />
        <Pagination
          page={sessionsPage}
          totalPages={sessionPages}
          param={SESSIONS_PAGE}
          labels={sessionPaginationLabels}
        />
      </section>
    </div>
  );
}
