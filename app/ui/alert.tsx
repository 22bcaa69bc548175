import type { ReactNode } from "react";
import * as s from "./alert.css";
import { cx } from "./cx";
import { IconAlert, IconCheck, IconInfo, IconWarning } from "./icon";

export type AlertTone = keyof typeof s.tone;

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /**
   * Announce it when it appears: "error" uses `role="alert"`, other tones `role="status"`.
   * Leave off for notices that are part of the page from the start.
   */
  live?: boolean;
  className?: string;
};

const icons = { info: IconInfo, success: IconCheck, warning: IconWarning, error: IconAlert } as const;

/** A boxed message in one of four tones; the icon is decorative, the text carries the meaning. */
export function Alert({ tone = "info", title, children, actions, live = false, className }: AlertProps) {
  const Icon = icons[tone];
  const role = live ? (tone === "error" ? "alert" : "status") : undefined;
  return (
    <div role={role} className={cx(s.tone[tone], className)}>
      <Icon className={s.icon} />
      <div className={s.content}>
        {title ? <p className={s.title}>{title}</p> : null}
        {children ? <div className={s.body}>{children}</div> : null}
        {actions ? <div className={s.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

/** Same as `Alert`: the spec calls them notices in some screens. */
export const Notice = Alert;
export type NoticeProps = AlertProps;
