// `/programs/programs/{id}`: a program's detail (spec 000 §2 "Programs and tools", spec 001 §2 "Program
// detail") for everyone the API lets see it (its institution's administrators, its entrepreneurs, the
// mentors of its tools): image, name, description, attendance and hours (two decimals), Calendario,
// Herramientas, Editar (institution only), Volver, mentor cards and the sessions table. Institution and
// mentor users get a searchable list of its entrepreneurs; an entrepreneur gets their work-plan area.
// The edit form and the delete confirmation open as dialogs over this page (child routes).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, Outlet, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { useTermWords } from "~/lib/use-term-words";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { formatApiDateTime, userTimeZone } from "~/lib/time.server";
import {
  Avatar,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  IconCalendar,
  Pagination,
  PendingState,
  parsePage,
  Table,
  TextField,
  TextLink,
  cx,
  type TableColumn,
  SizedImage,
} from "~/ui";
import { API_PAGE_SIZE } from "~/api/contract/people";
import { pageOrFirst } from "~/lib/pagination.server";
import { roundedProgress, twoDecimals } from "~/lib/program-format";
import { programsT } from "./programs.server";
import { idParam } from "~/lib/id-param";
import * as styles from "./programs.css";
import { pageTitle } from "~/lib/meta";
import { fullName } from "~/lib/person-name";
import { PlanSummary } from "~/ui/plan-summary";
import {
  calendarPath,
  deleteProgramPath,
  editProgramPath,
  planPath,
  profilePath,
  programPath,
  programsPath,
  sessionPath,
  toolsPath,
  userHomePath,
} from "~/paths";

export const handle = { i18n: ["programs", "plans"] };

type SessionRow = { id: number; slug: string; nombre: string; inicio: string; fin: string };

const SESSIONS_PAGE = "sesiones";
const ENTREPRENEURS_PAGE = "emprendedores";

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const id = idParam(params.id);
  const type = userTypeOf(user);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  // Two lists, each paginated by the API (issue 31: a program of thousands of sessions), each with its own param.
  const sessionsPage = parsePage(url.searchParams, SESSIONS_PAGE);
  const entrepreneursPage = parsePage(url.searchParams, ENTREPRENEURS_PAGE);
  // The API answers 403/404 to anyone outside the program; that is the page the user gets.
  const program = await context.api.programa.get(id);
  const [stats, mentors, entrepreneurs, sessions, locale, { t }, plan] = await Promise.all([
    context.api.programa.stats(id),
    context.api.programa.mentors(id),
    type === "entrepreneur"
      ? Promise.resolve({ count: 0, results: [] })
      : pageOrFirst(
          url,
          entrepreneursPage,
          () => context.api.programa.entrepreneurs(id, { page: entrepreneursPage, q }),
          ENTREPRENEURS_PAGE,
        ),
    pageOrFirst(url, sessionsPage, () => context.api.calendario.byProgram(id, sessionsPage), SESSIONS_PAGE),
    i18nServer.getLocale(request),
    programsT(request, user),
    type === "entrepreneur" ? context.api.workplan.planOf(id, user.id) : Promise.resolve(null),
  ]);
  const zone = userTimeZone(request).zone;
  return json({
    type,
    canEdit: type === "institution" && user.entidad_entidad.some((e) => e.id === program.entidad),
    backTo: type === "institution" ? programsPath : userHomePath,
    username: user.username,
    q,
    program: {
      id: program.id,
      nombre: program.nombre,
      descripcion: program.descripcion,
      img_programa: program.img_programa,
    },
    stats: { attendance: twoDecimals(stats.attendance_percentage), hours: twoDecimals(stats.hours_received) },
    mentors: mentors.map((m) => ({
      id: m.id,
      username: m.username,
      name: fullName(m),
      titulo: m.titulo,
      img: m.img_usuario,
    })),
    entrepreneursPage,
    entrepreneurPages: Math.ceil(entrepreneurs.count / API_PAGE_SIZE),
    entrepreneurs: entrepreneurs.results.map((e) => ({
      id: e.id,
      username: e.username,
      name: fullName(e),
      email: e.email,
      img: e.img_usuario,
      progress: roundedProgress(e.progress),
    })),
    sessionsPage,
    sessionPages: Math.ceil(sessions.count / API_PAGE_SIZE),
    // Start and end in the user's time zone, in the API's order.
    sessions: sessions.results.map((s): SessionRow => ({
      id: s.id,
      slug: s.slug,
      nombre: s.nombre,
      inicio: formatApiDateTime(s.fecha_inicio, zone, locale) ?? s.fecha_inicio,
      fin: formatApiDateTime(s.fecha_fin, zone, locale) ?? s.fecha_fin,
    })),
    title: program.nombre || t("list.title"),
    plan: plan && { description: plan.description, progress: plan.progress },
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProgramDetailRoute() {
  const { t } = useTranslation(["programs"]);
  const words = useTermWords();
  const { type, canEdit, backTo, username, program, stats, mentors, sessions, sessionsPage, sessionPages, plan } =
    useLoaderData<typeof loader>();
  const sessionPaginationLabels = usePaginationLabels(t("programs:detail.sessions"));
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
      <div className={styles.header}>
        <h1 className={styles.title}>{program.nombre}</h1>
        <div className={styles.actions}>
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
        </div>
      </div>
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
          <dl className={styles.stats} aria-label={t("programs:detail.stats")}>
            <div className={styles.stat}>
              <dt className={styles.statLabel}>{t("programs:detail.attendance")}</dt>
              <dd className={styles.statValue}>{t("programs:detail.attendanceValue", { value: stats.attendance })}</dd>
            </div>
            <div className={styles.stat}>
              <dt className={styles.statLabel}>{t("programs:detail.hours")}</dt>
              <dd className={styles.statValue}>{stats.hours}</dd>
            </div>
          </dl>
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
        <EntrepreneurSection />
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

/** Institution and mentor users: the program's entrepreneurs as cards, with a name search (GET `q`). */
function EntrepreneurSection() {
  const { t } = useTranslation(["programs"]);
  const words = useTermWords();
  const { type, program, q, entrepreneurs, entrepreneursPage, entrepreneurPages } = useLoaderData<typeof loader>();
  const paginationLabels = usePaginationLabels(t("programs:detail.entrepreneurs", words));
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
      <Pagination
        page={entrepreneursPage}
        totalPages={entrepreneurPages}
        param={ENTREPRENEURS_PAGE}
        labels={paginationLabels}
      />
    </section>
  );
}

/** The shared labels; two lists paginate on this page, so each `<nav>` is named after its list. */
function usePaginationLabels(list: string) {
  const { t } = useTranslation(["common"]);
  return {
    nav: `${t("common:pagination.label")}: ${list}`,
    previous: t("common:pagination.previous"),
    next: t("common:pagination.next"),
    page: (n: number) => t("common:pagination.page", { page: n }),
  };
}
