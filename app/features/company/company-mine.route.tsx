// `/empresa`: the entrepreneur's own company. With one, its page (`/empresa/{id}`); without, 'Aún no hay una
// empresa registrada' and, for an entrepreneur, 'Registrar empresa'. Mentors and institutions have no
// company of their own: 'No hay empresa registrada' (core spec › Error catalogue).
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { ButtonLink, EmptyState, IconPlus } from "~/ui";
import * as styles from "./company.css";
import { companyPath, newCompanyPath } from "~/paths";

export const handle = { i18n: ["company"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const entrepreneur = userTypeOf(user) === "entrepreneur";
  const company = entrepreneur ? await context.api.company.mine() : null;
  if (company) throw redirect(companyPath(company.id));
  const t = await i18nServer.getFixedT(request, "company");
  return json({ entrepreneur, title: t("mine.title") });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function CompanyMineRoute() {
  const { t } = useTranslation(["company"]);
  const { entrepreneur } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("company:mine.title")}</h1>
      <EmptyState
        title={t(entrepreneur ? "company:mine.empty" : "company:mine.none")}
        action={
          entrepreneur ? (
            <ButtonLink to={newCompanyPath} variant="primary" icon={<IconPlus />}>
              {t("company:mine.create")}
            </ButtonLink>
          ) : undefined
        }
      />
    </div>
  );
}
