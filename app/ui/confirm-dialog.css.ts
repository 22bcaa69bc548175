import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "40rem" });
export const text = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });
export const hint = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
