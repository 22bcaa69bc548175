import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { actions, form, page, title, muted } from "~/styles/page.css";

export const heading = style({ display: "grid", gap: vars.space.xxs });
export const subtitle = style({ color: vars.color.textMuted, margin: 0 });
export const cards = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const cardBody = style({ display: "grid", gap: vars.space.sm });
export const text = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });
export const tag = style({
  justifySelf: "start",
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  borderRadius: vars.radius.full,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const checklist = style({
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 14rem), 1fr))",
});
export const person = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
