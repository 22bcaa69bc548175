import { style } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

export const nav = style({ margin: `${vars.space.md} 0` });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xxs,
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.link,
  textDecoration: "none",
  fontVariantNumeric: "tabular-nums",
  selectors: {
    "a&:hover": { background: vars.color.surfaceMuted, textDecoration: "underline" },
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.bold,
    },
    '&[aria-current="page"]:hover': { background: vars.color.accentHover },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, background: "transparent", cursor: "not-allowed" },
  },
});

export const gap = style({
  minWidth: "1.5rem",
  textAlign: "center",
  color: vars.color.textMuted,
  "::before": { content: '"…"' },
});
