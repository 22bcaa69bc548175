// `/programs/programs/mentorships/mentorships/{id}/data` (core spec › Screens and routes "Tool / mentorship"): a tool's name, type,
// description, program, mentors (each linking to the mentor within the tool) and sessions. Same access as the
// tool's program: the API decides (403/404 become the error pages).
import { paginationLabels } from "~/lib/pagination-labels";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { formatApiDateTime, userTimeZone } from "~/lib/time.server";
import { useTermWords } from "~/lib/use-term-words";
import {
  Avatar,
  ButtonLink,
  Card,
  EmptyState,
  IconChevronLeft,
  PAGE_SIZE,
  Pagination,
  Table,
  TextLink,
  parsePage,
  type TableColumn,
} from "~/ui";
import { DescriptionList } from "~/ui/description-list";
import { idParam } from "~/lib/id-param";
import { pageOrFirst } from "~/lib/pagination.server";
import { typeLabel } from "./type-label";
import * as styles from "./tools.css";
import { pageTitle } from "~/lib/meta";
import { fullName } from "~/lib/person-name";
import { programPath, sessionPath, toolMentorPath, toolsPath } from "~/paths";
import { PageHeader } from "~/ui/page-header";

export const handle = { i18n: ["tools"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const tool = await context.api.programa.tool(idParam(params.id));
  const url = new URL(request.url);
  const page = parsePage(url.searchParams);
  const [program, programMentors, toolSessions, locale] = await Promise.all([
    context.api.programa.get(tool.programa),
    context.api.programa.mentors(tool.programa),
    // Issue 31: one page of sessions from the API (a tool has thousands at scale); past the last, page 1.
    pageOrFirst(url, page, () => context.api.calendario.byTool(tool.id, page)),
    i18nServer.getLocale(request),
  ]);
  const zone = userTimeZone(request).zone;
  const mentors = programMentors
    .filter((m) => tool.mentor.includes(m.id))
    .map((m) => ({
      username: m.username,
      name: fullName(m),
      titulo: m.titulo,
      img: m.img_usuario,
    }));
  const totalPages = Math.max(1, Math.ceil(toolSessions.count / PAGE_SIZE));
  // Each session with its start in the user's time zone, linking to its details.
  const sessions = toolSessions.results.map((s) => ({
    id: s.id,
    slug: s.slug,
    nombre: s.nombre,
    inicio: formatApiDateTime(s.fecha_inicio, zone, locale) ?? s.fecha_inicio,
    fin: formatApiDateTime(s.fecha_fin, zone, locale) ?? s.fecha_fin,
  }));
  return json({
    title: tool.nombre,
    tool: { id: tool.id, nombre: tool.nombre, tipo: tool.tipo, descripcion: tool.descripcion },
    program: { id: program.id, nombre: program.nombre },
    mentors,
    sessions,
    page,
    totalPages,
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ToolDetailRoute() {
  const { t } = useTranslation(["tools", "common"]);
  const words = useTermWords();
  const { tool, program, mentors, sessions, page, totalPages } = useLoaderData<typeof loader>();
  const sessionColumns: TableColumn<(typeof sessions)[number]>[] = [
    {
      id: "name",
      header: t("tools:detail.sessionName"),
      rowHeader: true,
      cell: (s) => <TextLink to={sessionPath(s.slug)}>{s.nombre}</TextLink>,
    },
    { id: "start", header: t("tools:detail.sessionStart"), cell: (s) => s.inicio },
    { id: "end", header: t("tools:detail.sessionEnd"), cell: (s) => s.fin },
  ];
  return (
    <div className={styles.page}>
      <PageHeader
        heading={
          <div className={styles.heading}>
            <h1 className={styles.title}>{tool.nombre}</h1>
            <p className={styles.subtitle}>{typeLabel(t, tool.tipo)}</p>
          </div>
        }
        actions={
          <ButtonLink to={toolsPath(program.id)} variant="secondary" icon={<IconChevronLeft />}>
            {t("tools:detail.back")}
          </ButtonLink>
        }
      />
      <Card title={t("tools:detail.about")}>
        <DescriptionList
          items={[
            [t("tools:detail.type"), typeLabel(t, tool.tipo)],
            [
              t("tools:detail.program"),
              <TextLink key="program" to={programPath(program.id)}>
                {program.nombre}
              </TextLink>,
            ],
            [t("tools:detail.description"), tool.descripcion],
          ]}
        />
      </Card>
      <section className={styles.page} aria-labelledby="tool-mentors">
        <h2 id="tool-mentors" className={styles.title}>
          {t("tools:detail.mentors", words)}
        </h2>
        {mentors.length === 0 ? (
          <EmptyState title={t("tools:detail.noMentors", words)} headingLevel={3} />
        ) : (
          <ul className={styles.cards}>
            {mentors.map((mentor) => (
              <li key={mentor.username}>
                <Card
                  as="article"
                  headingLevel={3}
                  title={<Link to={toolMentorPath(tool.id, mentor.username)}>{mentor.name}</Link>}
                >
                  <div className={styles.person}>
                    <Avatar name={mentor.name} src={mentor.img} decorative />
                    {mentor.titulo ? <p className={styles.muted}>{mentor.titulo}</p> : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.page} aria-labelledby="tool-sessions">
        <h2 id="tool-sessions" className={styles.title}>
          {t("tools:detail.sessions")}
        </h2>
        <Table
          caption={t("tools:detail.sessionsCaption")}
          captionHidden
          columns={sessionColumns}
          rows={sessions}
          rowKey={(s) => s.id}
          empty={<EmptyState title={t("tools:detail.noSessions")} headingLevel={3} />}
        />
        <Pagination
          page={page}
          totalPages={totalPages}
          labels={paginationLabels(t, { list: t("tools:detail.sessions") })}
        />
      </section>
    </div>
  );
}
