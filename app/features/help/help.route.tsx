// `/centro-soporte` (second spec › Screens and routes "Legal and help"): 'Cómo podemos ayudarte?', a GET search over the articles
// (GET /searchfiles/?q=) and the videos, the FAQ, and 'Contáctanos' to /soporte. No JavaScript.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { edgeCacheHeaders, visitorPage } from "~/lib/edge-cache";
import * as s from "~/styles/public.css";
import { ArticleList, Faq, SearchForm, VideoGrid } from "./help-views";
import { findArticles, findVideos, queryOf } from "./help.server";
import { helpCentrePath, helpVideosPath } from "~/paths";

export const handle = { i18n: ["help"] };

/** The help centre shows the first videos; /videos-soporte all of them. */
const VIDEOS_HERE = 6;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const q = queryOf(request);
  const [t, articles] = await Promise.all([i18nServer.getFixedT(request, "help"), findArticles(context, q)]);
  const videos = findVideos(context, q);
  return json(
    {
      title: t("title"),
      q,
      articles,
      videos: videos.slice(0, VIDEOS_HERE),
      more: videos.length > VIDEOS_HERE,
    },
    { headers: visitorPage() },
  );
}

/** The same for every visitor of a language: served from the edge cache (app/lib/edge-cache.ts). */
export const headers = edgeCacheHeaders;

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function HelpRoute() {
  const { q, articles, videos, more } = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  return (
    <>
      <section className={s.hero} aria-labelledby="help-title">
        <h1 id="help-title" className={s.heroTitle}>
          {t("title")}
        </h1>
        <p className={s.lead}>{t("lead")}</p>
        <SearchForm q={q} action={helpCentrePath} />
        {q ? <p className={s.muted}>{t("results", { q })}</p> : null}
      </section>
      <section className={s.section} aria-labelledby="help-articles">
        <h2 id="help-articles" className={s.sectionTitle}>
          {t("articlesTitle")}
        </h2>
        <ArticleList articles={articles} />
      </section>
      <section className={s.section} aria-labelledby="help-videos">
        <h2 id="help-videos" className={s.sectionTitle}>
          {t("videosTitle")}
        </h2>
        <VideoGrid videos={videos} />
        {more ? (
          <Link to={q ? `${helpVideosPath}?${new URLSearchParams({ q })}` : helpVideosPath} className={s.navLink}>
            {t("allVideos")}
          </Link>
        ) : null}
      </section>
      <Faq />
    </>
  );
}
