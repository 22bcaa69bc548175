// `/videos-soporte`: every help video (at most 18), searchable by GET like the help centre.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { edgeCacheHeaders, visitorPage } from "~/lib/edge-cache";
import * as s from "~/styles/public.css";
import { SearchForm, VideoGrid } from "./help-views";
import { findVideos, queryOf } from "./help.server";
import { helpCentrePath, helpVideosPath } from "~/paths";

export const handle = { i18n: ["help"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const q = queryOf(request);
  const t = await i18nServer.getFixedT(request, "help");
  return json({ title: t("videosPageTitle"), q, videos: findVideos(context, q) }, { headers: visitorPage() });
}

/** The same for every visitor of a language: served from the edge cache (app/lib/edge-cache.ts). */
export const headers = edgeCacheHeaders;

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function VideosRoute() {
  const { q, videos } = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  return (
    <>
      <section className={s.hero} aria-labelledby="videos-title">
        <h1 id="videos-title" className={s.heroTitle}>
          {t("videosPageTitle")}
        </h1>
        <SearchForm q={q} action={helpVideosPath} />
      </section>
      <VideoGrid videos={videos} />
      <Link to={helpCentrePath} className={s.navLink}>
        {t("back")}
      </Link>
    </>
  );
}
