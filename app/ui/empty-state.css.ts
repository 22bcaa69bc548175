import { style } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: "center",
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
});

export const icon = style({
  display: "flex",
  padding: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.fontSize.xl,
});

export const title = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, maxWidth: "40ch" });

export const action = style({ marginTop: vars.space.sm });
