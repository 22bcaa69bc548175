// `/mentors/{username}/resenas`: the 'Reseñas' dialog of a mentor card (second spec › Screens and routes), newest first.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { EmptyState, RouteDialog } from "~/ui";
import { ReviewList } from "~/ui/review-list";
import { peopleT, requireAdmin, requireMember } from "./people.server";
import * as styles from "./people.css";
import { pageTitle } from "~/lib/meta";
import { fullName } from "~/lib/person-name";
import { PEOPLE_LIST_PATH } from "~/paths";

export const handle = { i18n: ["people"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, entidadId } = await requireAdmin(context, request);
  const mentor = await requireMember(context, entidadId, params.username ?? "", { mentor: true });
  const [reviews, { t }] = await Promise.all([context.api.people.reviews(mentor.id), peopleT(request, user)]);
  const name = fullName(mentor);
  return json({
    name,
    // Dates as the API wrote them (YYYY-MM-DD…): the day is what matters here.
    reviews: reviews.map((r) => ({ ...r, day: r.created_at.slice(0, 10) })),
    title: t("people:reviews.of", { name }),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MentorReviewsRoute() {
  const { t } = useTranslation(["people"]);
  const { name, reviews } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title={t("people:reviews.title")} closeTo={PEOPLE_LIST_PATH.mentor} closeLabel={t("people:close")}>
      <p className={styles.muted}>{name}</p>
      {reviews.length === 0 ? (
        <EmptyState title={t("people:reviews.empty")} headingLevel={3} />
      ) : (
        <ReviewList
          reviews={reviews.map((review) => ({
            id: review.id,
            author: review.autor
              ? `${review.autor.first_name} ${review.autor.last_name}`.trim()
              : t("people:reviews.anonymous"),
            score: t("people:reviews.score", { score: review.puntaje }),
            day: review.day,
            comment: review.comentario,
          }))}
        />
      )}
    </RouteDialog>
  );
}
