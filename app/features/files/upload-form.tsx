// What 'Subir archivos' and 'Subir URLs' share (issue 17 §3): the dialog with its form, errors and the
// submit/cancel row, Conform's set-up with the lazily loaded rules, and (in upload.server.ts) the answers of
// the action. Each route keeps only its fields, its schema and its API call.
import { getFormProps, useForm, type FormMetadata, type Submission } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { translateErrors } from "~/lib/forms";
import { useFormRules } from "~/lib/use-lazy-module";
import { Button, ButtonLink, FormErrors, RouteDialog, useUnsavedChanges } from "~/ui";
import * as styles from "./files.css";
import { OnceKey } from "~/ui/once-key";

const loadRules = () => import("./form-rules");

/** Conform's form for an upload dialog: validated in the browser once the rules (`rule`) have loaded. */
export function useUploadForm<Schema extends Record<string, unknown>>({
  rule,
  ...options
}: Pick<Parameters<typeof useForm<Schema>>[0], "id" | "lastResult" | "constraint"> & {
  rule: "validateFile" | "validateUrl";
}) {
  const rules = useFormRules(loadRules);
  return useForm<Schema, Schema, string[]>({
    ...options,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules[rule](formData) as Submission<Schema, string[]> : undefined,
  });
}

type UploadDialogProps = {
  title: string;
  submitLabel: string;
  closeTo: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's schema: the dialog reads only its id, errors and dirty state
  form: FormMetadata<any, string[]>;
  multipart?: boolean;
  children: ReactNode;
};

/** A dialog over the list with JS, a section of it without: the form, its errors, submit and cancel. */
export function UploadDialog({ title, submitLabel, closeTo, form, multipart, children }: UploadDialogProps) {
  const { t } = useTranslation(["files", "common"]);
  const navigation = useNavigation();
  useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("files:close")}>
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        {...getFormProps(form)}
        className={styles.form}
      >
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <OnceKey />
        {children}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={navigation.state === "submitting"}>
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
