import { style, globalStyle } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export { title, form } from "~/styles/auth.css";

export const subtitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const details = style({ display: "grid", gap: vars.space.sm, margin: `${vars.space.md} 0` });
globalStyle(`${details} dt`, { fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0 });
export const join = style({ display: "grid", gap: vars.space.sm });
export const note = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });
export const register = style({
  display: "grid",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
