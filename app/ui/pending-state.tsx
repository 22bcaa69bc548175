import type { ReactNode } from "react";
import { cx } from "./cx";
import * as s from "./pending-state.css";

export type PendingStateProps = {
  /** Visible text, e.g. "Cargando…". */
  label: ReactNode;
  /** Inline (inside text) instead of a centred block. */
  inline?: boolean;
  size?: "md" | "lg";
  className?: string;
};

/** Spinner + text announced politely (`role="status"`); CSS-only animation. */
export function PendingState({ label, inline, size = "md", className }: PendingStateProps) {
  return (
    <div role="status" className={cx(s.pendingState, inline && s.inline, className)}>
      <span aria-hidden="true" className={cx(s.spinner, size === "lg" && s.large)} />
      <span>{label}</span>
    </div>
  );
}
