import type { ReactNode } from "react";
import { cx } from "./cx";
import * as s from "./form-errors.css";
import { IconAlert } from "./icon";

export type FormErrorsProps = {
  /** Conform's `form.errorId`, so the form's `aria-describedby` points here. */
  id: string;
  /** Conform's `form.errors`. */
  errors?: string[] | undefined;
  /** Optional heading above the list, e.g. "No se pudo guardar". */
  title?: ReactNode;
  className?: string;
};

/**
 * Form-level errors. The `role="alert"` container is always rendered (empty when there are no
 * errors) so that errors added after a client-side submit are announced.
 */
export function FormErrors({ id, errors, title, className }: FormErrorsProps) {
  const messages = [...new Set(errors ?? [])];
  return (
    <div id={id} role="alert" className={className}>
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
