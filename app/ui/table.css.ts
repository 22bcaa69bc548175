import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../styles/tokens.css";

export const scroller = style({
  // The containing block of its visually hidden (absolutely positioned) texts, so the scroll clips them too
  // instead of widening the page (at 360 px, 'Acciones' and each 'Ver la factura N' made /facturacion 580 px wide).
  position: "relative",
  maxWidth: "100%",
  overflowX: "auto",
  marginBottom: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  // Shadows at the scrollable edges hint that there is more to the side (pure CSS).
  backgroundImage: `linear-gradient(to right, ${vars.color.surface} 30%, transparent), linear-gradient(to left, ${vars.color.surface} 30%, transparent), radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.2), transparent), radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.2), transparent)`,
  backgroundPosition: "left center, right center, left center, right center",
  backgroundRepeat: "no-repeat",
  backgroundSize: "2.5rem 100%, 2.5rem 100%, 0.875rem 100%, 0.875rem 100%",
  backgroundAttachment: "local, local, scroll, scroll",
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "start",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "start",
  verticalAlign: "bottom",
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  whiteSpace: "nowrap",
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: "top",
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  selectors: { "tr:last-child > &": { borderBottom: 0 } },
});

// A row's name keeps a readable width on a 360 px screen (the region scrolls instead of one word per line).
export const rowHeader = style([td, { fontWeight: vars.fontWeight.medium, textAlign: "start", minWidth: "9rem" }]);

export const align = styleVariants({
  start: { textAlign: "start" },
  center: { textAlign: "center" },
  end: { textAlign: "end", fontVariantNumeric: "tabular-nums" },
});

export const empty = style([td, { padding: vars.space.lg, textAlign: "center", color: vars.color.textMuted }]);

// The column's name in a cell, seen only when a phone stacks the row; the value beside it.
export const cellLabel = style({ display: "none" });
export const cellValue = style({ minWidth: 0 });

const stackedTable = style({});
const scrolledTable = style({});
/** How a phone shows the table (`phoneLayout`): rows stacked as a list, or the table with its first column fixed. */
export const phone = { stack: stackedTable, scroll: scrolledTable };

// Phones, "stack": each row a list item, its name (the row header) first and full width, then each other cell as
// "label value"; the column headers stay in the markup for assistive technology, out of sight.
globalStyle(`${stackedTable} > table, ${stackedTable} > table > tbody`, {
  "@media": { [media.belowMd]: { display: "block" } },
});
globalStyle(`${stackedTable} > table > thead`, {
  "@media": {
    [media.belowMd]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});
globalStyle(`${stackedTable} > table > tbody > tr`, {
  "@media": {
    [media.belowMd]: {
      display: "flex",
      flexDirection: "column",
      gap: vars.space.xxs,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderBottom: `1px solid ${vars.color.borderSubtle}`,
    },
  },
});
globalStyle(`${stackedTable} > table > tbody > tr:last-child`, {
  "@media": { [media.belowMd]: { borderBottom: 0 } },
});
globalStyle(`${stackedTable} > table > tbody > tr > *`, {
  "@media": { [media.belowMd]: { display: "block", padding: 0, border: 0, textAlign: "start" } },
});
globalStyle(`${stackedTable} > table > tbody > tr > th`, {
  "@media": { [media.belowMd]: { order: -1, minWidth: 0, fontSize: vars.fontSize.md, overflowWrap: "anywhere" } },
});
globalStyle(`${stackedTable} > table > tbody > tr > td`, {
  "@media": {
    [media.belowMd]: {
      display: "grid",
      gridTemplateColumns: "minmax(6rem, 35%) minmax(0, 1fr)",
      columnGap: vars.space.sm,
      alignItems: "baseline",
      overflowWrap: "anywhere",
    },
  },
});
globalStyle(`${stackedTable} ${cellLabel}`, {
  "@media": { [media.belowMd]: { display: "block", color: vars.color.textMuted, fontWeight: vars.fontWeight.medium } },
});
// A cell without a label (an actions column) takes the whole line.
globalStyle(`${stackedTable} ${cellValue}`, { "@media": { [media.belowMd]: { gridColumn: "1 / -1" } } });
globalStyle(`${stackedTable} ${cellLabel} + ${cellValue}`, { "@media": { [media.belowMd]: { gridColumn: "2" } } });
// The empty message keeps its centred line.
globalStyle(`${stackedTable} > table > tbody > tr > td[colspan]`, {
  "@media": { [media.belowMd]: { display: "block", textAlign: "center" } },
});

// "scroll": the first column stays in view while the table scrolls sideways in its box.
globalStyle(`${scrolledTable} > table > * > tr > :first-child`, {
  position: "sticky",
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
});
globalStyle(`${scrolledTable} > table > thead > tr > :first-child`, { background: vars.color.surfaceMuted });
