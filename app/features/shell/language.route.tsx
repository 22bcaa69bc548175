// GET /idioma?lng=en&redirectTo=/x: the language switch is a plain GET form; it only sets a preference cookie.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isLanguage } from "~/lib/i18n";
import { languageCookie } from "~/lib/i18n.server";
import { safeRedirectPath } from "~/lib/redirect";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lng = url.searchParams.get("lng");
  const back = new URL(safeRedirectPath(url.searchParams.get("redirectTo"), "/"), url);
  // A page reached through a hreflang alternate (?lng=en) comes back without it, or it would beat the choice.
  back.searchParams.delete("lng");
  const target = back.pathname + back.search + back.hash;
  if (!isLanguage(lng)) throw redirect(target);
  throw redirect(target, { headers: { "Set-Cookie": await languageCookie.serialize(lng) } });
}
