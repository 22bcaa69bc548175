// The confirmation and thank-you screens: one module, three URLs, each with its own words.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { MessagePage } from "./message-page";
import { pageTitle } from "~/lib/meta";
import { loginPath } from "~/paths";

export const handle = { i18n: ["auth"] };

const PAGES = {
  "/email-confirmacion": { key: "emailConfirmacion", loginLink: true },
  "/registro-exitoso": { key: "registroExitoso", loginLink: true },
  "/confirmation_mail": { key: "confirmationMail", loginLink: false },
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "") as keyof typeof PAGES;
  const page = PAGES[path];
  if (!page) throw new Response("Not Found", { status: 404 });
  const t = await i18nServer.getFixedT(request, "auth");
  return json({ ...page, title: t(`${page.key}.title`) });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MessageRoute() {
  const { t } = useTranslation("auth");
  const { key, loginLink } = useLoaderData<typeof loader>();
  return (
    <MessagePage
      title={t(`${key}.title`)}
      text={t(`${key}.text`)}
      link={loginLink ? { to: loginPath, label: t("emailConfirmacion.login") } : undefined}
    />
  );
}
