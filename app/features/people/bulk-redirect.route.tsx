// `/users/users/file/new`: the spec's duplicate of `/users/file/new` (DESIGN §3: duplicates redirect).
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { BULK_PATH } from "./kinds";

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`${BULK_PATH.emprendedor}${new URL(request.url).search}`);
}
