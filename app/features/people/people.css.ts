import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { page, actions, muted } from "~/styles/page.css";

export const search = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const searchField = style({ marginBottom: 0, minWidth: "14rem" });
export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "32rem" });
export const cards = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(17rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const cardBody = style({ display: "grid", gap: vars.space.sm });
export const person = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const text = style({ margin: 0 });
export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const tag = style({
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  borderRadius: vars.radius.full,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
export const example = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  margin: 0,
  whiteSpace: "pre-wrap",
});
