// `/funcionarios`: the institution's staff (core spec › Screens and routes "Funcionarios screen"), 15 per page; the invite
// dialogs (`/funcionarios/new`, `/funcionarios/funcionarios/file/new`) render over it.
import { paginationLabels } from "~/lib/pagination-labels";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { API_PAGE_SIZE } from "~/api/contract/people";
import { ButtonLink, EmptyState, IconChevronLeft, IconPlus, Pagination, parsePage } from "~/ui";
import { ListPending, PersonTable } from "./person-table";
import { pageOrFirst, peopleT, requireAdmin } from "./people.server";
import * as styles from "./people.css";
import { pageTitle } from "~/lib/meta";
import { BULK_INVITE_PATH, institutionPath, INVITE_PATH, PEOPLE_LIST_PATH } from "~/paths";
import { PageHeader } from "~/ui/page-header";

export const handle = { i18n: ["people"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { user, entidadId } = await requireAdmin(context, request);
  const url = new URL(request.url);
  const page = parsePage(url.searchParams);
  const [staff, { t }] = await Promise.all([
    pageOrFirst(url, page, () => context.api.people.staff(entidadId, { page })),
    peopleT(request, user),
  ]);
  return json({
    page,
    totalPages: Math.ceil(staff.count / API_PAGE_SIZE),
    people: staff.results,
    title: t("people:staff.title"),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function StaffRoute() {
  const { t } = useTranslation(["people", "common"]);
  const { page, totalPages, people } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <PageHeader
        title={t("people:staff.title")}
        actions={
          <>
            <ButtonLink to={institutionPath} variant="ghost" icon={<IconChevronLeft />}>
              {t("people:back")}
            </ButtonLink>
            <ButtonLink to={BULK_INVITE_PATH.funcionario} variant="secondary" preventScrollReset>
              {t("people:staff.bulk")}
            </ButtonLink>
            <ButtonLink to={INVITE_PATH.funcionario} variant="primary" icon={<IconPlus />} preventScrollReset>
              {t("people:staff.new")}
            </ButtonLink>
          </>
        }
      />
      <ListPending path={PEOPLE_LIST_PATH.funcionario} label={t("people:loadingUsers")} />
      <PersonTable
        people={people}
        caption={t("people:staff.caption")}
        empty={<EmptyState title={t("people:staff.empty")} headingLevel={2} />}
      />
      <Pagination
        page={page}
        totalPages={totalPages}
        basePath={PEOPLE_LIST_PATH.funcionario}
        labels={paginationLabels(t)}
      />
      <Outlet />
    </div>
  );
}
