// `/`: a visitor goes to the marketing site (or /login when none is configured); a user to their home.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getUser, homePathFor } from "~/lib/auth.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await getUser(context);
  if (user) throw redirect(homePathFor(user));
  throw redirect(context.env.MARKETING_SITE_URL ?? "/login");
}
