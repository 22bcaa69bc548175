// `/user/files`, 'Mis documentos' (core spec › Screens and routes "Calendar, files, minutes", core spec › The calls it makes GET /archivos/evento/usuario/
// {username} and /urls/evento/usuario/{username}, a page at a time): the files and URLs of the user's sessions, each
// with its session (linking to that session's files page), plus 'Mis archivos' and 'Volver', and the external
// content folder when CONTENT_FOLDER_URL is set.
import { paginationLabels } from "~/lib/pagination-labels";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { homePathFor, requireUser } from "~/lib/auth.server";
import { externalLinks } from "~/lib/external-links.server";
import { i18nServer } from "~/lib/i18n.server";
import { ButtonLink, IconChevronLeft, Pagination } from "~/ui";
import { DocumentTable } from "./document-table";
import { documentRows, documentsPage } from "./files.server";
import * as styles from "./files.css";
import { pageTitle } from "~/lib/meta";
import { userFilesPath } from "~/paths";
import { PageHeader } from "~/ui/page-header";

export const handle = { i18n: ["files"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  // Issue 31: page n of each list (15 files, 15 URLs), not every document of every session.
  const [{ docs, page, totalPages }, t] = await Promise.all([
    documentsPage(request, (n) => [
      context.api.calendario.userSessionFiles(user.username, n),
      context.api.calendario.userSessionUrls(user.username, n),
    ]),
    i18nServer.getFixedT(request, "files"),
  ]);
  return json({
    title: t("mine.title"),
    myFiles: userFilesPath(user.username),
    back: homePathFor(user),
    contentFolder: externalLinks(context.env).contentFolder,
    rows: await documentRows(request, docs, { withSession: true }),
    page,
    totalPages,
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MyDocumentsRoute() {
  const { t } = useTranslation(["files", "common"]);
  const { title, myFiles, back, contentFolder, rows, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        actions={
          <>
            {contentFolder ? (
              <ButtonLink to={contentFolder} variant="secondary" target="_blank" rel="noopener noreferrer">
                {t("files:mine.contentFolder")}
              </ButtonLink>
            ) : null}
            <ButtonLink to={myFiles} variant="secondary">
              {t("files:mine.myFiles")}
            </ButtonLink>
            <ButtonLink to={back} variant="ghost" icon={<IconChevronLeft />}>
              {t("files:actions.back")}
            </ButtonLink>
          </>
        }
      />
      <DocumentTable caption={title} rows={rows} withSession />
      <Pagination page={page} totalPages={totalPages} labels={paginationLabels(t, { list: title })} />
    </div>
  );
}
