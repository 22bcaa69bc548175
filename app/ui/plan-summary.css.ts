// The work-plan summary (PlanSummary).
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export { actions, text } from "~/styles/page.css";

export const item = style({
  display: "grid",
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
  overflowWrap: "anywhere",
});
export const goal = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
