// `/calendar/event/files/{slug}` (core spec › Screens and routes "Calendar, files, minutes", core spec › The calls it makes "Files and URLs"): the files
// and URLs of one session, with 'Subir archivos', 'Subir URLs' and 'Volver'. The upload forms and the delete
// confirmations are child routes: dialogs over this page with JS, sections of it without.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { DocumentTable } from "./document-table";
import { canDelete, canUpload, documentRows, requireOwner, sessionDocuments } from "./files.server";
import * as styles from "./files.css";
import { pageTitle } from "~/lib/meta";
import { sessionPath } from "~/paths";
import { FilesHeader } from "./files-header";

export const handle = { i18n: ["files"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const owner = await requireOwner(context, request, { slug: params.slug ?? "" });
  if (owner.kind !== "session") throw new Response("Not Found", { status: 404 });
  const docs = await sessionDocuments(context, owner);
  const t = await i18nServer.getFixedT(request, "files");
  const rows = await documentRows(request, docs, {
    deleteBase: (item) => (canDelete(owner, item) ? owner.base : null),
  });
  return json({
    title: t("session.title", { name: owner.session.nombre }),
    base: owner.base,
    back: sessionPath(owner.session.slug),
    canUpload: canUpload(owner),
    rows,
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SessionFilesRoute() {
  const { t } = useTranslation(["files"]);
  const { title, base, back, canUpload, rows } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <FilesHeader title={title} base={base} back={back} canUpload={canUpload} />
      <Outlet />
      <DocumentTable caption={t("files:session.caption")} rows={rows} />
    </div>
  );
}
