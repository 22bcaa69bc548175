// The help centre's data: articles by GET /searchfiles/?q= and the configured videos, both by the same query.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiArticle } from "~/api/contract/publico";
import { apiFailureOf } from "~/api/client.server";
import { searchVideos, helpVideos } from "./videos.server";

export const QUERY_MAX = 100;

export function queryOf(request: Request): string {
  return (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
}

/** An absolute link on the app's own origin becomes a path, so it follows whichever host serves the page. */
function sameOriginPath(url: string, appUrl: string): string {
  try {
    const target = new URL(url);
    return target.origin === new URL(appUrl).origin ? `${target.pathname}${target.search}` : url;
  } catch {
    return url;
  }
}

/** The matching articles, or null when the API failed (the page says so instead of an error). */
export async function findArticles(context: AppLoadContext, q: string): Promise<ApiArticle[] | null> {
  try {
    const articles = await context.anonymousApi.publico.searchArticles(q);
    return articles.map((a) => ({ name: a.name, file: sameOriginPath(a.file, context.env.APP_URL) }));
  } catch (error) {
    if (apiFailureOf(error)) return null;
    throw error;
  }
}

export function findVideos(context: AppLoadContext, q: string) {
  return searchVideos(helpVideos(context.env), q);
}
