// `/user/files`, 'Mis documentos' (core spec › Screens and routes "Calendar, files, minutes", core spec › The calls it makes GET /archivos/evento/usuario/
// {username} and /urls/evento/usuario/{username}, a page at a time): the files and URLs of the user's sessions, each
// with its session (linking to that session's files page), plus 'Mis archivos' and 'Volver', and the external
// content folder when CONTENT_FOLDER_URL is set.
import { paginationLabels } from "~/lib/pagination-labels";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { homePathFor, requireUser } from "~/lib/auth.server";
import { externalLinks } from "~/lib/external-links.server";
import { i18nServer } from "~/lib/i18n.server";
import { ButtonLink, IconChevronLeft, PAGE_SIZE, Pagination, parsePage } from "~/ui";
import { pageHref } from "~/ui/pagination";
import { DocumentTable } from "./document-table";
import { documentRows } from "./files.server";
import * as styles from "./files.css";
import { pageTitle } from "~/lib/meta";
import { userFilesPath } from "~/paths";
import { PageHeader } from "~/ui/page-header";

export const handle = { i18n: ["files"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const url = new URL(request.url);
  const page = parsePage(url.searchParams);
  // Issue 31: page n of each list (15 files, 15 URLs), not every document of every session; a list shorter than
  // n pages adds none (the API's 404), and past both lists' ends the page goes back to page 1.
  const shorter = <T,>(load: Promise<T>) =>
    load.catch((error: unknown) => {
      if (page > 1 && error instanceof Response && error.status === 404) return null;
      throw error;
    });
  const [files, urls, t] = await Promise.all([
    shorter(context.api.calendario.userSessionFiles(user.username, page)),
    shorter(context.api.calendario.userSessionUrls(user.username, page)),
    i18nServer.getFixedT(request, "files"),
  ]);
  if (!files && !urls) throw redirect(pageHref(url.pathname, url.searchParams, 1));
  const totalPages = Math.max(1, Math.ceil(Math.max(files?.count ?? 0, urls?.count ?? 0) / PAGE_SIZE));
  return json({
    title: t("mine.title"),
    myFiles: userFilesPath(user.username),
    back: homePathFor(user),
    contentFolder: externalLinks(context.env).contentFolder,
    rows: await documentRows(
      request,
      { files: files?.results ?? [], urls: urls?.results ?? [] },
      { withSession: true },
    ),
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
