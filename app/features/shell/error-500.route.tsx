// `/500`: the server-error page as a URL of its own (second spec route table).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { StatusPage } from "./status-page";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request);
  return json({ title: t("errors.server") });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "500" }];

export default function ServerErrorRoute() {
  const { t } = useTranslation();
  return <StatusPage title={t("errors.server")} />;
}
