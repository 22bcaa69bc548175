// Any path the route table does not know: the 404 page, with a 404 status.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { StatusPage } from "./status-page";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request);
  return json({ title: t("errors.notFound") }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "404" }];

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return <StatusPage title={t("errors.notFound")} />;
}
