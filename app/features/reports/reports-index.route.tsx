// `/reports`: the institution's control panel opens on its one tab, 'Tablero de control programas'.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/auth.server";
import { programPanelPath } from "~/paths";

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireUser(context, request, { role: "institution" });
  return redirect(programPanelPath);
}
