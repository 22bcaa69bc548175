import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { expectApiFailure, replyWithFailure, replyInvalid } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { Button, FormErrors, Notice, PasswordField, TextField } from "~/ui";
import { recoveryConfirmSchema, recoveryRequestSchema, recoverySchema } from "./recovery.schema";
import type { z } from "~/lib/validation";
import * as styles from "~/styles/auth.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { changePasswordPath, loginPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["auth"] };

type ActionData =
  | { step: "request"; result: SubmissionResult<string[]> }
  | { step: "confirm"; email: string; result?: SubmissionResult<string[]> };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "auth");
  return json({
    title: t("recovery.title"),
    constraints: {
      request: getZodConstraint(recoveryRequestSchema),
      confirm: getZodConstraint(recoveryConfirmSchema),
    },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: recoverySchema });
  const intent = formData.get("intent") === "confirm" ? "confirm" : "request";
  if (submission.status !== "success") {
    // `intent` (and the confirm step's `email`) are hidden inputs: their errors go to the form's area.
    const hidden = intent === "confirm" ? ["intent", "email"] : ["intent"];
    const result = replyInvalid(submission, { hideFields: ["password"], hidden });
    const email = String(formData.get("email") ?? "");
    return json<ActionData>(intent === "confirm" ? { step: "confirm", email, result } : { step: "request", result }, {
      status: 400,
    });
  }
  const value = submission.value;
  if (value.intent === "request") {
    try {
      await context.anonymousApi.usuario.requestRecovery(value.email.toLowerCase());
    } catch (error) {
      const failure = expectApiFailure(error);
      return json<ActionData>(
        { step: "request", result: replyWithFailure(submission, failure, { fields: ["email"] }) },
        { status: failure.kind === "unavailable" ? 503 : 400 },
      );
    }
    // Step 2: code and new password fields appear (second spec › States and transitions "Password recovery").
    return json<ActionData>({ step: "confirm", email: value.email.toLowerCase() });
  }
  try {
    await context.anonymousApi.usuario.confirmRecovery({
      email: value.email.toLowerCase(),
      codigo: value.codigo,
      password: value.password,
    });
  } catch (error) {
    const failure = expectApiFailure(error);
    return json<ActionData>(
      {
        step: "confirm",
        email: value.email,
        result: replyWithFailure(submission, failure, { fields: ["codigo", "password"], hideFields: ["password"] }),
      },
      { status: failure.kind === "unavailable" ? 503 : 400 },
    );
  }
  return redirect(loginPath, {
    headers: withFlash({ type: "success", key: "auth:recovery.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ChangePasswordRoute() {
  const { t } = useTranslation(["auth", "common"]);
  const data = useActionData<typeof action>() as ActionData | undefined;
  return (
    <>
      <h1 className={styles.title}>{t("auth:recovery.title")}</h1>
      {data?.step === "confirm" ? (
        <ConfirmStep email={data.email} result={data.result} />
      ) : (
        <RequestStep result={data?.result} />
      )}
      <p>
        <Link to={loginPath} className={styles.standaloneLink}>
          {t("auth:recovery.backToLogin")}
        </Link>
      </p>
    </>
  );
}

function RequestStep({ result }: { result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["auth", "common"]);
  const { constraints } = useLoaderData<typeof loader>();
  const { form, fields, pending } = useAppForm({
    id: "recovery-request",
    lastResult: result,
    constraint: constraints.request,
    rules: lazyRules(() => import("./recovery.schema").then(({ recoveryRequestSchema }) => recoveryRequestSchema)),
    revalidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <p className={styles.text}>{t("auth:recovery.intro")}</p>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="request" />
      <TextField field={fields.email} type="email" label={t("auth:recovery.email")} autoComplete="email" />
      <Button type="submit" variant="primary" pending={pending}>
        {t("auth:recovery.sendCode")}
      </Button>
    </Form>
  );
}

function ConfirmStep({ email, result }: { email: string; result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["auth", "common"]);
  const { constraints } = useLoaderData<typeof loader>();
  const { form, fields, pending } = useAppForm<z.input<typeof recoveryConfirmSchema>>({
    id: "recovery-confirm",
    lastResult: result,
    constraint: constraints.confirm,
    rules: lazyRules(() => import("./recovery.schema").then(({ recoveryConfirmSchema }) => recoveryConfirmSchema)),
    revalidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      {result ? null : <Notice tone="success">{t("auth:recovery.codeSent")}</Notice>}
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="email" value={email} />
      <TextField
        field={fields.codigo}
        label={t("auth:recovery.code")}
        errors={translateErrors(t, fields.codigo.errors ?? fields.email.errors)}
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <PasswordField
        field={fields.password}
        label={t("auth:recovery.newPassword")}
        description={t("auth:signUp.passwordHint")}
        autoComplete="new-password"
      />
      <Button type="submit" variant="primary" pending={pending}>
        {t("auth:recovery.submit")}
      </Button>
      <Link to={changePasswordPath} reloadDocument>
        {t("auth:recovery.resend")}
      </Link>
    </Form>
  );
}
