import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export const list = style({ display: "grid", gap: vars.space.sm, listStyle: "none", padding: 0, margin: 0 });
export const item = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  overflowWrap: "anywhere",
});
export const muted = style({ color: vars.color.textMuted });
export const comment = style({ margin: 0, whiteSpace: "pre-line" });
