// Logout is a POST: the token is revoked at the API, the session cookie cleared, back to /.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { endSession } from "~/lib/auth.server";

export async function loader() {
  // A GET never signs anyone out (link prefetchers, crawlers).
  return redirect("/");
}

export async function action({ context }: ActionFunctionArgs) {
  if (context.session.data) {
    // The session ends here whatever the API answers; a failed revocation is only logged.
    await context.api.usuario.logout().catch((error: unknown) => {
      console.error(JSON.stringify({ rid: context.requestId, msg: "token revocation failed", error: String(error) }));
    });
  }
  return redirect("/", { headers: { "Set-Cookie": endSession(context) } });
}
