// `/user/users` (canonical) and `/users` (302 here, query kept): the institution's entrepreneurs, 15 per
// page, with a name search. Administrators invite (one or by file) and deactivate; entrepreneurs of the
// institution see the same list read-only. The dialogs under /users render over it.
import { paginationLabels } from "~/lib/pagination-labels";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { API_PAGE_SIZE, type ApiPerson } from "~/api/contract/people";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { useTermWords } from "~/lib/use-term-words";
import { ButtonLink, EmptyState, IconPlus, Pagination, parsePage, TextLink } from "~/ui";
import { ListPending, NameSearch, PersonTable } from "./person-table";
import { pageOrFirst, peopleT } from "./people.server";
import * as styles from "./people.css";
import { pageTitle } from "~/lib/meta";
import { fullName } from "~/lib/person-name";
import { BULK_INVITE_PATH, deactivateUserPath, INVITE_PATH, PEOPLE_LIST_PATH } from "~/paths";
import { PageHeader } from "~/ui/page-header";

export const handle = { i18n: ["people"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.pathname.replace(/\/+$/, "") === "/users") throw redirect(`${PEOPLE_LIST_PATH.emprendedor}${url.search}`);
  const user = await requireUser(context, request, { role: ["institution", "entrepreneur"] });
  const admin = userTypeOf(user) === "institution";
  const entidadId = admin ? user.entidad_entidad[0]?.id : user.entidad_miembro[0]?.id;
  const page = parsePage(url.searchParams);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const [list, { t, words }] = await Promise.all([
    entidadId
      ? pageOrFirst(url, page, () => context.api.people.entrepreneurs(entidadId, { page, q }))
      : Promise.resolve({ count: 0, results: [] as ApiPerson[] }),
    peopleT(request, user),
  ]);
  return json({
    admin,
    page,
    q,
    totalPages: Math.ceil(list.count / API_PAGE_SIZE),
    people: list.results,
    title: t("people:entrepreneurs.title", words),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function EntrepreneursRoute() {
  const { t } = useTranslation(["people", "common"]);
  const words = useTermWords();
  const { admin, page, q, totalPages, people } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <PageHeader
        title={t("people:entrepreneurs.title", words)}
        actions={
          admin ? (
            <>
              <ButtonLink to={BULK_INVITE_PATH.emprendedor} variant="secondary" preventScrollReset>
                {t("people:entrepreneurs.bulk", words)}
              </ButtonLink>
              <ButtonLink to={INVITE_PATH.emprendedor} variant="primary" icon={<IconPlus />} preventScrollReset>
                {t("people:entrepreneurs.new", words)}
              </ButtonLink>
            </>
          ) : null
        }
      />
      <NameSearch path={PEOPLE_LIST_PATH.emprendedor} q={q} />
      <ListPending path={PEOPLE_LIST_PATH.emprendedor} label={t("people:loadingUsers")} />
      <PersonTable
        people={people}
        caption={t("people:entrepreneurs.caption", words)}
        empty={
          <EmptyState
            title={t(q ? "people:entrepreneurs.noResults" : "people:entrepreneurs.empty", words)}
            headingLevel={2}
          />
        }
        action={
          admin
            ? (p) => (
                <TextLink
                  to={deactivateUserPath(p.username)}
                  preventScrollReset
                  aria-label={t("people:entrepreneurs.deactivateLabel", {
                    name: fullName(p),
                  })}
                >
                  {t("people:entrepreneurs.deactivate")}
                </TextLink>
              )
            : undefined
        }
      />
      <Pagination
        page={page}
        totalPages={totalPages}
        basePath={PEOPLE_LIST_PATH.emprendedor}
        labels={paginationLabels(t)}
      />
      <Outlet />
    </div>
  );
}
