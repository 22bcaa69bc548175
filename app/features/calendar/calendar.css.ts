import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/tokens.css";

// The page layout shared by every screen of the shell.
export { actions, header, muted, page, title } from "~/styles/page.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "end",
  justifyContent: "space-between",
});
export const group = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });
export const periodTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const viewLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.link,
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      borderColor: vars.color.accent,
    },
    "&:hover": { textDecoration: "underline" },
  },
});
export const inlineForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "end" });
export const field = style({ display: "grid", gap: vars.space.xxs, fontSize: vars.fontSize.sm });
export const control = style({
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

// Positioned: the visually hidden labels (absolute) of its cells are clipped by the box, not by the page.
export const monthScroller = style({ position: "relative", overflowX: "auto" });
// A phone's month fits its screen (seven day links); from `md` up the columns are wide enough for session names.
export const month = style({
  width: "100%",
  borderCollapse: "collapse",
  tableLayout: "fixed",
  "@media": { [media.md]: { minWidth: "42rem" } },
});
export const weekday = style({
  padding: vars.space.xs,
  "@media": { [media.belowMd]: { textAlign: "center", paddingInline: 0 } },
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: "start",
  textTransform: "capitalize",
});
export const cell = style({
  verticalAlign: "top",
  padding: 0,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  "@media": { [media.md]: { height: "6.5rem", padding: vars.space.xs } },
});
/** What a wide screen shows in a day of the month: its number and first sessions. */
export const wideOnly = style({ display: "none", "@media": { [media.md]: { display: "block" } } });
/** What a phone shows instead: the day as a link (a 44 px target) that lists its sessions below the grid. */
export const phoneDay = style({
  display: "grid",
  justifyItems: "center",
  alignContent: "center",
  gap: vars.space.xxs,
  minBlockSize: "2.75rem",
  paddingBlock: vars.space.xxs,
  color: "inherit",
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="true"]': { outline: `2px solid ${vars.color.accent}`, outlineOffset: "-2px" },
    "&:hover": { textDecoration: "underline" },
  },
  "@media": { [media.md]: { display: "none" } },
});
export const phoneDayNumber = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "1.75rem",
  height: "1.75rem",
  fontWeight: vars.fontWeight.medium,
});
/** The mark of a day with sessions (its link's name says how many). */
export const mark = style({
  width: "0.375rem",
  height: "0.375rem",
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});
export const noMark = style([mark, { background: "transparent" }]);
/** Below a phone's month: the chosen day's sessions. */
export const chosenDay = style({
  display: "grid",
  gap: vars.space.xs,
  marginTop: vars.space.md,
  "@media": { [media.md]: { display: "none" } },
});
export const chosenList = style({ listStyle: "none", margin: 0, padding: 0 });
export const chosenEntry = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "baseline",
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});
export const chosenHours = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: "nowrap" });
// A thumb's target (WCAG 2.5.8) and the whole name, however long.
export const chosenLink = style({ minBlockSize: "1.5rem", overflowWrap: "anywhere", color: vars.color.link });
export const otherMonth = style({ background: vars.color.surfaceMuted, color: vars.color.textMuted });
export const dayNumber = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const todayNumber = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "1.75rem",
  height: "1.75rem",
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
});
export const entries = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xxs });
// A thumb's target (WCAG 2.2 2.5.8): each entry of a month cell is at least 24 px tall, its text centred.
export const entryLink = style({
  display: "grid",
  alignItems: "center",
  minBlockSize: "1.5rem",
  fontSize: vars.fontSize.xs,
  color: vars.color.link,
  overflowWrap: "anywhere",
});
// "+N más": a target as tall as a session's link (WCAG 2.5.8), in bold so it reads as more than one more entry.
export const moreLink = style([entryLink, { fontWeight: 600 }]);
export const dayList = style({ display: "grid", gap: vars.space.md });
export const daySection = style({ display: "grid", gap: vars.space.xs });
export const dayHeading = style({ fontSize: vars.fontSize.md, margin: 0 });
export const todayHeading = style({ color: vars.color.link });
export const simpleTable = style({ width: "100%", borderCollapse: "collapse" });
globalStyle(`${simpleTable} th, ${simpleTable} td`, {
  textAlign: "start",
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});
globalStyle(`${simpleTable} th[scope="col"]`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
// Aligned across the days' tables; on a phone, only as wide as the hours, so the names keep the rest.
export const hoursCell = style({
  whiteSpace: "nowrap",
  width: "9rem",
  "@media": { [media.belowMd]: { width: "auto" } },
});
export const hidden = style({ display: "none" });
/** Where the server's views and, once drawn, the widget stand. */
export const swap = style({ position: "relative" });
/** The widget while it draws: laid out at full width (schedule-x measures it), out of flow and unseen. */
export const drawing = style({ position: "absolute", insetInline: 0, top: 0, visibility: "hidden" });
export const widget = style({
  minHeight: 0,
  "@media": { [media.md]: { minHeight: 0 } },
});

// 'Detalles del evento'.
export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: vars.fontWeight.medium });
export const value = style({ margin: 0, overflowWrap: "anywhere" });
export const people = style({ margin: 0, paddingInlineStart: vars.space.md });
export const detailActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const details = style({ display: "grid", gap: vars.space.md });
