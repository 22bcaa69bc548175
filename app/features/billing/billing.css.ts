import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { page, title } from "~/styles/page.css";

export const payForm = style({ margin: 0 });
export const rowLink = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });
export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: vars.fontWeight.bold });
export const value = style({ margin: 0 });
// Each term and its value share a row of the parent grid.
export const detailRow = style({ display: "contents" });
export const processing = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
