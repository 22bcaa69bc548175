import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export const list = style({ display: "grid", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 });
export const post = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
});
export const author = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });
export const name = style({ fontWeight: vars.fontWeight.bold, margin: 0, fontSize: vars.fontSize.md });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const content = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 });
export const footer = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });
export const inline = style({ display: "inline" });
export const comments = style({ display: "grid", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const comment = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderLeft: `3px solid ${vars.color.borderSubtle}`,
});
