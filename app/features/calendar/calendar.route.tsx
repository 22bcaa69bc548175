// `/calendar` ('Mi Calendario', spec 000 §2 "Calendar, files, minutes"): the signed-in user's sessions.
// The calendar area builds the month, week, day and agenda views here; the scheduling and session-action
// screens are child routes rendered as dialogs over this page (sections of it without JavaScript).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import * as shell from "~/features/shell/shell.css";

export const handle = { i18n: ["calendar"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const t = await i18nServer.getFixedT(request, "calendar");
  return json({ title: t("calendar:title") });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function CalendarRoute() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <div className={shell.page}>
      <h1 className={shell.title}>{title}</h1>
      <Outlet />
    </div>
  );
}
