import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { page, header, actions, form } from "~/styles/page.css";
export { section, sectionTitle, text, muted, person } from "~/styles/page.css";
export { item, goal } from "~/ui/plan-summary.css";

export const list = style({ display: "grid", gap: vars.space.md, listStyle: "none", padding: 0, margin: 0 });
export const itemTitle = style({ fontSize: vars.fontSize.md, margin: 0 });
export const status = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const badge = style({
  display: "inline-block",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  selectors: { '&[data-done="true"]': { background: vars.color.accentSoft, color: vars.color.onAccentSoft } },
});
export const toggle = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center", margin: 0 });
export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const filterField = style({ marginBottom: 0, minWidth: "12rem" });
export const progress = style({ width: "100%", maxWidth: "24rem", height: "0.75rem", accentColor: vars.color.accent });
export const fieldRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
});
