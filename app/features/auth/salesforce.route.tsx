// /salesforce/{id}: confirms the account, signs in and goes to /user; on failure to /salesforce/error.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useTranslation } from "~/lib/i18n-react";
import { AutoSubmitForm } from "~/ui";
import { withFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { confirmAccount } from "./confirm-account.server";
import * as styles from "~/styles/auth.css";
import { pageTitle } from "~/lib/meta";
import { salesforceErrorPath, userHomePath } from "~/paths";

export const handle = { i18n: ["auth"] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  // Without a confirmation id there is nothing to confirm: the platform's home decides.
  if (!params.id) throw redirect(userHomePath);
  const t = await i18nServer.getFixedT(request, "auth");
  return json({ title: t("salesforce.redirecting") });
}

export async function action({ params, context }: ActionFunctionArgs) {
  const cookie = await confirmAccount(context, params.id);
  if (!cookie) {
    return redirect(salesforceErrorPath, {
      headers: withFlash({ type: "error", key: "auth:salesforce.loadError" }, context.session.secure),
    });
  }
  return redirect(userHomePath, { headers: { "Set-Cookie": cookie } });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SalesforceRoute() {
  const { t } = useTranslation("auth");
  return (
    <>
      <p className={styles.title} role="status">
        {t("salesforce.redirecting")}
      </p>
      <AutoSubmitForm label={t("salesforce.continue")} className={styles.form} />
    </>
  );
}
