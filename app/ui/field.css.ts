import { style } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  selectors: {
    // Visual cue for required fields; the `required` attribute tells assistive technology.
    "&[data-required]::after": {
      content: ['" *"', '" *" / ""'],
      color: vars.color.danger,
    },
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const errors = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
});

export const errorIcon = style({ flexShrink: 0, marginTop: "0.2em", width: "1em", height: "1em" });

/** Text-like controls: input, textarea, select. */
export const control = style({
  display: "block",
  width: "100%",
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    "&:disabled": { background: vars.color.surfaceMuted, cursor: "not-allowed" },
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
  },
});

export const textarea = style({ minHeight: "6rem", resize: "vertical" });

export const file = style({
  minHeight: "auto",
  padding: vars.space.xs,
  cursor: "pointer",
  selectors: {
    "&::file-selector-button": {
      marginRight: vars.space.sm,
      padding: `${vars.space.xs} ${vars.space.md}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.sm,
      background: vars.color.surfaceMuted,
      color: vars.color.text,
      font: "inherit",
      cursor: "pointer",
    },
  },
});

/** Checkbox / radio row: control then label. */
export const choice = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  minHeight: "2rem",
  paddingTop: vars.space.xxs,
});

export const choiceInput = style({
  flexShrink: 0,
  width: "1.25rem",
  height: "1.25rem",
  margin: "0.125rem 0 0",
  accentColor: vars.color.accent,
  cursor: "pointer",
  selectors: {
    '&[aria-invalid="true"]:not(:focus-visible), [data-invalid] &:not(:focus-visible)': {
      outline: `2px solid ${vars.color.danger}`,
      outlineOffset: "1px",
    },
  },
});

export const choiceLabel = style({ cursor: "pointer" });

export const choiceText = style({ display: "flex", flexDirection: "column" });

export const fieldset = style({
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const legend = style([label, { padding: 0, marginBottom: vars.space.xs }]);

export const options = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: "row", flexWrap: "wrap", columnGap: vars.space.lg },
  },
});
