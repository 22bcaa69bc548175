import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// One column no wider than the page: a wide child (a table, a dialog's form) scrolls in its own box.
export const page = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
/** A page's title row: the heading, then its actions, wrapping on narrow screens. */
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "space-between",
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
/** A form of the shell's pages: fields stacked, at a readable width. */
export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "40rem" });
export const errorPage = style({
  display: "grid",
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
  maxWidth: "40rem",
});
export const errorTitle = style({ fontSize: vars.fontSize.xl, margin: 0, lineHeight: vars.lineHeight.tight });
export const errorActions = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "center",
  flexWrap: "wrap",
  margin: 0,
});
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const gridLink = style({
  display: "block",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});
export const list = style({ display: "grid", gap: vars.space.sm, padding: 0, listStyle: "none" });
export const languageForm = style({ display: "flex", gap: vars.space.xs, alignItems: "end", flexWrap: "wrap" });
export const languageField = style({ marginBottom: 0 });

export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const person = style({ display: "flex", gap: vars.space.sm, alignItems: "center", overflowWrap: "anywhere" });
export const stats = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  margin: 0,
});
export const stat = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
});
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const section = style({ display: "grid", gap: vars.space.md });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
