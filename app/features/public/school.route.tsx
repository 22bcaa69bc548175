// `/escuela-juntas`: the board-member school (./school-page.tsx); its contact form ends on /gracias-escuela-juntas.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { contactAction } from "./contact.server";
import { schoolData } from "./landing.server";
import { SchoolPage } from "./school-page";
import { schoolThanksPath } from "~/paths";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "public");
  return json({ title: t("school.title"), school: schoolData(context) });
}

export async function action({ context, request }: ActionFunctionArgs) {
  return contactAction(context, request, "escuela-juntas", schoolThanksPath);
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SchoolRoute() {
  const { school } = useLoaderData<typeof loader>();
  return <SchoolPage data={school} />;
}
