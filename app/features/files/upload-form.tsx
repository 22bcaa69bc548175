// What 'Subir archivos' and 'Subir URLs' share (issue 17 §3): the dialog with its form, errors and the
// submit/cancel row, Conform's set-up with the lazily loaded rules, and (in upload.server.ts) the answers of
// the action. Each route keeps only its fields, its schema and its API call.
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { lazyRules, useAppForm, type AppFormOptions } from "~/lib/use-app-form";
import { Button, ButtonLink, FormErrors, RouteDialog } from "~/ui";
import * as styles from "./files.css";

/** The upload dialog's form: validated in the browser once the rules (`rule`) have loaded; creates once. */
export function useUploadForm<Schema extends Record<string, unknown>>({
  rule,
  ...options
}: Pick<AppFormOptions<Schema>, "id" | "lastResult" | "constraint"> & {
  rule: "fileUploadSchema" | "urlUploadSchema";
}) {
  return useAppForm<Schema>({
    ...options,
    rules: lazyRules(() =>
      import("./files.schema").then(({ fileUploadSchema, urlUploadSchema }) =>
        rule === "fileUploadSchema" ? fileUploadSchema : urlUploadSchema,
      ),
    ),
    unsaved: true,
    once: true,
  });
}

type UploadDialogProps = {
  title: string;
  submitLabel: string;
  closeTo: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's schema: the dialog reads only its id, errors and dirty state
  form: FormMetadata<any, string[]>;
  /** `useUploadForm`'s pending state and one-time key. */
  pending: boolean;
  onceKey: ReactNode;
  multipart?: boolean;
  children: ReactNode;
};

/** A dialog over the list with JS, a section of it without: the form, its errors, submit and cancel. */
export function UploadDialog({
  title,
  submitLabel,
  closeTo,
  form,
  pending,
  onceKey,
  multipart,
  children,
}: UploadDialogProps) {
  const { t } = useTranslation(["files", "common"]);
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("files:close")}>
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        {...getFormProps(form)}
        className={styles.form}
      >
        <FormErrors form={form} />
        {onceKey}
        {children}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
            {submitLabel}
          </Button>
          <ButtonLink to={closeTo} preventScrollReset variant="ghost">
            {t("files:cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
