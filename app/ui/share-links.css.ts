import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
