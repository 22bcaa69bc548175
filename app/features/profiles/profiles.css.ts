import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/tokens.css";

export { page, header, title, actions, form, muted } from "~/styles/page.css";

/** The profile's main column and, on wide screens, the availability side panel. */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 20rem" } },
});
export const main = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });
export const identity = style({ display: "flex", gap: vars.space.md, alignItems: "center", flexWrap: "wrap" });
export const identityText = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 });
export const text = style({ margin: 0, overflowWrap: "anywhere" });
export const list = style({ display: "grid", gap: vars.space.sm, listStyle: "none", padding: 0, margin: 0 });
export const item = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});
export const rating = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });
/** The availability panel: beside the profile on wide screens; a bottom drawer (a <details>) on narrow ones. */
export const sidePanel = style({
  display: "none",
  "@media": { [media.lg]: { display: "grid", gap: vars.space.md, position: "sticky", top: vars.space.md } },
});
export const drawer = style({
  position: "sticky",
  bottom: 0,
  zIndex: 1,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  padding: vars.space.sm,
  "@media": { [media.lg]: { display: "none" } },
});
export const drawerSummary = style({
  cursor: "pointer",
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.05em",
  padding: vars.space.xs,
});
export const drawerBody = style({
  display: "grid",
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  maxHeight: "60vh",
  overflowY: "auto",
});
export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
export const panelSummary = style({ cursor: "pointer", fontWeight: vars.fontWeight.bold });
export const panelBody = style({ display: "grid", gap: vars.space.md, paddingTop: vars.space.md, maxWidth: "40rem" });
export const skills = style({ display: "grid", gap: vars.space.md, border: 0, padding: 0, margin: 0 });
export const skillRow = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});
export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0, marginBottom: vars.space.sm });
export const currentAvatar = style({ borderRadius: vars.radius.full, objectFit: "cover" });
export const skillActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
/** Social links stack one per row: each is at least 24 px tall (WCAG 2.5.8 target size; Lighthouse). */
export const externalLink = style({ display: "inline-block", paddingBlock: "0.25rem" });
/** The phone's prefix and number side by side; the number takes the room left. */
export const phone = style({ display: "grid", gap: vars.space.sm, gridTemplateColumns: "minmax(6rem, auto) 1fr" });
