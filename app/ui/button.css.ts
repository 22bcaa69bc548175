import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  // A transparent border keeps the button's shape visible in forced-colours mode.
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 0.15s",
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: "not-allowed" },
    '&[aria-busy="true"]': { cursor: "progress" },
  },
});

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.accentHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceMuted } },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.danger,
      color: vars.color.onDanger,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.dangerHover } },
    },
  ],
  ghost: [
    base,
    {
      background: "transparent",
      color: vars.color.link,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceMuted } },
    },
  ],
});

export const size = styleVariants({
  md: {},
  sm: {
    minHeight: "2.25rem",
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    fontSize: vars.fontSize.sm,
  },
});

export const fullWidth = style({ width: "100%" });
