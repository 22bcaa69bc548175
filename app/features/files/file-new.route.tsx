// 'Subir archivos' (core spec › Validation rules "Attachments", core spec › The calls it makes "Files and URLs", core spec › Error catalogue): one file (required, at most 10 MB
// of an accepted type, checked here and by the API) with an optional name, to a session
// (`/calendar/event/files/{slug}/archivos/nuevo`, POST /archivos/evento/) or to a user's profile
// (`/files/user/{username}/archivos/nuevo`, POST /archivos/usuario/ for oneself, /archivos/mentor/usuario/
// for another user). A dialog over the list with JS, a section of it without. Multipart.
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { SESSION_FILE_TYPES } from "~/api/contract/calendario";
import { expectApiFailure, replyInvalid } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { FileField, TextField } from "~/ui";
import { requireUploader, uploadDone, uploadRefused } from "./files.server";
import { fileUploadSchema, type FileUpload } from "./files.schema";
import { UploadDialog, useUploadForm } from "./upload-form";
import { readForm } from "~/lib/form-body.server";

export const handle = { i18n: ["files"] };

export async function loader(args: LoaderFunctionArgs) {
  const owner = await requireUploader(args);
  const t = await i18nServer.getFixedT(args.request, "files");
  return json({
    title: t("upload.title"),
    closeTo: owner.base,
    // The accepted types come from the contract on the server: it stays out of the browser's bundle.
    accept: SESSION_FILE_TYPES.join(","),
    constraint: getZodConstraint(fileUploadSchema),
  });
}

export async function action(args: ActionFunctionArgs) {
  const owner = await requireUploader(args);
  const { context, request } = args;
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: fileUploadSchema });
  if (submission.status !== "success") {
    return json(replyInvalid(submission, { hideFields: ["file"] }), { status: 400 });
  }
  const { file, name } = submission.value;
  const body = new FormData();
  body.set("file", file, file.name);
  body.set("name", name || file.name.slice(0, 255));
  try {
    if (owner.kind === "session") {
      body.set("evento", String(owner.session.id));
      await context.api.calendario.uploadSessionFile(body);
    } else {
      body.set("usuario", owner.username);
      await context.api.calendario.uploadUserFile(body, !owner.own);
    }
  } catch (error) {
    return uploadRefused(submission, expectApiFailure(error), {
      fields: ["file", "name"],
      hideFields: ["file"],
      fallback: "files:upload.failed",
    });
  }
  return uploadDone(context, owner, "files:upload.success");
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function FileNewRoute() {
  const { t } = useTranslation(["files", "common"]);
  const { closeTo, accept, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useUploadForm<FileUpload>({
    id: "file-upload",
    lastResult,
    constraint,
    rule: "fileUploadSchema",
  });
  return (
    <UploadDialog
      title={t("files:upload.title")}
      submitLabel={t("files:upload.submit")}
      closeTo={closeTo}
      form={form}
      pending={pending}
      onceKey={onceKey}
      multipart
    >
      <TextField field={fields.name} label={t("files:upload.name")} description={t("files:upload.nameHelp")} />
      <FileField
        field={fields.file}
        label={t("files:upload.file")}
        description={t("files:upload.fileHelp")}
        accept={accept}
      />
    </UploadDialog>
  );
}
