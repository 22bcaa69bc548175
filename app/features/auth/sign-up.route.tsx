import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireAnonymous } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { expectApiFailure, replyWithFailure, replyInvalid } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { Button, FormErrors, PasswordField, RadioGroup, TextField } from "~/ui";
import { parseSignUp, signUpSchema, type SignUpKind } from "./sign-up.schema";
import * as styles from "~/styles/auth.css";
import { readForm } from "~/lib/form-body.server";
import { emailConfirmationPath, loginPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["auth"] };

type Variant = "programas" | "freelancer";

/** A host containing 'programas' gets the participant/entity sign-up; any other the freelancer one. */
function variantOf(request: Request): Variant {
  return new URL(request.url).hostname.includes("programas") ? "programas" : "freelancer";
}

const KINDS: Record<Variant, [SignUpKind, SignUpKind]> = {
  programas: ["participant", "entity"],
  freelancer: ["client", "freelancer"],
};

/** A readable, unique-enough username from the e-mail (the API insists on one). */
function usernameFrom(email: string): string {
  const local =
    email
      .split("@")[0]!
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "")
      .slice(0, 20) || "usuario";
  const suffix = crypto.getRandomValues(new Uint16Array(1))[0]! % 10000;
  return `${local}${String(suffix).padStart(4, "0")}`;
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  const variant = variantOf(request);
  const t = await i18nServer.getFixedT(request, "auth");
  return json({
    variant,
    title: t(variant === "programas" ? "signUp.titleProgramas" : "signUp.titleFreelancer"),
    constraint: getZodConstraint(signUpSchema),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context);
  const variant = variantOf(request);
  const submission = parseSignUp(
    formData,
    signUpSchema.refine((v) => KINDS[variant].includes(v.kind), { path: ["kind"], message: "auth:signUp.incomplete" }),
  );
  const hideFields = ["password", "confirm_password"];
  if (submission.status !== "success") {
    return json(replyInvalid(submission, { hideFields }), { status: 400 });
  }
  const v = submission.value;
  const common = {
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email.toLowerCase(),
    password: v.password,
    confirm_password: v.confirm_password,
  };
  const create = () =>
    v.kind === "entity"
      ? context.anonymousApi.usuario.createEntity(common)
      : context.anonymousApi.usuario.createUser({
          ...common,
          username: usernameFrom(v.email),
          telefono: "",
          mentor: v.kind === "freelancer",
        });
  try {
    await create().catch((error: unknown) => {
      // The generated username may be taken: the API refused the whole create, so one retry is safe.
      const failure = expectApiFailure(error);
      const onlyUsername = Object.keys(failure.fieldErrors).join() === "username" && failure.formErrors.length === 0;
      if (failure.kind === "validation" && onlyUsername) return create();
      throw error;
    });
  } catch (error) {
    const failure = expectApiFailure(error);
    if (failure.kind === "validation") {
      const emailError = failure.fieldErrors.email?.[0];
      // Core spec › Error catalogue: the first e-mail error, otherwise the password-policy message.
      return json(
        emailError
          ? submission.reply({ fieldErrors: { email: [emailError] }, hideFields })
          : submission.reply({ formErrors: ["auth:signUp.passwordPolicy"], hideFields }),
        { status: 400 },
      );
    }
    return json(replyWithFailure(submission, failure, { fields: [], hideFields }), { status: 503 });
  }
  return redirect(emailConfirmationPath, {
    headers: withFlash({ type: "success", key: "auth:signUp.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Sign up" }];

export default function SignUpRoute() {
  const { t } = useTranslation(["auth", "common"]);
  const { variant, title, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const kinds = KINDS[variant];
  const { form, fields, pending, onceKey } = useAppForm({
    once: true,
    lastResult,
    constraint,
    defaultValue: { kind: kinds[0] },
    rules: lazyRules.custom(() => import("./sign-up.schema").then(({ parseSignUp }) => parseSignUp)),
  });

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        {onceKey}
        <RadioGroup
          legend={t("auth:signUp.kindLegend")}
          field={fields.kind}
          options={kinds.map((k) => ({ value: k, label: t(`auth:signUp.${k}`) }))}
        />
        <TextField field={fields.first_name} label={t("auth:signUp.firstName")} autoComplete="given-name" />
        <TextField field={fields.last_name} label={t("auth:signUp.lastName")} autoComplete="family-name" />
        <TextField field={fields.email} type="email" label={t("auth:signUp.email")} autoComplete="email" />
        <PasswordField
          field={fields.password}
          label={t("auth:signUp.password")}
          description={t("auth:signUp.passwordHint")}
          autoComplete="new-password"
        />
        <PasswordField
          field={fields.confirm_password}
          label={t("auth:signUp.confirmPassword")}
          autoComplete="new-password"
        />
        <Button type="submit" variant="primary" pending={pending}>
          {t("auth:signUp.submit")}
        </Button>
      </Form>
      <p>
        <Link to={loginPath} className={styles.standaloneLink}>
          {t("auth:signUp.haveAccount")}
        </Link>
      </p>
    </>
  );
}
