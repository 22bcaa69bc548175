// The program cards (ProgramCards).
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

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
