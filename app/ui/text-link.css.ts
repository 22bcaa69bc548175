import { style } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

export const textLink = style({
  color: vars.color.link,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  selectors: { "&:hover": { textDecorationThickness: "2px" } },
});
