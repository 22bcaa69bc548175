// `/institution`: the institution's home (minimal for now: its name and the access grid).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import * as styles from "~/features/shell/shell.css";

// Spec 000 §2: the grid's links are relative to /institution, so they resolve to these paths.
const GRID = [
  { to: "/programs", key: "home.grid.programs" },
  { to: "/mentors", key: "home.grid.mentors" },
  { to: "/users", key: "home.grid.users" },
  { to: "/funcionarios", key: "home.grid.funcionarios" },
  { to: "/reports", key: "home.grid.reports" },
  { to: "/facturacion", key: "home.grid.billing" },
] as const;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "institution" });
  const t = await i18nServer.getFixedT(request);
  return json({ entidad: user.entidad_entidad[0]?.razon_social ?? "", title: t("home.institutionTitle") });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function InstitutionHomeRoute() {
  const { t } = useTranslation();
  const { entidad } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{entidad}</h1>
      <section aria-labelledby="access-title">
        <h2 id="access-title">{t("home.access")}</h2>
        <ul className={styles.grid}>
          {GRID.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.gridLink}>
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
