// Loaders of paginated lists: the API's page, or back to page 1 when the page no longer exists.
import { redirect } from "@remix-run/cloudflare";
import { pageHref } from "~/ui/pagination";

/** A list page; a page past the end (the API's 404) goes back to page 1 of `param`, keeping the other params. */
export async function pageOrFirst<T>(url: URL, page: number, load: () => Promise<T>, param = "page"): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (page > 1 && error instanceof Response && error.status === 404) {
      throw redirect(pageHref(url.pathname, url.searchParams, 1, param));
    }
    throw error;
  }
}
