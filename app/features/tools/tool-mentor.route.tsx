// `/programs/programs/mentorships/mentorships/{id_m}/mentors/{username}/data` (spec route table): a mentor within
// a tool — name, title, about text and skills, with the tool's name and a way back. 404 unless the person is one
// of the tool's mentors; the tool itself is the API's call (403/404).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { useTermWords } from "~/lib/use-term-words";
import { Avatar, ButtonLink, Card, IconChevronLeft } from "~/ui";
import { DescriptionList } from "~/ui/description-list";
import { idParam } from "~/lib/id-param";
import * as styles from "./tools.css";
import { pageTitle } from "~/lib/meta";
import { fullName } from "~/lib/person-name";
import { toolPath } from "~/paths";
import { PageHeader } from "~/ui/page-header";

export const handle = { i18n: ["tools"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const tool = await context.api.programa.tool(idParam(params.id));
  const username = params.username ?? "";
  const person = await context.api.usuario.byIdOrUsername(username).catch((error: unknown) => {
    if (error instanceof Response && error.status >= 500) throw error;
    throw new Response("Not Found", { status: 404 });
  });
  if (person.username !== username || !tool.mentor.includes(person.id)) {
    throw new Response("Not Found", { status: 404 });
  }
  const name = fullName(person);
  return json({
    title: name,
    tool: { id: tool.id, nombre: tool.nombre },
    mentor: {
      name,
      titulo: person.titulo,
      descripcion: person.descripcion,
      img: person.img_usuario,
      skills: person.skills,
    },
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ToolMentorRoute() {
  const { t } = useTranslation(["tools"]);
  const words = useTermWords();
  const { tool, mentor } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <PageHeader
        heading={
          <div className={styles.person}>
            <Avatar name={mentor.name} src={mentor.img} size="lg" decorative />
            <div className={styles.heading}>
              <h1 className={styles.title}>{mentor.name}</h1>
              {mentor.titulo ? <p className={styles.subtitle}>{mentor.titulo}</p> : null}
              <p className={styles.subtitle}>{t("tools:mentor.inTool", { ...words, tool: tool.nombre })}</p>
            </div>
          </div>
        }
        actions={
          <ButtonLink to={toolPath(tool.id)} variant="secondary" icon={<IconChevronLeft />}>
            {t("tools:mentor.back")}
          </ButtonLink>
        }
      />
      <Card title={t("tools:mentor.about")}>
        <p className={styles.text}>{mentor.descripcion || t("tools:mentor.noAbout")}</p>
      </Card>
      <Card title={t("tools:mentor.skills")}>
        {mentor.skills.length === 0 ? (
          <p className={styles.muted}>{t("tools:mentor.noSkills")}</p>
        ) : (
          <DescriptionList items={mentor.skills.map((skill) => [skill.name, skill.description] as const)} />
        )}
      </Card>
    </div>
  );
}
