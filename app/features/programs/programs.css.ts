import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { page, actions } from "~/styles/page.css";
export { cards, cardBody, cover, placeholder, clamp } from "~/ui/program-cards.css";
export { text, muted, person, section, sectionTitle } from "~/styles/page.css";

export const search = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const searchField = style({ marginBottom: 0, minWidth: "14rem" });
export const hero = style({ display: "grid", gap: vars.space.md });
// Image beside the text on wide screens; without an image the text takes the whole width.
export const heroWithImage = style({
  "@media": { "screen and (min-width: 48rem)": { gridTemplateColumns: "16rem 1fr", alignItems: "start" } },
});
export const heroImage = style({
  width: "100%",
  maxWidth: "16rem",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
});
export const form = style({ display: "grid", gap: vars.space.md });
export const choices = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.medium, padding: `0 ${vars.space.xs}` });
export const choiceList = style({
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))",
  maxHeight: "14rem",
  overflowY: "auto",
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
});
export const choiceItem = style({ selectors: { "&[hidden]": { display: "none" } } });
export const choiceField = style({ marginBottom: 0 });
export const currentImage = style({ width: "8rem", height: "auto", borderRadius: vars.radius.sm });
