import { Form } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useFormPending } from "~/lib/form-pending";
import { Button, ButtonLink } from "./button";
import * as s from "./confirm-dialog.css";
import { RouteDialog } from "./route-dialog";

export type ConfirmDialogProps = {
  title: string;
  /** Where closing and cancelling go: the page the dialog opens over. */
  closeTo: string;
  closeLabel: string;
  question: ReactNode;
  hint?: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  /** Why the action cannot be done: shown instead of the form, with only the way back. */
  blocked?: ReactNode;
};

/**
 * The confirmation of a destructive action, as a route: a `RouteDialog` (page section without JS, modal
 * after hydration) holding the question and a POST form to the route's own action, plus a way back.
 */
export function ConfirmDialog({
  title,
  closeTo,
  closeLabel,
  question,
  hint,
  submitLabel,
  cancelLabel,
  blocked,
}: ConfirmDialogProps) {
  const formId = useId();
  // Pending only while this form posts (like useAppForm's `pending`), not while another form of the page does.
  const pending = useFormPending(formId);
  const back = (
    <ButtonLink to={closeTo} variant="secondary" preventScrollReset>
      {cancelLabel}
    </ButtonLink>
  );
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={closeLabel}>
      {blocked ? (
        <div className={s.form}>
          <p className={s.text}>{blocked}</p>
          <div className={s.actions}>{back}</div>
        </div>
      ) : (
        <Form method="post" id={formId} className={s.form}>
          <p className={s.text}>{question}</p>
          {hint ? <p className={s.hint}>{hint}</p> : null}
          <div className={s.actions}>
            <Button type="submit" variant="danger" pending={pending}>
              {submitLabel}
            </Button>
            {back}
          </div>
        </Form>
      )}
    </RouteDialog>
  );
}
