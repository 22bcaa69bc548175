import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

const base = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  padding: vars.space.md,
  border: "1px solid",
  borderLeftWidth: "4px",
  borderRadius: vars.radius.md,
});

export const tone = styleVariants({
  info: [base, { background: vars.color.infoBg, color: vars.color.infoText, borderColor: vars.color.infoBorder }],
  success: [
    base,
    { background: vars.color.successBg, color: vars.color.successText, borderColor: vars.color.successBorder },
  ],
  warning: [
    base,
    { background: vars.color.warningBg, color: vars.color.warningText, borderColor: vars.color.warningBorder },
  ],
  error: [base, { background: vars.color.errorBg, color: vars.color.errorText, borderColor: vars.color.errorBorder }],
});

export const icon = style({ flexShrink: 0, marginTop: "0.15em" });

export const content = style({ flex: 1, minWidth: 0 });

export const title = style({ margin: `0 0 ${vars.space.xxs}`, fontWeight: vars.fontWeight.bold });

export const body = style({});
globalStyle(`${body} > :last-child`, { marginBottom: 0 });

export const actions = style({ display: "flex", gap: vars.space.sm, marginTop: vars.space.sm });
