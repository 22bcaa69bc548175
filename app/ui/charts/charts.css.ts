// Styles of the server-rendered charts (app/ui/charts): SVG parts are styled by class (no style attributes:
// CSP), colours from the theme so the bank white label applies. Series colours are ≥ 3:1 on white.
import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../styles/tokens.css";

export const figure = style({
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
});

/** The big chart: the chart and its table side by side on wide screens. */
export const figureWide = style({
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)", alignItems: "start" } },
});

export const svgBox = style({ minWidth: 0, color: vars.color.text });

export const svg = style({ display: "block", width: "100%", height: "auto", overflow: "visible" });

export const axis = style({ color: vars.color.textMuted });
export const tickLabel = style({ fill: vars.color.text, fontSize: "12px", fontFamily: vars.font.body });
export const axisLabel = style({
  fill: vars.color.text,
  fontSize: "13px",
  fontWeight: 700,
  fontFamily: vars.font.body,
});
export const grid = style({ stroke: vars.color.borderSubtle });

export const line = style({ fill: "none", stroke: vars.color.accent, strokeWidth: 3 });
export const point = style({ fill: vars.color.accent, stroke: vars.color.surface, strokeWidth: 2 });

export const reference = styleVariants({
  base: { stroke: vars.color.textMuted, strokeWidth: 2, strokeDasharray: "6 4" },
  goal: { stroke: vars.color.successBorder, strokeWidth: 2, strokeDasharray: "2 3" },
});
export const referenceLabel = style({ fill: vars.color.text, fontSize: "12px", fontFamily: vars.font.body });

// Six series colours for bars and donut slices (≥ 3:1 against white, distinguishable in grey too).
export const series = styleVariants({
  0: { fill: vars.color.accent },
  1: { fill: "#b54708" },
  2: { fill: "#047857" },
  3: { fill: "#9d174d" },
  4: { fill: "#1e40af" },
  5: { fill: "#57534e" },
});
export const sliceGap = style({ stroke: vars.color.surface, strokeWidth: 2 });
export const legendLabel = style({ fill: vars.color.text, fontSize: "13px", fontFamily: vars.font.body });
export const centerLabel = style({
  fill: vars.color.text,
  fontSize: "20px",
  fontWeight: 700,
  fontFamily: vars.font.body,
});
