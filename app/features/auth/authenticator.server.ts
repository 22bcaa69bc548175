// remix-auth with a form strategy: the verify step encrypts the credentials, signs in at the API and loads the user.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { ApiUser } from "~/api/contract/usuario";
import { apiFailureOf, type ApiFailure } from "~/api/client.server";
import { encryptCredential } from "~/lib/login-crypto.server";

export interface SignedIn {
  token: string;
  user: ApiUser;
}

/** Thrown by the strategy when the API refuses or fails; the action turns it into a form reply. */
export class LoginFailure extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`login failed: ${failure.kind}`);
  }
}

export function createAuthenticator(context: AppLoadContext): Authenticator<SignedIn> {
  const authenticator = new Authenticator<SignedIn>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const email = String(form.get("email") ?? "").toLowerCase();
      const password = String(form.get("password") ?? "");
      const key = context.env.LOGIN_PUBLIC_KEY;
      try {
        const { token } = await context.anonymousApi.usuario.login({
          email: await encryptCredential(key, email),
          password: await encryptCredential(key, password),
        });
        const user = await context.apiWithToken(token).usuario.me();
        return { token, user };
      } catch (error) {
        const failure = apiFailureOf(error);
        if (failure) throw new LoginFailure(failure);
        throw error;
      }
    }),
    "form",
  );
  return authenticator;
}
