import { globalStyle, style } from "@vanilla-extract/css";

// The page's own toolbar (Mes, Semana, Día, Agenda, Hoy, Anterior, Siguiente, Fecha) drives the widget:
// its header would repeat those controls.
export const frame = style({ minHeight: "32rem" });
globalStyle(`${frame} .sx__calendar-header`, { display: "none" });
globalStyle(`${frame} .sx__calendar-wrapper`, { height: "40rem" });
