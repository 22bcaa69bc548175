// Account confirmation (DELETE /usuario/confirmar/{id}) shared by /user_confirmation/{id} and /salesforce/{id}.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiFailureOf } from "~/api/client.server";
import { startSession } from "~/lib/auth.server";

/** The session cookie of the confirmed user, or null when the code is unknown, used or the API fails. */
export async function confirmAccount(context: AppLoadContext, code: string | undefined): Promise<string | null> {
  if (!code || code.length > 200) return null;
  try {
    const { token } = await context.anonymousApi.usuario.confirm(code);
    const user = await context.apiWithToken(token).usuario.me();
    return await startSession(context, token, user, user.is_new);
  } catch (error) {
    if (apiFailureOf(error)) return null;
    throw error;
  }
}
