import type { ReactNode } from "react";
import { translateErrors } from "~/lib/forms";
import { useTranslation } from "~/lib/i18n-react";
import { cx } from "./cx";
import * as s from "./form-errors.css";
import { IconAlert } from "./icon";

export type FormErrorsProps = {
  /** The Conform form: its `errorId` (the form's `aria-describedby` points here) and its errors, translated. */
  form?: { errorId: string; errors?: string[] | undefined } | undefined;
  /** `form.errorId` when given the form. */
  id?: string | undefined;
  /** Already translated messages; the form's errors, translated, when left out. */
  errors?: string[] | undefined;
  /** Optional heading above the list, e.g. "No se pudo guardar". */
  title?: ReactNode;
  className?: string;
};

/**
 * Form-level errors. The `role="alert"` container is always rendered (empty when there are no
 * errors) so that errors added after a client-side submit are announced.
 */
export function FormErrors({ form, id, errors, title, className }: FormErrorsProps) {
  const { t } = useTranslation();
  const messages = [...new Set(errors ?? translateErrors(t, form?.errors) ?? [])];
  return (
    <div id={id ?? form?.errorId} role="alert" className={className}>
      {messages.length > 0 ? (
        <div className={s.box}>
          <IconAlert className={s.icon} />
          <div>
            {title ? <p className={s.title}>{title}</p> : null}
            <ul className={cx(s.list, messages.length === 1 && s.single)}>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
