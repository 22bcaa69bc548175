import type { ReactNode } from "react";
import * as s from "./page-header.css";

export type PageHeaderProps = {
  /** The page's `<h1>` text; or pass `heading` for a heading of its own (an avatar beside it, a logo). */
  title?: ReactNode;
  heading?: ReactNode;
  /** Links and buttons beside the title; they wrap under it on narrow screens. */
  actions?: ReactNode;
};

/** A page's title row: the `<h1>` (or a given heading) and its actions. */
export function PageHeader({ title, heading, actions }: PageHeaderProps) {
  return (
    <div className={s.header}>
      {heading ?? <h1 className={s.title}>{title}</h1>}
      {actions ? <div className={s.actions}>{actions}</div> : null}
    </div>
  );
}
