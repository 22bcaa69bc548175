import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

/** A page's title row: the heading, then its actions, wrapping on narrow screens. */
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "space-between",
});
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
