import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { homePathFor, requireAnonymous, startSession } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import type { ApiFailure } from "~/api/client.server";
import { replyInvalid } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { allowLoginAttempt } from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/redirect";
import { Button, FormErrors, PasswordField, TextField } from "~/ui";
import { createAuthenticator, LoginFailure } from "./authenticator.server";
import { loginSchema } from "./login.schema";
import * as styles from "~/styles/auth.css";
import { changePasswordPath, loginPath, privacyPath, signUpPath, termsPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["auth"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  const t = await i18nServer.getFixedT(request, "auth");
  return json({ title: t("login.title"), constraint: getZodConstraint(loginSchema) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return json(replyInvalid(submission, { hideFields: ["password"], hidden: ["redirectTo"] }), { status: 400 });
  }
  const { email, redirectTo } = submission.value;
  if (!(await allowLoginAttempt(context, request, email))) {
    return json(submission.reply({ formErrors: ["auth:login.rateLimited"], hideFields: ["password"] }), {
      status: 429,
    });
  }
  try {
    const { token, user } = await createAuthenticator(context).authenticate("form", request);
    const isNew = user.is_new;
    const target = redirectTo ? safeRedirectPath(redirectTo, "") : "";
    const headers = withFlash({ type: "success", key: "auth:login.success" }, context.session.secure, [
      await startSession(context, token, user, isNew),
    ]);
    return redirect(target && target !== "/" ? target : homePathFor(user, isNew), { headers });
  } catch (error) {
    if (!(error instanceof LoginFailure)) throw error;
    const { failure } = error;
    if (isWrongCredentials(failure)) {
      // Never say which of the two was wrong: 'Datos inválidos' (core spec › Error catalogue).
      return json(submission.reply({ formErrors: ["auth:login.invalid"], hideFields: ["password"] }), { status: 400 });
    }
    // The API's own per-account limit (issue 34 §2) says the same as the app's.
    if (failure.kind === "rate_limited") {
      return json(submission.reply({ formErrors: ["auth:login.rateLimited"], hideFields: ["password"] }), {
        status: 429,
      });
    }
    // Anything else (403, 404, 5xx, a timeout, a broken body, a ciphertext the API cannot read) is the
    // service's fault: the user is told it could not be reached, and what they typed stays.
    console.error(JSON.stringify({ rid: context.requestId, msg: "login failed upstream", status: failure.status }));
    return json(submission.reply({ formErrors: ["common:form.unavailable"], hideFields: ["password"] }), {
      status: 503,
    });
  }
}

/** The API's one answer to a wrong e-mail or password: a 400/401 about the credentials as a whole. */
function isWrongCredentials(failure: ApiFailure): boolean {
  // Field errors on `email`/`password` mean the API could not decrypt them: a key mismatch, not the user's typing.
  return failure.kind === "validation" && Object.keys(failure.fieldErrors).length === 0;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Login" }];

export default function LoginRoute() {
  const { t } = useTranslation(["auth", "common"]);
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const { constraint } = useLoaderData<typeof loader>();
  const { form, fields } = useAppForm({
    lastResult,
    constraint,
    rules: lazyRules(() => import("./login.schema").then(({ loginSchema }) => loginSchema)),
  });
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith(loginPath) === true;

  return (
    <>
      <h1 className={styles.title}>{t("auth:login.title")}</h1>
      <p className={styles.greeting}>{t("auth:login.greeting")}</p>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <TextField field={fields.email} type="email" label={t("auth:login.email")} autoComplete="email" />
        <PasswordField field={fields.password} label={t("auth:login.password")} autoComplete="current-password" />
        <Button type="submit" variant="primary" pending={pending}>
          {t("auth:login.submit")}
        </Button>
      </Form>
      <ul className={styles.links}>
        <li>
          <Link to={changePasswordPath}>{t("auth:login.forgot")}</Link>
        </li>
        <li>
          <Link to={signUpPath}>{t("auth:login.signUp")}</Link>
        </li>
        <li>
          <Link to={termsPath}>{t("auth:login.terms")}</Link>
        </li>
        <li>
          <Link to={privacyPath}>{t("auth:login.privacy")}</Link>
        </li>
      </ul>
    </>
  );
}
