import { useId, type ReactNode } from "react";
import * as s from "./card.css";
import { cx } from "./cx";

export type CardProps = {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links shown next to the title. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** `section` (default, a region named by its title) or `article` / `div`. */
  as?: "section" | "article" | "div";
  className?: string;
  children?: ReactNode;
};

/** A surface with an optional titled header, body and footer. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  as: Tag = "section",
  className,
  children,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title) || Boolean(actions);
  return (
    <Tag className={cx(s.card, className)} aria-labelledby={title && Tag !== "div" ? titleId : undefined}>
      {hasHeader ? (
        <div className={s.header}>
          {title ? (
            <Heading id={titleId} className={s.title}>
              {title}
            </Heading>
          ) : null}
          {actions}
        </div>
      ) : null}
      <div className={s.body}>{children}</div>
      {footer ? <div className={s.footer}>{footer}</div> : null}
    </Tag>
  );
}
