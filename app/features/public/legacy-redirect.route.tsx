// `/table`, `/checkbox`, `/rating`: in the spec's route table without a description (protected); they lead
// to the signed-in user's home (docs/decisions/009-public-pages.md).
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { homePathFor, requireUser } from "~/lib/auth.server";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  throw redirect(homePathFor(user));
}
