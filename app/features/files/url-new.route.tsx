// 'Subir URLs' (core spec › Validation rules "Attachments", core spec › The calls it makes "Files and URLs", core spec › Error catalogue): a URL (required, http or https only)
// with an optional name (the URL itself when empty), to a session (`/calendar/event/files/{slug}/urls/nueva`,
// POST /urls/evento/) or to a user's profile (`/files/user/{username}/urls/nueva`, POST /urls/usuario/ for
// oneself, /urls/mentor/usuario/ for another user). A dialog over the list with JS, a section without.
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { expectApiFailure, replyInvalid } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { TextField } from "~/ui";
import { requireUploader, uploadDone, uploadRefused } from "./files.server";
import { urlUploadSchema, type UrlUpload } from "./files.schema";
import { UploadDialog, useUploadForm } from "./upload-form";
import { readForm } from "~/lib/form-body.server";

export const handle = { i18n: ["files"] };

export async function loader(args: LoaderFunctionArgs) {
  const owner = await requireUploader(args);
  const t = await i18nServer.getFixedT(args.request, "files");
  return json({ title: t("url.title"), closeTo: owner.base, constraint: getZodConstraint(urlUploadSchema) });
}

export async function action(args: ActionFunctionArgs) {
  const owner = await requireUploader(args);
  const { context, request } = args;
  const formData = await readForm(request, context);
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
    return uploadRefused(submission, renamed, {
      fields: ["url", "nombre"],
      fallback: owner.kind === "session" ? "files:url.failed" : "files:url.userFailed",
    });
  }
  // The spec's two URL uploads each have their words (core spec › Error catalogue "URL upload").
  return uploadDone(context, owner, owner.kind === "session" ? "files:url.success" : "files:url.userSuccess");
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function UrlNewRoute() {
  const { t } = useTranslation(["files", "common"]);
  const { closeTo, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useUploadForm<UrlUpload>({
    id: "url-upload",
    lastResult,
    constraint,
    rule: "urlUploadSchema",
  });
  return (
    <UploadDialog
      title={t("files:url.title")}
      submitLabel={t("files:url.submit")}
      closeTo={closeTo}
      form={form}
      pending={pending}
      onceKey={onceKey}
    >
      <TextField field={fields.nombre} label={t("files:url.name")} description={t("files:url.nameHelp")} />
      <TextField
        field={fields.url}
        type="url"
        label={t("files:url.url")}
        description={t("files:url.urlHelp")}
        autoComplete="url"
      />
    </UploadDialog>
  );
}
