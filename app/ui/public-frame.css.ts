import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/tokens.css";

// The public frame of signed-out visitors: a header bar, the page, a footer.
export const publicFrame = style({ minHeight: "100vh", display: "grid", gridTemplateRows: "auto 1fr auto" });
export const publicHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});
export const publicNav = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const publicMain = style({
  width: "100%",
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: vars.space.md,
  boxSizing: "border-box",
  "@media": { [media.md]: { padding: vars.space.lg } },
});
export const publicFooter = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "end",
  justifyContent: "space-between",
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const skipLink = style({
  position: "absolute",
  left: "-9999px",
  selectors: { "&:focus": { left: vars.space.sm, top: vars.space.sm, zIndex: 10, background: vars.color.surface } },
});
