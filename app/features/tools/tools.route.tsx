// `/programs/programs/mentorships/{programId}` ('Herramientas' of a program, core spec › Screens and routes "Programs and tools"):
// the program's tools as cards with 'Ver detalle'; its institution's administrators also create, edit and
// delete them (edit and delete open as dialogs over the list). Who may see it is the API's call.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { loadToolsPage } from "./tools.server";
import { ToolsView } from "./tools-view";
import { pageTitle } from "~/lib/meta";

export const handle = { i18n: ["tools"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { t, list } = await loadToolsPage(context, request, params.programId);
  return json({ title: `${t("tools:list.title")} · ${list.program.nombre}`, list });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ToolsRoute() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <ToolsView data={list}>
      <Outlet />
    </ToolsView>
  );
}
