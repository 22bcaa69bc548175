// `/marketplace`: 'Encuentra tu mentor' (second spec › Screens and routes "Marketplace", second spec › Business constants and limits). Visitors see it in the public frame,
// signed-in users in the app's. Mentor cards (name, title, rating with two decimals, reviews, sessions, hourly
// price in COP, bio, skills) link to the mentor's profile `/user/{username}` and to the booking. Filters and
// sort are a GET form (every combination is a URL, no JS needed), `?page=n` pages of 15. The first visit
// shows the instructions unless the cookie `f` is set; closing them is a form post that sets it.
import { paginationLabels } from "~/lib/pagination-labels";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { MARKETPLACE_PAGE_SIZE, MARKETPLACE_PRICES, MARKETPLACE_RATINGS } from "~/api/contract/marketplace-options";
import { getUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { edgeCacheHeaders, visitorPage } from "~/lib/edge-cache";
import { Button, ButtonLink, EmptyState, Pagination, PendingState, Select, TagPicker, tagPickerLabels } from "~/ui";
import {
  clearNewUserFlag,
  firstVisitCookie,
  formatCop,
  hasSeenIntro,
  marketplaceReturn,
  readListQuery,
} from "./marketplace.server";
import * as styles from "./marketplace.css";
import { readForm } from "~/lib/form-body.server";
import { externalLinks } from "~/lib/external-links.server";
import { fullName } from "~/lib/person-name";
import { marketplaceBookingPath, marketplacePath, profilePath } from "~/paths";

export const handle = { i18n: ["marketplace"], publicLayout: true };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [user, tags, t] = await Promise.all([
    getUser(context),
    context.api.usuario.tags(),
    i18nServer.getFixedT(request, "marketplace"),
  ]);
  const query = readListQuery(url, new Set(tags.map((tag) => tag.id)));
  const result = await context.api.marketplace.mentors(query);
  const cleared = await clearNewUserFlag(context);
  return json(
    {
      title: t("list.title"),
      signedIn: user !== null,
      showIntro: !hasSeenIntro(request),
      introVideo: externalLinks(context.env).marketplaceVideo,
      query: { ...query, rating: query.rating ?? "", price: query.price ?? "" },
      filtered: query.skill.length > 0 || Boolean(query.rating) || Boolean(query.price),
      tags,
      count: result.count,
      totalPages: Math.max(1, Math.ceil(result.count / MARKETPLACE_PAGE_SIZE)),
      mentors: result.results.map((m) => ({
        id: m.id,
        username: m.username,
        name: fullName(m),
        titulo: m.titulo,
        puntaje: m.puntaje.toFixed(2),
        reviews: m.reviews,
        nsesiones: m.nsesiones,
        precio: m.precio === 0 ? null : formatCop(m.precio),
        descripcion: m.descripcion,
        skills: m.skill_set.map((s) => s.name),
      })),
    },
    // A visitor's list is the same for every visitor of a language who has (or has not) closed the intro.
    { headers: cleared ? { "Set-Cookie": cleared } : user === null ? visitorPage() : undefined },
  );
}

export const headers = edgeCacheHeaders;

/** Closing the first-visit instructions: sets `f` for 1095 days on /marketplace and returns to the list. */
export async function action({ context, request }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  return redirect(marketplaceReturn(form.get("back")), {
    headers: { "Set-Cookie": firstVisitCookie(context.session.secure) },
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MarketplaceRoute() {
  const { t } = useTranslation(["marketplace", "common"]);
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === marketplacePath;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t("marketplace:list.title")}</h1>
      </div>
      <p className={styles.lead}>{t("marketplace:list.intro")}</p>
      {data.showIntro ? <IntroDialog video={data.introVideo} /> : null}
      <Filters />
      {loading ? <PendingState label={t("common:pending")} /> : null}
      <h2 className={styles.count} aria-live="polite">
        {t("marketplace:list.count", { count: data.count })}
      </h2>
      {data.mentors.length === 0 ? (
        <EmptyState
          title={t("marketplace:list.empty")}
          text={t("marketplace:list.emptyText")}
          headingLevel={3}
          action={
            <ButtonLink to={marketplacePath} variant="secondary">
              {t("marketplace:list.clear")}
            </ButtonLink>
          }
        />
      ) : (
        <MentorCards />
      )}
      <Pagination
        page={data.query.page}
        totalPages={data.totalPages}
        basePath={marketplacePath}
        labels={paginationLabels(t)}
      />
    </div>
  );
}

/** The first-visit instructions: a non-modal dialog at the top; 'Entendido' posts and sets the cookie. */
function IntroDialog({ video }: { video: string | null }) {
  const { t } = useTranslation(["marketplace"]);
  const { pathname, search } = useLocation();
  return (
    <dialog open aria-labelledby="marketplace-intro-title" className={styles.introBox}>
      <h2 id="marketplace-intro-title" className={styles.introTitle}>
        {t("marketplace:intro.title")}
      </h2>
      <ol className={styles.steps}>
        <li>{t("marketplace:intro.step1")}</li>
        <li>{t("marketplace:intro.step2")}</li>
        <li>{t("marketplace:intro.step3")}</li>
      </ol>
      {/* The spec's first-visit video, when one is configured (MARKETPLACE_VIDEO_URL); the steps stay. */}
      {video ? (
        <p>
          <a href={video} target="_blank" rel="noopener noreferrer">
            {t("marketplace:intro.video")}
          </a>
        </p>
      ) : null}
      <Form method="post" action={marketplacePath} preventScrollReset>
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        <Button type="submit" variant="primary">
          {t("marketplace:intro.close")}
        </Button>
      </Form>
    </dialog>
  );
}

function Filters() {
  const { t } = useTranslation(["marketplace"]);
  const { query, tags, filtered } = useLoaderData<typeof loader>();
  const selected = new Set(query.skill);
  return (
    <Form method="get" action={marketplacePath} className={styles.filters} aria-label={t("marketplace:list.filters")}>
      <div className={styles.filterRow}>
        <Select
          id="marketplace-rating"
          name="rating"
          className={styles.field}
          label={t("marketplace:list.rating")}
          defaultValue={query.rating}
          options={[
            { value: "", label: t("marketplace:list.ratingAny") },
            ...MARKETPLACE_RATINGS.map((r) => ({
              value: r,
              label: t(r === "5" ? "marketplace:list.ratingOption_5" : "marketplace:list.ratingOption", {
                count: Number(r),
              }),
            })),
          ]}
        />
        <Select
          id="marketplace-price"
          name="price"
          className={styles.field}
          label={t("marketplace:list.price")}
          defaultValue={query.price}
          options={[
            { value: "", label: t("marketplace:list.priceAny") },
            ...MARKETPLACE_PRICES.map((p) => ({ value: p, label: t(`marketplace:list.price${p}`) })),
          ]}
        />
        <Select
          id="marketplace-sort"
          name="sort"
          className={styles.field}
          label={t("marketplace:list.sort")}
          defaultValue={query.sort}
          options={[
            { value: "relevant", label: t("marketplace:list.sortRelevant") },
            { value: "rating", label: t("marketplace:list.sortRating") },
            { value: "price", label: t("marketplace:list.sortPrice") },
          ]}
        />
      </div>
      <fieldset className={styles.areas}>
        <legend className={styles.legend}>{t("marketplace:list.areas")}</legend>
        <TagPicker
          name="skill"
          options={tags.map((tag) => ({ value: String(tag.id), label: tag.name }))}
          labels={tagPickerLabels(t)}
        >
          <ul className={styles.areaList}>
            {tags.map((tag) => (
              <li key={tag.id} className={styles.check}>
                <input
                  type="checkbox"
                  id={`marketplace-skill-${tag.id}`}
                  name="skill"
                  value={tag.id}
                  defaultChecked={selected.has(tag.id)}
                />
                <label htmlFor={`marketplace-skill-${tag.id}`}>{tag.name}</label>
              </li>
            ))}
          </ul>
        </TagPicker>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {t("marketplace:list.apply")}
        </Button>
        {filtered ? (
          <ButtonLink to={marketplacePath} variant="ghost">
            {t("marketplace:list.clear")}
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}

function MentorCards() {
  const { t } = useTranslation(["marketplace"]);
  const { mentors } = useLoaderData<typeof loader>();
  return (
    <ul className={styles.cards} aria-label={t("marketplace:list.results")}>
      {mentors.map((m) => (
        <li key={m.id}>
          <article className={styles.card} aria-labelledby={`mentor-${m.id}`}>
            <h3 id={`mentor-${m.id}`} className={styles.name}>
              <Link to={profilePath(m.username)} className={styles.nameLink}>
                {m.name}
              </Link>
            </h3>
            {m.titulo ? <p className={styles.muted}>{m.titulo}</p> : null}
            <ul className={styles.stats}>
              <li className={styles.rating}>{t("marketplace:list.rated", { rating: m.puntaje })}</li>
              <li>{t("marketplace:list.reviews", { count: m.reviews })}</li>
              <li>{t("marketplace:list.sessions", { count: m.nsesiones })}</li>
            </ul>
            <p className={styles.price}>
              {m.precio ? t("marketplace:list.perHour", { price: m.precio }) : t("marketplace:list.free")}
            </p>
            {m.descripcion ? <p className={styles.bio}>{m.descripcion}</p> : null}
            {m.skills.length > 0 ? (
              <ul className={styles.chips} aria-label={t("marketplace:list.skills", { name: m.name })}>
                {m.skills.map((skill) => (
                  <li key={skill} className={styles.chip}>
                    {skill}
                  </li>
                ))}
              </ul>
            ) : null}
            <ButtonLink
              to={marketplaceBookingPath(m.username)}
              variant="primary"
              className={styles.cardAction}
              aria-label={t("marketplace:list.bookLabel", { name: m.name })}
            >
              {t("marketplace:list.book")}
            </ButtonLink>
          </article>
        </li>
      ))}
    </ul>
  );
}
