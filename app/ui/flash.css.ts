import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../styles/tokens.css";

// Without JS nothing can close the toast, so CSS hides it after a while; JS removes this rule.
const hideLater = keyframes({ to: { visibility: "hidden", opacity: 0 } });

export const region = style({
  position: "fixed",
  top: vars.space.sm,
  right: vars.space.sm,
  left: vars.space.sm,
  zIndex: 50,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.sm,
  pointerEvents: "none",
  "@media": {
    [media.sm]: { left: "auto", right: vars.space.md, maxWidth: "26rem" },
    // Below the top bar, so help and the account menu stay reachable.
    [media.md]: { top: "4rem" },
  },
});

const toast = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  border: "1px solid",
  borderLeftWidth: "4px",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  pointerEvents: "auto",
  selectors: {
    "&:not([data-hydrated])": { animation: `${hideLater} 0s linear 8s forwards` },
    "&:not([data-hydrated]):hover, &:not([data-hydrated]):focus-within": { animationPlayState: "paused" },
  },
});

export const tone = styleVariants({
  success: [
    toast,
    { background: vars.color.successBg, color: vars.color.successText, borderColor: vars.color.successBorder },
  ],
  error: [toast, { background: vars.color.errorBg, color: vars.color.errorText, borderColor: vars.color.errorBorder }],
  info: [toast, { background: vars.color.infoBg, color: vars.color.infoText, borderColor: vars.color.infoBorder }],
});

export const icon = style({ flexShrink: 0, marginTop: "0.3em" });

export const message = style({ flex: 1, margin: 0, paddingBlock: vars.space.xxs });

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "2.25rem",
  height: "2.25rem",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: "rgba(0, 0, 0, 0.06)" } },
});
