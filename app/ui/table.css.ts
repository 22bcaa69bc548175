import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../styles/tokens.css";

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
