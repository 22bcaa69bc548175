import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/tokens.css";

// `layout="tiles"`: the figures tiles of the shell's pages.
export { stats as tiles, stat as tile, statLabel as tileTerm, statValue as tileValue } from "~/styles/page.css";

/** Label/value pairs: stacked on phones, two columns from the small breakpoint. */
export const list = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: vars.space.md } },
});
// Each term and its value share a row of the parent grid.
export const row = style({ display: "contents" });
/** `layout="inline"`: the pairs side by side, wrapping, in small quiet text. */
export const inline = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const inlineRow = style({ display: "flex", gap: vars.space.xs });
export const term = style({ fontWeight: vars.fontWeight.bold });
export const mutedTerm = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: "anywhere" });
