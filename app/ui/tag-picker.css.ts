import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

// Loaded with the widget (app/ui/tag-picker-widget.tsx), never in a page's first stylesheet.

// react-aria's own rule for pressable elements (its inline <style> is replaced, see tag-picker-widget.tsx).
globalStyle("[data-react-aria-pressable]", { touchAction: "pan-x pan-y pinch-zoom" });

export const picker = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const tagGroup = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 });

export const tagList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  minHeight: "2rem",
  alignItems: "center",
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  maxWidth: "100%",
  padding: `0 0 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  overflowWrap: "anywhere",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const remove = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  // WCAG 2.2 target size: at least 24 × 24 px.
  minWidth: "1.75rem",
  minHeight: "1.75rem",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: { "&[data-hovered]": { background: vars.color.surface } },
});

export const search = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 });

export const input = style({
  display: "block",
  width: "100%",
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { "&::-webkit-search-cancel-button": { display: "none" } },
});

export const list = style({
  maxHeight: "16rem",
  overflowY: "auto",
  margin: 0,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const listBox = style({ margin: 0, padding: 0, outline: "none" });

export const option = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  minHeight: "2rem",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  overflowWrap: "anywhere",
  selectors: {
    "&[data-focused], &[data-hovered]": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
  },
});

export const mark = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.25rem",
  height: "1.25rem",
  marginTop: "0.125rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    "[data-selected] > &": {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const optionText = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
