// `/mentors` (second spec › Screens and routes "Mentors list (institution)"): the institution's mentors as cards, 15 per page,
// with a name search; invite one or by file, reviews and removal open as dialogs over the list.
import { paginationLabels } from "~/lib/pagination-labels";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { API_PAGE_SIZE, type ApiMentorCard } from "~/api/contract/people";
import { useTermWords } from "~/lib/use-term-words";
import { Avatar, ButtonLink, Card, EmptyState, IconPlus, Pagination, parsePage, TextLink } from "~/ui";
import { ListPending, NameSearch } from "./person-table";
import { pageOrFirst, peopleT, requireAdmin } from "./people.server";
import * as styles from "./people.css";
import { pageTitle } from "~/lib/meta";
import { fullName } from "~/lib/person-name";
import {
  BULK_INVITE_PATH,
  INVITE_PATH,
  mentorReviewsPath,
  PEOPLE_LIST_PATH,
  profilePath,
  removeMentorPath,
} from "~/paths";
import { PageHeader } from "~/ui/page-header";

export const handle = { i18n: ["people"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { user, entidadId } = await requireAdmin(context, request);
  const url = new URL(request.url);
  const page = parsePage(url.searchParams);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const [list, { t, words }] = await Promise.all([
    pageOrFirst(url, page, () => context.api.people.mentors(entidadId, { page, q })),
    peopleT(request, user),
  ]);
  return json({
    page,
    q,
    totalPages: Math.ceil(list.count / API_PAGE_SIZE),
    mentors: list.results,
    title: t("people:mentors.title", words),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MentorsRoute() {
  const { t } = useTranslation(["people", "common"]);
  const words = useTermWords();
  const { page, q, totalPages, mentors } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <PageHeader
        title={t("people:mentors.title", words)}
        actions={
          <>
            <ButtonLink to={BULK_INVITE_PATH.mentor} variant="secondary" preventScrollReset>
              {t("people:mentors.bulk", words)}
            </ButtonLink>
            <ButtonLink to={INVITE_PATH.mentor} variant="primary" icon={<IconPlus />} preventScrollReset>
              {t("people:mentors.new", words)}
            </ButtonLink>
          </>
        }
      />
      <NameSearch path={PEOPLE_LIST_PATH.mentor} q={q} />
      <ListPending path={PEOPLE_LIST_PATH.mentor} label={t("people:loadingMentors")} />
      {mentors.length === 0 ? (
        <EmptyState title={t(q ? "people:mentors.noResults" : "people:mentors.empty", words)} />
      ) : (
        <ul className={styles.cards}>
          {mentors.map((mentor) => (
            <li key={mentor.id}>
              <MentorCard mentor={mentor} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} basePath={PEOPLE_LIST_PATH.mentor} labels={paginationLabels(t)} />
      <Outlet />
    </div>
  );
}

function MentorCard({ mentor }: { mentor: ApiMentorCard }) {
  const { t } = useTranslation(["people"]);
  const name = fullName(mentor);
  return (
    <Card
      as="article"
      headingLevel={2}
      title={<Link to={profilePath(mentor.username)}>{name}</Link>}
      footer={
        <div className={styles.actions}>
          <TextLink
            to={mentorReviewsPath(mentor.username)}
            preventScrollReset
            aria-label={t("people:mentors.reviewsLabel", { name })}
          >
            {t("people:mentors.reviews", { count: mentor.reviews })}
          </TextLink>
          <TextLink
            to={removeMentorPath(mentor.username)}
            preventScrollReset
            aria-label={t("people:mentors.removeLabel", { name })}
          >
            {t("people:mentors.remove")}
          </TextLink>
        </div>
      }
    >
      <div className={styles.cardBody}>
        <div className={styles.person}>
          <Avatar name={name} src={mentor.img_usuario} decorative />
          {mentor.titulo ? <p className={styles.muted}>{mentor.titulo}</p> : null}
        </div>
        <p className={styles.text}>
          {mentor.puntaje === null
            ? t("people:mentors.noRating")
            : t("people:mentors.rating", { rating: mentor.puntaje.toFixed(2) })}
        </p>
        <p className={styles.text}>{t("people:mentors.sessions", { count: mentor.nsesiones })}</p>
        {mentor.descripcion ? <p className={styles.text}>{mentor.descripcion}</p> : null}
        {mentor.skills.length > 0 ? (
          <ul className={styles.tags} aria-label={t("people:mentors.skills")}>
            {mentor.skills.map((skill) => (
              <li key={skill.tag} className={styles.tag}>
                {skill.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
