import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  objectFit: "cover",
  userSelect: "none",
});

export const size = styleVariants({
  sm: [base, { width: "2rem", height: "2rem", fontSize: vars.fontSize.xs }],
  md: [base, { width: "2.5rem", height: "2.5rem", fontSize: vars.fontSize.sm }],
  lg: [base, { width: "4rem", height: "4rem", fontSize: vars.fontSize.lg }],
});
