import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

/** A CSS-only spinner in the current text colour (also used by Button). */
export const spinner = style({
  display: "inline-block",
  flexShrink: 0,
  width: "1em",
  height: "1em",
  border: "0.15em solid currentColor",
  borderRightColor: "transparent",
  borderRadius: vars.radius.full,
  animation: `${spin} 0.8s linear infinite`,
  // Reduced motion (global rule) stops the turn; the ring stays as a static cue.
});

export const pendingState = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  color: vars.color.textMuted,
});

export const inline = style({ display: "inline-flex", padding: 0 });

export const large = style({ fontSize: vars.fontSize.xl });
