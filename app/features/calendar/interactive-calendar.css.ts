import { globalStyle, style } from "@vanilla-extract/css";

// The page's own toolbar (Mes, Semana, Día, Agenda, Hoy, Anterior, Siguiente, Fecha) drives the widget:
// its header would repeat those controls.
export const frame = style({ minHeight: "32rem" });
globalStyle(`${frame} .sx__calendar-header`, { display: "none" });
globalStyle(`${frame} .sx__calendar-wrapper`, { height: "40rem" });
// The theme's outline grey (#79747e, with the week view's day names and numbers drawn a shade lighter) falls
// short of 4.5:1 on white (axe color-contrast): a darker grey for the widget's secondary text.
globalStyle(`${frame} .sx__calendar-wrapper`, { vars: { "--sx-color-outline": "#55505a" } });
// Today's number is white on the primary colour already.
globalStyle(
  `${frame} .sx__week-grid__date:not(.sx__week-grid__date--is-today) > .sx__week-grid__day-name, ${frame} .sx__week-grid__date:not(.sx__week-grid__date--is-today) > .sx__week-grid__date-number`,
  { color: "#55505a" },
);
