import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { actions, form, page, muted } from "~/styles/page.css";

export const fieldRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});
export const checklist = style({
  display: "grid",
  gap: vars.space.xxs,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
  maxHeight: "16rem",
  overflowY: "auto",
});
export const text = style({ margin: 0, overflowWrap: "anywhere" });
export const conflict = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const steps = style({ display: "grid", gap: vars.space.lg });
export const step = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const stepField = style({ marginBottom: 0, minWidth: "14rem" });
export const list = style({ display: "grid", gap: vars.space.xxs, margin: 0, paddingLeft: vars.space.lg });
