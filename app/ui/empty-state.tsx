import type { ReactNode } from "react";
import { cx } from "./cx";
import * as s from "./empty-state.css";

export type EmptyStateProps = {
  /** Decorative icon, e.g. `<IconCalendar />`. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** A `ButtonLink` or a small form. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** "Nothing here yet" block for empty lists. */
export function EmptyState({ icon, title, text, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(s.root, className)}>
      {icon ? (
        <span className={s.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={s.title}>{title}</Heading>
      {text ? <p className={s.text}>{text}</p> : null}
      {action ? <div className={s.action}>{action}</div> : null}
    </div>
  );
}
