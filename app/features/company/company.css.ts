import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { page, title, actions, form, muted } from "~/styles/page.css";
export { summary, logo, facts, factTerm, factValue } from "~/ui/company-summary.css";

export const text = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });
export const team = style({ display: "grid", gap: vars.space.sm, listStyle: "none", padding: 0, margin: 0 });
export const member = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const memberName = style({ flex: "1 1 10rem", overflowWrap: "anywhere" });
export const rowActions = style({ display: "flex", gap: vars.space.xs, flexWrap: "wrap" });
export const inlineForm = style({ display: "grid", gap: vars.space.sm, minWidth: "14rem" });
export const fieldRow = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" } },
});
export const dashboardGrid = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const progress = style({ whiteSpace: "nowrap" });
