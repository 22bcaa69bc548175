import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export { actions, form } from "~/styles/page.css";

export const cards = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
  alignItems: "start",
});
export const profileHead = style({ display: "flex", gap: vars.space.md, alignItems: "center", flexWrap: "wrap" });
export const logo = style({
  width: "4rem",
  height: "4rem",
  objectFit: "contain",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});
export const value = style({ margin: 0, overflowWrap: "anywhere" });
export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const fieldRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});
/** The phone's prefix and number side by side; the number takes the room left. */
export const phone = style({ display: "grid", gap: vars.space.sm, gridTemplateColumns: "minmax(6rem, auto) 1fr" });
