import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../styles/tokens.css";

/** Without JS (and before hydration): a section of the page. */
export const section = style({
  margin: `${vars.space.lg} 0`,
  padding: vars.space.md,
  "@media": { [media.sm]: { padding: vars.space.lg } },
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

const modalBase = style({
  width: "calc(100% - 1rem)",
  maxHeight: "calc(100% - 1rem)",
  margin: "auto",
  padding: 0,
  overflow: "auto",
  overscrollBehavior: "contain",
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    // A literal colour: ::backdrop does not inherit custom properties in older browsers.
    "&::backdrop": { background: "rgba(16, 20, 28, 0.6)" },
  },
  "@media": { [media.sm]: { width: "calc(100% - 3rem)", maxHeight: "calc(100% - 3rem)" } },
});

export const modal = styleVariants({
  md: [modalBase, { maxWidth: "36rem" }],
  lg: [modalBase, { maxWidth: "52rem" }],
});

export const modalBody = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  "@media": { [media.sm]: { padding: `0 ${vars.space.lg} ${vars.space.lg}` } },
});

globalStyle(`html:has(${modalBase}[open])`, { overflow: "hidden" });

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const modalHeader = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  "@media": { [media.sm]: { padding: `${vars.space.md} ${vars.space.lg}` } },
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.surfaceMuted, textDecoration: "underline" } },
});
