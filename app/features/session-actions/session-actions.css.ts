import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export { actions, form, muted } from "~/styles/page.css";

export const text = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });
export const fieldRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: "grid", gap: vars.space.xs });
export const legend = style({ fontWeight: vars.fontWeight.medium, padding: 0, marginBottom: vars.space.xs });
export const fieldError = style({ color: vars.color.errorText, margin: 0, fontSize: vars.fontSize.sm });
export const list = style({ display: "grid", gap: vars.space.xs, padding: 0, margin: 0, listStyle: "none" });

// Stars: native radios (arrow keys move between them, with or without JS), each label a star; the
// checked star and the ones before it are filled.
export const stars = style({ display: "flex", gap: vars.space.xxs });
export const star = style({ position: "relative" });
export const starInput = style({
  position: "absolute",
  inset: 0,
  opacity: 0,
  margin: 0,
  cursor: "pointer",
});
export const starGlyph = style({
  display: "block",
  fontSize: "2rem",
  lineHeight: 1,
  padding: vars.space.xxs,
  color: vars.color.textMuted,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  "::before": { content: '"★"' },
});
globalStyle(
  `${star}:has(${starInput}:checked) ${starGlyph}, ${star}:has(~ ${star} ${starInput}:checked) ${starGlyph}`,
  {
    color: vars.color.accent,
  },
);
globalStyle(`${star}:has(${starInput}:focus-visible) ${starGlyph}`, {
  outline: `${vars.focus.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focus.offset,
});

export const copyRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const copyField = style({ flex: "1 1 16rem", marginBottom: 0 });
