// The route table's duplicate profile URLs (second spec "User and profile", "Mentors"): `/users/{id}`,
// `/users/users/{id}`, `/confirmation/users/{id}`, `/user/mentor/{id}`, `/user/detail/{id}`,
// `/user/user/detail/{id}`, `/users/users/detail/{id}` and `/mentors/mentors/{id}/data` redirect to the
// profile `/user/{id}`; `/mentors/mentors/{id}/edit` to `/user/{id}/edit` (docs/house-rules.md#layout). The profile itself
// then settles a numeric id on the username.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { editProfilePath, profilePath } from "~/paths";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!id) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const edit = /\/edit\/?$/.test(url.pathname);
  throw redirect(`${edit ? editProfilePath(id) : profilePath(id)}${url.search}`);
}
