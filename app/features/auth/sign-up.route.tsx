import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireAnonymous } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { expectApiFailure, replyWithFailure, replyInvalid } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { useFormRules } from "~/lib/use-lazy-module";
import { Button, FormErrors, PasswordField, RadioGroup, TextField } from "~/ui";
import { parseSignUp, signUpSchema, type SignUpKind } from "./sign-up.schema";
import * as styles from "~/styles/auth.css";
import { readForm } from "~/lib/form-body.server";
import { OnceKey } from "~/ui/once-key";
import { emailConfirmationPath, loginPath } from "~/paths";

const loadRules = () => import("./form-rules");
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
  const rules = useFormRules(loadRules);
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const kinds = KINDS[variant];
  const [form, fields] = useForm({
    lastResult,
    constraint,
    // Before the rules arrive, validate only on submit: Conform would otherwise post the form to check it.
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    defaultValue: { kind: kinds[0] },
    onValidate: rules ? ({ formData }) => rules.validateSignUp(formData) : undefined,
  });

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <OnceKey />
        <RadioGroup
          legend={t("auth:signUp.kindLegend")}
          name={fields.kind.name}
          id={fields.kind.id}
          defaultValue={fields.kind.initialValue as string | undefined}
          errors={translateErrors(t, fields.kind.errors)}
          options={kinds.map((k) => ({ value: k, label: t(`auth:signUp.${k}`) }))}
        />
        <TextField
          label={t("auth:signUp.firstName")}
          errors={translateErrors(t, fields.first_name.errors)}
          autoComplete="given-name"
          {...getInputProps(fields.first_name, { type: "text" })}
        />
        <TextField
          label={t("auth:signUp.lastName")}
          errors={translateErrors(t, fields.last_name.errors)}
          autoComplete="family-name"
          {...getInputProps(fields.last_name, { type: "text" })}
        />
        <TextField
          label={t("auth:signUp.email")}
          errors={translateErrors(t, fields.email.errors)}
          autoComplete="email"
          {...getInputProps(fields.email, { type: "email" })}
        />
        <PasswordField
          label={t("auth:signUp.password")}
          description={t("auth:signUp.passwordHint")}
          errors={translateErrors(t, fields.password.errors)}
          autoComplete="new-password"
          {...getInputProps(fields.password, { type: "password" })}
        />
        <PasswordField
          label={t("auth:signUp.confirmPassword")}
          errors={translateErrors(t, fields.confirm_password.errors)}
          autoComplete="new-password"
          {...getInputProps(fields.confirm_password, { type: "password" })}
        />
        <Button type="submit" variant="primary" pending={navigation.state === "submitting"}>
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
