import { Link, type LinkProps } from "@remix-run/react";
import type { ReactNode } from "react";
import { visuallyHidden } from "../styles/global.css";
import { cx } from "./cx";
import * as s from "./text-link.css";

export type TextLinkProps = LinkProps & {
  /** Opens in a new tab (`target=_blank`, `rel=noopener noreferrer`). */
  newTab?: boolean;
  /** Read by screen readers after the text when `newTab`, e.g. "(se abre en una pestaña nueva)". */
  newTabLabel?: ReactNode;
};

/** An underlined inline link (Remix `<Link>`; absolute URLs become plain links). */
export function TextLink({ newTab, newTabLabel, className, children, target, rel, ...rest }: TextLinkProps) {
  return (
    <Link
      {...rest}
      target={newTab ? "_blank" : target}
      rel={newTab ? "noopener noreferrer" : rel}
      className={cx(s.textLink, className)}
    >
      {children}
      {newTab && newTabLabel ? <span className={visuallyHidden}> {newTabLabel}</span> : null}
    </Link>
  );
}
