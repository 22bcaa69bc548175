// `/user`: the home of entrepreneurs and mentors: a greeting and their programs as cards linking to each
// detail (mentors: the programs they mentor in, GET /programa/mentor/{id}; entrepreneurs: the programs they
// take part in, GET /programa/usuario/{id}); 'Aún no hay programas disponibles' when there are none.
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { ProgramCards } from "~/ui/program-cards";
import { useTermWords } from "~/lib/use-term-words";
import * as styles from "~/styles/page.css";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { EmptyState } from "~/ui";
import { pageTitle } from "~/lib/meta";
import { institutionPath } from "~/paths";

export const handle = { i18n: ["programs"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const type = userTypeOf(user);
  if (type === "institution") throw redirect(institutionPath);
  const [programs, t] = await Promise.all([
    type === "mentor" ? context.api.programa.byMentor(user.id) : context.api.programa.byEntrepreneur(user.id),
    i18nServer.getFixedT(request),
  ]);
  return json({
    mentor: type === "mentor",
    name: `${user.first_name} ${user.last_name}`.trim(),
    programs: programs.map((p) => ({
      id: p.id,
      nombre: p.nombre,
      descripcion: p.descripcion,
      img_programa: p.img_programa,
    })),
    title: t("home.title"),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function UserHomeRoute() {
  const { t } = useTranslation(["common", "programs"]);
  const words = useTermWords();
  const { mentor, name, programs } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("home.greeting", { name })}</h1>
      <section aria-labelledby="programs-title">
        <h2 id="programs-title">
          {mentor ? t("programs:home.mentorPrograms", words) : t("programs:home.entrepreneurPrograms")}
        </h2>
        {programs.length === 0 ? (
          <EmptyState title={t("programs:home.empty")} headingLevel={3} />
        ) : (
          <ProgramCards programs={programs} headingLevel={3} />
        )}
      </section>
    </div>
  );
}
