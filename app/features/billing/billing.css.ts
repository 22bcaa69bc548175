import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { page, title } from "~/styles/page.css";

export const payForm = style({ margin: 0 });
export const rowLink = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });
export const processing = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
