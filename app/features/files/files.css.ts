import { style } from "@vanilla-extract/css";

// The page layout shared by every screen of the shell.
export { actions, form, page, muted } from "~/styles/page.css";

export const text = style({ margin: 0, overflowWrap: "anywhere" });
