import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/tokens.css";

export { page, header, title, actions, muted } from "~/styles/page.css";

export const tabs = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: "none",
  borderBottom: `3px solid ${vars.color.accent}`,
});
export const filters = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "end",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(12rem, 2fr) 1fr 1fr auto" } },
});
export const field = style({ marginBottom: 0 });
export const stats = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
});
export const stat = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const statLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});
export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const reviews = style({ display: "grid", gap: vars.space.sm, listStyle: "none", padding: 0, margin: 0 });
export const review = style({ display: "grid", gap: vars.space.xxs, overflowWrap: "anywhere" });
