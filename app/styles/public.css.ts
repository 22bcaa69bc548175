// The public pages: header, footer, sections, cards. Kept small: render-blocking CSS ≤ 14,000 B brotli.
import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/tokens.css";

export { muted } from "./page.css";

const width = { maxWidth: vars.size.content, margin: "0 auto", padding: `0 ${vars.space.md}` } as const;

// The header gets a shadow once the page scrolls (CSS scroll timeline; browsers without it keep it flat).
const scrolled = keyframes({ to: { boxShadow: vars.shadow.md } });
export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  "@supports": {
    "(animation-timeline: scroll())": {
      animation: `${scrolled} linear both`,
      animationTimeline: "scroll()",
      animationRange: "0 4rem",
    },
  },
});
export const headerInner = style({
  ...width,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "3.5rem",
});
export const nav = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });
export const navList = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  listStyle: "none",
  margin: 0,
  padding: 0,
  flexWrap: "wrap",
});
/** The ecosystem header's links: a dropdown (<details>) on narrow screens, a row from md up. */
export const menu = style({ position: "relative" });
export const menuSummary = style({
  cursor: "pointer",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  listStyle: "none",
  "@media": { [media.md]: { display: "none" } },
});
export const menuPanel = style({
  position: "absolute",
  right: 0,
  top: "100%",
  background: vars.color.surface,
  padding: vars.space.sm,
  boxShadow: vars.shadow.md,
  borderRadius: vars.radius.md,
  display: "grid",
  gap: vars.space.xs,
  minWidth: "12rem",
  "@media": {
    [media.md]: { position: "static", display: "flex", boxShadow: "none", padding: 0, minWidth: 0 },
  },
});
export const navLink = style({
  color: vars.color.link,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
});
export const brand = style({ display: "inline-flex", alignItems: "center" });
export const main = style({ ...width, display: "grid", gap: vars.space.xxl, paddingBlock: vars.space.xl });
export const hero = style({ display: "grid", gap: vars.space.md, maxWidth: "48rem" });
export const heroTitle = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, margin: 0 });
export const lead = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.textMuted });
export const section = style({ display: "grid", gap: vars.space.md, scrollMarginTop: "4rem" });
export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0, lineHeight: vars.lineHeight.tight });
export const cards = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const figure = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const price = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const strip = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const logo = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "36rem" });
export const inlineForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const countdown = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const countdownUnit = style({ display: "grid", justifyItems: "center", minWidth: "4rem" });
export const countdownValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const prose = style({ display: "grid", gap: vars.space.sm, maxWidth: "48rem" });
export const banner = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});
export const faq = style({
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  background: vars.color.surface,
});
export const faqQuestion = style({ cursor: "pointer", fontWeight: vars.fontWeight.medium, padding: vars.space.xs });
export const footer = style({
  ...width,
  display: "grid",
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const poster = style({ width: "100%", height: "auto", borderRadius: vars.radius.md });
export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: "-10rem",
  zIndex: 20,
  padding: vars.space.sm,
  background: vars.color.surface,
  selectors: { "&:focus": { top: vars.space.sm } },
});
