import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export { page, header, title, actions, form, muted } from "~/styles/page.css";

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: "48rem" });
export const introBox = style({
  position: "static",
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.infoBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoBg,
  color: vars.color.infoText,
  width: "auto",
  maxWidth: "none",
});
export const introTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const steps = style({ margin: 0, paddingLeft: vars.space.lg });

export const filters = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const filterRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  alignItems: "end",
});
export const field = style({ marginBottom: 0 });
export const areas = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const areaList = style({
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });
export const check = style({ display: "flex", gap: vars.space.xs, alignItems: "center" });

export const count = style({ margin: 0, color: vars.color.textMuted });
export const cards = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(17rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const card = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  height: "100%",
  boxSizing: "border-box",
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const name = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const nameLink = style({ color: vars.color.link });
export const stats = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
});
export const price = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const bio = style({ margin: 0, overflowWrap: "anywhere" });
export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.fontSize.xs,
});
export const cardAction = style({ alignSelf: "end" });

export const step = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const priceBox = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const result = style({ display: "grid", gap: vars.space.md, justifyItems: "start", maxWidth: "40rem" });
// The star is decoration: the text says "4.50 de 5".
export const rating = style({ selectors: { "&::before": { content: '"★ "', color: vars.color.warningText } } });
