import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export const step = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const field = style({ marginBottom: 0, minWidth: "14rem" });
export const text = style({ margin: 0, overflowWrap: "anywhere" });
