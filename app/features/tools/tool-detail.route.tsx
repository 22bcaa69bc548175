// `/programs/programs/mentorships/mentorships/{id}/data` (spec 000 §2 "Tool / mentorship"): a tool's name, type,
// description, program, mentors (each linking to the mentor within the tool) and sessions. Same access as the
// tool's program: the API decides (403/404 become the error pages).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/lib/auth.server";
import { useTermWords } from "~/features/shell/app-layout";
import { Avatar, ButtonLink, Card, EmptyState, IconChevronLeft, TextLink } from "~/ui";
import { listPath, programPath, toolMentorPath } from "./paths";
import { parseId } from "./tools.server";
import { typeLabel } from "./type-label";
import * as styles from "./tools.css";

export const handle = { i18n: ["tools"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const tool = await context.api.programa.tool(parseId(params.id));
  const [program, programMentors] = await Promise.all([
    context.api.programa.get(tool.programa),
    context.api.programa.mentors(tool.programa),
  ]);
  const mentors = programMentors
    .filter((m) => tool.mentor.includes(m.id))
    .map((m) => ({
      username: m.username,
      name: `${m.first_name} ${m.last_name}`.trim() || m.username,
      titulo: m.titulo,
      img: m.img_usuario,
    }));
  // The tool's sessions arrive with the sessions issue (issue 5), which fills this list.
  const sessions: { id: number; nombre: string }[] = [];
  return json({
    title: tool.nombre,
    tool: { id: tool.id, nombre: tool.nombre, tipo: tool.tipo, descripcion: tool.descripcion },
    program: { id: program.id, nombre: program.nombre },
    mentors,
    sessions,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function ToolDetailRoute() {
  const { t } = useTranslation(["tools"]);
  const words = useTermWords();
  const { tool, program, mentors, sessions } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{tool.nombre}</h1>
          <p className={styles.subtitle}>{typeLabel(t, tool.tipo)}</p>
        </div>
        <ButtonLink to={listPath(program.id)} variant="secondary" icon={<IconChevronLeft />}>
          {t("tools:detail.back")}
        </ButtonLink>
      </div>
      <Card title={t("tools:detail.about")}>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t("tools:detail.type")}</dt>
          <dd className={styles.value}>{typeLabel(t, tool.tipo)}</dd>
          <dt className={styles.term}>{t("tools:detail.program")}</dt>
          <dd className={styles.value}>
            <TextLink to={programPath(program.id)}>{program.nombre}</TextLink>
          </dd>
          <dt className={styles.term}>{t("tools:detail.description")}</dt>
          <dd className={styles.value}>{tool.descripcion}</dd>
        </dl>
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
        {sessions.length === 0 ? (
          <EmptyState title={t("tools:detail.noSessions")} headingLevel={3} />
        ) : (
          <ul className={styles.tags}>
            {sessions.map((session) => (
              <li key={session.id} className={styles.tag}>
                {session.nombre}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
