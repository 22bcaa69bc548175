// `/user`: the home of entrepreneurs and mentors (minimal for now: name and programs from the user data).
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { Card, EmptyState } from "~/ui";
import * as styles from "~/features/shell/shell.css";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  if (userTypeOf(user) === "institution") throw redirect("/institution");
  const t = await i18nServer.getFixedT(request);
  return json({
    name: `${user.first_name} ${user.last_name}`.trim(),
    programs: user.programa_emprendedor,
    title: t("home.title"),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function UserHomeRoute() {
  const { t } = useTranslation();
  const { name, programs } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("home.greeting", { name })}</h1>
      <section aria-labelledby="programs-title">
        <h2 id="programs-title">{t("home.programs")}</h2>
        {programs.length === 0 ? (
          <EmptyState title={t("home.noPrograms")} />
        ) : (
          <ul className={styles.grid}>
            {programs.map((p) => (
              <li key={p.id}>
                <Card title={p.nombre} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
