import { style } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

export const box = style({
  display: "flex",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.errorBorder}`,
  borderLeftWidth: "4px",
  borderRadius: vars.radius.md,
  background: vars.color.errorBg,
  color: vars.color.errorText,
});

export const icon = style({ flexShrink: 0, marginTop: "0.15em" });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const list = style({ margin: 0, paddingLeft: vars.space.md });

export const single = style({ listStyle: "none", paddingLeft: 0 });
