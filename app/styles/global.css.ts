import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "./tokens.css";

// Minimal reset. The theme class sits on <body>, so `vars` resolve from body down.
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  colorScheme: "light",
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.bg,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4, p, ul, ol, dl, figure, blockquote", { marginTop: 0 });
globalStyle("h1, h2, h3, h4", {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.sm,
});
globalStyle("h1", { fontSize: vars.fontSize.xl });
globalStyle("h2", { fontSize: vars.fontSize.lg });
globalStyle("h3", { fontSize: vars.fontSize.md });
globalStyle("p", { marginBottom: vars.space.md });

globalStyle("img, svg, video", { maxWidth: "100%" });
globalStyle("img, video", { height: "auto" });

globalStyle("input, button, textarea, select", { font: "inherit", color: "inherit" });

globalStyle("a", { color: vars.color.link, textUnderlineOffset: "0.15em" });

globalStyle("[hidden]", { display: "none !important" });

// One visible focus ring for everything; components only change `vars.color.focus` when needed.
globalStyle(":focus-visible", {
  outline: `${vars.focus.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focus.offset,
});

globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto !important" as "auto",
    },
  },
});

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
