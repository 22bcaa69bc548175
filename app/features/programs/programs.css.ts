import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { page, header, title, actions } from "~/features/shell/shell.css";

export const search = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const searchField = style({ marginBottom: 0, minWidth: "14rem" });
export const cards = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const cardBody = style({ display: "grid", gap: vars.space.sm });
export const cover = style({
  display: "block",
  width: "100%",
  height: "8rem",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const placeholder = style([
  cover,
  {
    display: "grid",
    placeItems: "center",
    color: vars.color.onAccentSoft,
    background: vars.color.accentSoft,
    fontSize: vars.fontSize.xxl,
    fontWeight: vars.fontWeight.bold,
  },
]);
export const clamp = style({
  margin: 0,
  color: vars.color.textMuted,
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});
export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const person = style({ display: "flex", gap: vars.space.sm, alignItems: "center", overflowWrap: "anywhere" });
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
export const stats = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  margin: 0,
});
export const stat = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
});
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const section = style({ display: "grid", gap: vars.space.md });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
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
