import { style } from "@vanilla-extract/css";
import { media, vars } from "../styles/tokens.css";

// Just under `breakpoints.md` (48em).
const narrow = "screen and (max-width: 47.99em)";

export const shell = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  // Narrow: the menu bar keeps its own height and the content takes the rest (a short page never stretches it).
  gridTemplateRows: "auto 1fr",
  minHeight: "100vh",
  "@media": {
    [media.md]: { gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`, gridTemplateRows: "minmax(100vh, auto)" },
  },
});

export const skipLink = style({
  position: "absolute",
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none" } },
});

/** The side menu; on narrow screens a bar whose links fold under a "Menú" <details>. */
export const side = style({
  vars: { [vars.color.focus]: vars.color.menuFocus },
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  alignContent: "start",
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.menuBg,
  color: vars.color.menuText,
  borderBottom: `1px solid ${vars.color.menuBorder}`,
  "@media": {
    [media.md]: {
      display: "flex",
      flexDirection: "column",
      alignItems: "stretch",
      position: "sticky",
      top: 0,
      height: "100vh",
      overflowY: "auto",
      padding: vars.space.md,
      borderBottom: 0,
      borderRight: `1px solid ${vars.color.menuBorder}`,
    },
  },
});

export const brand = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: vars.size.control,
  "@media": { [media.md]: { marginBottom: vars.space.md } },
});

export const partner = style({
  display: "flex",
  alignItems: "center",
  paddingLeft: vars.space.sm,
  borderLeft: `1px solid ${vars.color.menuBorder}`,
});

export const toggle = style({ "@media": { [media.md]: { display: "none" } } });

export const toggleButton = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.menuBorder}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.color.menuHoverBg },
    [`${toggle}[open] > &`]: { background: vars.color.menuHoverBg },
  },
});

export const navBody = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  selectors: { [`${toggle}:not([open]) + &`]: { display: "none" } },
  "@media": {
    [media.md]: {
      flex: 1,
      selectors: { [`${toggle}:not([open]) + &`]: { display: "flex" } },
    },
  },
});

export const navList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderLeft: "4px solid transparent",
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.menuText,
  fontSize: vars.fontSize.md,
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.menuHoverBg },
    '&[aria-current="page"]': {
      background: vars.color.menuActiveBg,
      color: vars.color.menuActiveText,
      borderLeftColor: "currentColor",
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const navIcon = style({ flexShrink: 0, opacity: 0.9 });

export const navLogout = style({
  marginTop: "auto",
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.menuBorder}`,
});

export const content = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const topBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: "3.5rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  "@media": { [media.md]: { padding: `${vars.space.xs} ${vars.space.lg}` } },
});

export const topBarStart = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const topBarEnd = style({ display: "flex", alignItems: "center", gap: vars.space.xs, marginLeft: "auto" });

export const topLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

/** Text hidden on narrow screens but still read (the icon stands for it there). */
export const wideOnly = style({
  "@media": {
    [narrow]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      margin: "-1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});

export const account = style({ position: "relative" });

export const accountButton = style([
  topLink,
  {
    cursor: "pointer",
    listStyle: "none",
    selectors: {
      "&::-webkit-details-marker": { display: "none" },
      [`${account}[open] > &`]: { background: vars.color.surfaceMuted },
    },
  },
]);

export const accountPanel = style({
  position: "absolute",
  top: "calc(100% + 0.25rem)",
  right: 0,
  zIndex: 20,
  minWidth: "15rem",
  maxWidth: "calc(100vw - 1rem)",
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const accountName = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

export const accountDetail = style({
  display: "block",
  fontWeight: vars.fontWeight.normal,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const accountList = style({ margin: `${vars.space.xs} 0`, padding: 0, listStyle: "none" });

export const accountLink = style([
  topLink,
  { width: "100%", border: 0, background: "transparent", font: "inherit", cursor: "pointer", textAlign: "start" },
]);

export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: vars.size.content,
  padding: vars.space.md,
  selectors: { "&:focus": { outline: "none" } },
  "@media": { [media.md]: { padding: vars.space.lg } },
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const powered = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm, margin: 0 });
