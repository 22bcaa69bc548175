// A company in brief (CompanyHeading, CompanyFacts, CompanySummaryCard).
import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/tokens.css";

export { muted, title } from "~/styles/page.css";

export const summary = style({ display: "flex", gap: vars.space.md, alignItems: "center", flexWrap: "wrap" });
export const logo = style({
  width: "4.5rem",
  height: "4.5rem",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const facts = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: "1fr",
  "@media": { [media.sm]: { gridTemplateColumns: "max-content 1fr" } },
});
export const factTerm = style({ fontWeight: vars.fontWeight.bold });
export const factValue = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });
