// `/files/user/{username}` (core spec › Screens and routes "Calendar, files, minutes", core spec › Roles and permissions, core spec › The calls it makes "Files and URLs"): a user's
// profile files and URLs. 'Mis archivos' for oneself, otherwise 'Documentos' plus the institution's entity
// word; mentors and staff may upload to another user's profile (the API decides who may see it). The
// upload forms and delete confirmations are child routes, as on a session's files page. Issue 31: a page at a time
// (`?page=`: 15 files and 15 URLs), the delete confirmations keeping the page.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { homePathFor } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { termsOf, termWords } from "~/lib/terms";
import { DocumentTable } from "./document-table";
import { canDelete, canUpload, documentRows, profileDocumentsPage, requireOwner } from "./files.server";
import * as styles from "./files.css";
import { pageTitle } from "~/lib/meta";
import { myDocumentsPath } from "~/paths";
import { paginationLabels } from "~/lib/pagination-labels";
import { Pagination } from "~/ui";
import { FilesHeader } from "./files-header";

export const handle = { i18n: ["files"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const owner = await requireOwner(context, request, { username: params.username ?? "" });
  if (owner.kind !== "user") throw new Response("Not Found", { status: 404 });
  const { docs, page, totalPages } = await profileDocumentsPage(context, request, owner);
  const t = await i18nServer.getFixedT(request, "files");
  const rows = await documentRows(request, docs, {
    deleteBase: (item) => (canDelete(owner, item) ? owner.base : null),
    page,
  });
  return json({
    title: owner.own ? t("user.mine") : t("user.other", termWords(t, termsOf(owner.user))),
    own: owner.own,
    username: owner.username,
    back: owner.own ? myDocumentsPath : homePathFor(owner.user),
    base: owner.base,
    canUpload: canUpload(owner),
    rows,
    page,
    totalPages,
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function UserFilesRoute() {
  const { t } = useTranslation(["files", "common"]);
  const { title, own, username, back, base, canUpload, rows, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <FilesHeader title={title} base={base} back={back} canUpload={canUpload} />
      {own ? null : <p className={styles.muted}>{t("files:user.of", { username })}</p>}
      <Outlet />
      <DocumentTable caption={title} rows={rows} />
      <Pagination page={page} totalPages={totalPages} basePath={base} labels={paginationLabels(t, { list: title })} />
    </div>
  );
}
