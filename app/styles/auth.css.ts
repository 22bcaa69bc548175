import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export const page = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  padding: vars.space.md,
  background: vars.color.bg,
});
export const card = style({
  width: "100%",
  maxWidth: "28rem",
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  boxShadow: vars.shadow.sm,
});
export const header = style({ display: "flex", alignItems: "center", gap: vars.space.md, marginBottom: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const greeting = style({ color: vars.color.textMuted, marginTop: vars.space.xs });
export const form = style({ display: "grid", gap: vars.space.md, marginTop: vars.space.md });
export const links = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  marginTop: vars.space.lg,
});
export const text = style({ lineHeight: 1.5 });
/** A link alone on its line under a form: at least 24 px tall (WCAG 2.5.8 target size). */
export const standaloneLink = style({ display: "inline-block", paddingBlock: "0.25rem" });
export const footer = style({ width: "100%", maxWidth: "28rem", marginTop: vars.space.lg });
