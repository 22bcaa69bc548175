import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { AutoSubmitForm } from "~/ui";
import { i18nServer } from "~/lib/i18n.server";
import { confirmAccount } from "./confirm-account.server";
import { MessagePage } from "./message-page";
import * as styles from "~/styles/auth.css";
import { pageTitle } from "~/lib/meta";
import { homePath, supportPath } from "~/paths";

export const handle = { i18n: ["auth"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "auth");
  return json({ title: t("userConfirmation.title") });
}

export async function action({ params, context }: ActionFunctionArgs) {
  const cookie = await confirmAccount(context, params.id);
  if (!cookie) return json({ ok: false }, { status: 404 });
  return json({ ok: true }, { headers: { "Set-Cookie": cookie } });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function UserConfirmationRoute() {
  const { t } = useTranslation("auth");
  const result = useActionData<typeof action>();
  if (result?.ok) {
    return (
      <MessagePage
        title={t("userConfirmation.successTitle")}
        text={t("userConfirmation.successText")}
        link={{ to: homePath, label: t("userConfirmation.continue") }}
      />
    );
  }
  if (result && !result.ok) {
    return (
      <MessagePage
        title={t("userConfirmation.failureTitle")}
        text={t("userConfirmation.failureText")}
        link={{ to: supportPath, label: t("userConfirmation.support") }}
      />
    );
  }
  return (
    <>
      <MessagePage title={t("userConfirmation.title")} text={t("userConfirmation.text")} />
      <AutoSubmitForm label={t("userConfirmation.submit")} className={styles.form} />
    </>
  );
}
