import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export { page, header, title, actions, form, muted } from "~/styles/page.css";

export const section = style({ display: "grid", gap: vars.space.md });
export const text = style({ margin: 0, lineHeight: vars.lineHeight.body });
export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "grid", gap: vars.space.xs });
export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const video = style({ width: "100%", maxWidth: "48rem", background: "#000", borderRadius: vars.radius.md });
