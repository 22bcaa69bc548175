import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { ButtonLink } from "~/ui";
import * as styles from "~/styles/auth.css";
import { pageTitle } from "~/lib/meta";
import { loginPath } from "~/paths";

export const handle = { i18n: ["auth"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "auth");
  return json({ title: t("salesforce.errorTitle") });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SalesforceErrorRoute() {
  const { t } = useTranslation("auth");
  return (
    <>
      <h1 className={styles.title}>{t("salesforce.errorTitle")}</h1>
      <ButtonLink to={loginPath} variant="primary">
        {t("salesforce.login")}
      </ButtonLink>
    </>
  );
}
