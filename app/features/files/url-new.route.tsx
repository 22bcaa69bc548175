// 'Subir URLs' (spec 000 §5 "Attachments", §7 "Files and URLs", §8): a URL (required, http or https only)
// with an optional name (the URL itself when empty), to a session (`/calendar/event/files/{slug}/urls/nueva`,
// POST /urls/evento/) or to a user's profile (`/files/user/{username}/urls/nueva`, POST /urls/usuario/ for
// oneself, /urls/mentor/usuario/ for another user). A dialog over the list with JS, a section without.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { expectApiFailure, replyWithFailure, replyInvalid } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { useLazyModule } from "~/lib/use-lazy-module";
import { Button, ButtonLink, FormErrors, RouteDialog, TextField, useUnsavedChanges } from "~/ui";
import { requireUploader } from "./files.server";
import { urlUploadSchema, type UrlUpload } from "./files.schema";
import * as styles from "./files.css";
import { pageTitle } from "~/lib/meta";

const loadRules = () => import("./form-rules");
export const handle = { i18n: ["files"] };

export async function loader(args: LoaderFunctionArgs) {
  const owner = await requireUploader(args);
  const t = await i18nServer.getFixedT(args.request, "files");
  return json({ title: t("url.title"), closeTo: owner.base, constraint: getZodConstraint(urlUploadSchema) });
}

export async function action(args: ActionFunctionArgs) {
  const owner = await requireUploader(args);
  const { context, request } = args;
  const formData = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(formData, { schema: urlUploadSchema });
  if (submission.status !== "success") return json(replyInvalid(submission), { status: 400 });
  const { url } = submission.value;
  const nombre = submission.value.nombre || url.slice(0, 255);
  try {
    if (owner.kind === "session") {
      await context.api.calendario.addSessionUrl({ nombre, url, evento: owner.session.id });
    } else {
      await context.api.calendario.addUserUrl({ url, name: nombre, usuario: owner.username }, !owner.own);
    }
  } catch (error) {
    const failure = expectApiFailure(error);
    // The user URL call names its field `name`; the form's is `nombre`.
    const renamed = { ...failure, fieldErrors: { ...failure.fieldErrors } };
    if (renamed.fieldErrors.name) {
      renamed.fieldErrors.nombre = renamed.fieldErrors.name;
      delete renamed.fieldErrors.name;
    }
    return json(replyWithFailure(submission, renamed, { fields: ["url", "nombre"], fallback: "files:url.failed" }), {
      status: failure.kind === "unavailable" ? 503 : failure.kind === "forbidden" ? 403 : 400,
    });
  }
  return redirect(owner.base, {
    headers: withFlash({ type: "success", key: "files:url.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function UrlNewRoute() {
  const { t } = useTranslation(["files", "common"]);
  const { closeTo, constraint } = useLoaderData<typeof loader>();
  const rules = useLazyModule(loadRules);
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<UrlUpload>({
    id: "url-upload",
    lastResult,
    constraint,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateUrl(formData) : undefined,
  });
  useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  return (
    <RouteDialog title={t("files:url.title")} closeTo={closeTo} closeLabel={t("files:close")}>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <TextField
          label={t("files:url.name")}
          description={t("files:url.nameHelp")}
          errors={translateErrors(t, fields.nombre.errors)}
          {...getInputProps(fields.nombre, { type: "text" })}
        />
        <TextField
          label={t("files:url.url")}
          description={t("files:url.urlHelp")}
          errors={translateErrors(t, fields.url.errors)}
          autoComplete="url"
          {...getInputProps(fields.url, { type: "url" })}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={navigation.state === "submitting"}>
            {t("files:url.submit")}
          </Button>
          <ButtonLink to={closeTo} preventScrollReset variant="ghost">
            {t("files:cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
