import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

// The page's own toolbar (Mes, Semana, Día, Agenda, Hoy, Anterior, Siguiente, Fecha) drives the widget:
// its header would repeat those controls.
export const frame = style({ minHeight: "32rem" });
globalStyle(`${frame} .sx__calendar-header`, { display: "none" });

// Every colour of schedule-x comes from the platform's theme tokens (default and bank alike), never from its
// Material palette: that palette's greys (#79747e on white, 4.36:1) fail WCAG AA at the widget's 11 px.
// Secondary text uses textMuted (≥ 6.4:1 on surface and bg in both themes, tokens.css.ts).
globalStyle(`${frame} .sx__calendar-wrapper`, {
  height: "40rem",
  vars: {
    "--sx-color-primary": vars.color.accent,
    "--sx-color-on-primary": vars.color.onAccent,
    "--sx-color-primary-container": vars.color.accentSoft,
    "--sx-color-on-primary-container": vars.color.onAccentSoft,
    "--sx-color-secondary": vars.color.accent,
    "--sx-color-on-secondary": vars.color.onAccent,
    "--sx-color-secondary-container": vars.color.accentSoft,
    "--sx-color-on-secondary-container": vars.color.onAccentSoft,
    "--sx-color-tertiary": vars.color.accent,
    "--sx-color-on-tertiary": vars.color.onAccent,
    "--sx-color-tertiary-container": vars.color.accentSoft,
    "--sx-color-on-tertiary-container": vars.color.onAccentSoft,
    "--sx-color-surface": vars.color.surface,
    "--sx-color-surface-bright": vars.color.surface,
    "--sx-color-surface-dim": vars.color.surfaceMuted,
    "--sx-color-surface-container": vars.color.surfaceMuted,
    "--sx-color-surface-container-low": vars.color.surfaceMuted,
    "--sx-color-surface-container-high": vars.color.surfaceMuted,
    "--sx-color-surface-tint": vars.color.accent,
    "--sx-color-background": vars.color.surface,
    "--sx-color-on-background": vars.color.text,
    "--sx-color-on-surface": vars.color.text,
    "--sx-color-outline": vars.color.textMuted,
    "--sx-color-outline-variant": vars.color.borderSubtle,
    "--sx-color-neutral": vars.color.textMuted,
    "--sx-color-neutral-variant": vars.color.textMuted,
    "--sx-internal-color-text": vars.color.text,
    "--sx-internal-color-light-gray": vars.color.surfaceMuted,
    "--sx-internal-color-gray-ripple-background": vars.color.surfaceMuted,
  },
});
// Day names and numbers that are not today: the muted text colour (today's is onAccent on the accent).
globalStyle(
  `${frame} .sx__week-grid__date:not(.sx__week-grid__date--is-today) > .sx__week-grid__day-name, ${frame} .sx__week-grid__date:not(.sx__week-grid__date--is-today) > .sx__week-grid__date-number, ${frame} .sx__month-grid-day__header-day-name, ${frame} .sx__month-agenda-day-name`,
  { color: vars.color.textMuted },
);
