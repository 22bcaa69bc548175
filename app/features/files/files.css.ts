import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { actions, form, header, page, title } from "~/styles/page.css";

export const text = style({ margin: 0, overflowWrap: "anywhere" });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
