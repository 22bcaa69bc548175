// Bulk invite by file: `/funcionarios/funcionarios/file/new`, `/users/file/new` and `/mentors/file/new`
// (core spec › Business constants and limits, second spec › Validation rules "Mentor list file"). The file is checked on the server (and, with JS, in the
// browser first); the result page lists who was invited and which lines were skipped and why.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useRef, type ChangeEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { parseInviteFile } from "~/api/contract/invite-file";
import { BULK_FILE_MAX_BYTES, BULK_TOO_LARGE, type ApiBulkInviteResponse } from "~/api/contract/people";
import { withFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { useFormRules } from "~/lib/use-lazy-module";
import { expectApiFailure, replyInvalid } from "~/lib/forms.server";
import { useTermWords } from "~/lib/use-term-words";
import { Button, ButtonLink, FileField, FormErrors, Notice, RouteDialog } from "~/ui";
import { BulkResult } from "./bulk-result";
import { readResult, resultCookie } from "./bulk-result.server";
import { bulkInviteSchema } from "./invite.schema";
import type { z } from "~/lib/validation";
import { kindOfPath, type PeopleKind } from "./kinds";
import { peopleT, requireAdmin } from "./people.server";
import * as styles from "./people.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { BULK_INVITE_PATH, PEOPLE_LIST_PATH } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

const loadFileCheck = () => import("./invite-file-check");
export const handle = { i18n: ["people"] };

const TITLE: Record<PeopleKind, string> = {
  funcionario: "people:bulk.titleStaff",
  emprendedor: "people:bulk.titleEntrepreneur",
  mentor: "people:bulk.titleMentor",
};

type ActionData = { reply?: SubmissionResult<string[]>; result?: ApiBulkInviteResponse };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(context, request);
  const url = new URL(request.url);
  const kind = kindOfPath(url.pathname);
  const { t, words } = await peopleT(request, user);
  const result = url.searchParams.has("resultado") ? readResult(request, kind, user.id) : null;
  // Computed here: the browser's first load carries no zod (the rules load later, see `lazyRules` in ~/lib/use-app-form).
  const constraint = getZodConstraint(bulkInviteSchema(kind));
  return json({ kind, constraint, result, title: t(TITLE[kind], words) });
}

export async function action({ context, request }: ActionFunctionArgs) {
  const { user } = await requireAdmin(context, request);
  const kind = kindOfPath(new URL(request.url).pathname);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: bulkInviteSchema(kind) });
  if (submission.status !== "success") return json<ActionData>({ reply: replyInvalid(submission) }, { status: 400 });
  const fileError = (message: string) =>
    json<ActionData>({ reply: submission.reply({ fieldErrors: { file_users: [message] } }) }, { status: 400 });

  const file = submission.value.file_users;
  if (file.size > BULK_FILE_MAX_BYTES) return fileError("people:bulk.tooLarge");
  const text = await file.text();
  // The same parser as the API's: refuse here what it would refuse, without a call.
  const parsed = parseInviteFile(text);
  if (parsed.tooLarge) return fileError("people:bulk.tooLarge");
  if (parsed.valid.length === 0 && parsed.skipped.length === 0) return fileError("people:bulk.empty");

  const fileName = file.name || "lista.csv";
  let result: ApiBulkInviteResponse;
  try {
    result = await context.api.people.bulkInvite(kind, new Blob([text], { type: "text/plain" }), fileName);
  } catch (error) {
    const failure = expectApiFailure(error);
    const apiFileErrors = (failure.fieldErrors.file_users ?? []).map((m) =>
      m === BULK_TOO_LARGE ? "people:bulk.tooLarge" : m,
    );
    // The file did not get through: the spec's '{file} fallo al subirse, intente de nuevo.' (second spec › Error catalogue).
    const formErrors =
      failure.kind === "unavailable"
        ? [(await i18nServer.getFixedT(request, "people"))("bulk.uploadFailed", { file: fileName })]
        : ["people:bulk.failed", ...failure.formErrors];
    return json<ActionData>(
      {
        reply: submission.reply({
          fieldErrors: apiFileErrors.length > 0 ? { file_users: apiFileErrors.slice(0, 1) } : {},
          formErrors,
        }),
      },
      { status: failure.kind === "unavailable" ? 503 : 400 },
    );
  }
  const cookie = resultCookie(kind, user.id, result, context.session.secure);
  // Too large for a cookie: show the result from this response (a reload would ask to resend; the API
  // answers "ya_miembro" to anyone already invited, so nothing is sent twice).
  if (!cookie) return json<ActionData>({ result });
  return redirect(`${BULK_INVITE_PATH[kind]}?resultado=1`, {
    headers: withFlash({ type: "success", key: "people:bulk.sent" }, context.session.secure, [cookie]),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function BulkInviteRoute() {
  const { t } = useTranslation(["people", "common"]);
  const words = useTermWords();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const result = actionData?.result ?? data.result;
  return (
    <RouteDialog
      title={t(TITLE[data.kind], words)}
      closeTo={PEOPLE_LIST_PATH[data.kind]}
      closeLabel={t("people:close")}
      size="lg"
    >
      {result ? (
        <>
          <Notice tone="success">{t("people:bulk.sent")}</Notice>
          <BulkResult result={result} />
          <div className={styles.actions}>
            <ButtonLink to={BULK_INVITE_PATH[data.kind]} variant="secondary" preventScrollReset>
              {t("people:bulk.another")}
            </ButtonLink>
            <ButtonLink to={PEOPLE_LIST_PATH[data.kind]} variant="primary">
              {t("people:bulk.backToList")}
            </ButtonLink>
          </div>
        </>
      ) : (
        <BulkForm kind={data.kind} constraint={data.constraint} lastResult={actionData?.reply} />
      )}
    </RouteDialog>
  );
}

type FileCheck = { key: string; problem: string | null };

function fileKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

function BulkForm({
  kind,
  constraint,
  lastResult,
}: {
  kind: PeopleKind;
  constraint: ReturnType<typeof getZodConstraint>;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation(["people", "common"]);
  const fileCheck = useFormRules(loadFileCheck);
  // With JS the chosen file is read and checked with the API's parser before anything is sent.
  const check = useRef<FileCheck | null>(null);
  const problemOf = (file: File) => (check.current?.key === fileKey(file) ? check.current.problem : null);
  const { form, fields, pending, onceKey } = useAppForm<z.input<ReturnType<typeof bulkInviteSchema>>>({
    once: true,
    id: `bulk-${kind}`,
    lastResult,
    constraint,
    rules: lazyRules(() => import("./invite.schema").then(({ bulkInviteRules }) => bulkInviteRules(kind, problemOf))),
    unsaved: true,
  });

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    check.current = null;
    if (!file || !fileCheck) return;
    check.current = { key: fileKey(file), problem: await fileCheck.checkInviteFile(file) };
    form.validate({ name: fields.file_users.name });
  }

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={styles.form}>
      <FormErrors form={form} />
      {onceKey}
      <p className={styles.text}>{t("people:bulk.format")}</p>
      <p className={styles.muted}>{t("people:bulk.example")}</p>
      <pre className={styles.example}>{t("people:bulk.sample")}</pre>
      <FileField
        field={fields.file_users}
        label={t("people:bulk.file")}
        accept=".csv,.txt,text/csv,text/plain"
        onChange={(event) => void onFileChange(event)}
      />
      <Button type="submit" variant="primary" pending={pending}>
        {t("people:bulk.submit")}
      </Button>
    </Form>
  );
}
