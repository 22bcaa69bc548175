// `/users/users/file/new`: the spec's duplicate of `/users/file/new` (docs/house-rules.md#layout: duplicates redirect).
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { BULK_INVITE_PATH } from "~/paths";

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`${BULK_INVITE_PATH.emprendedor}${new URL(request.url).search}`);
}
