// URLs of the marketplace screens (spec 001: /marketplace, /sesion-programada, /sesion-no; the booking page and
// the session edit are defined here) and the mentor's canonical profile (issue 10).
const seg = encodeURIComponent;

export const marketplacePath = "/marketplace";
export const bookingPath = (username: string) => `/marketplace/${seg(username)}/reservar`;
export const profilePath = (username: string) => `/user/${seg(username)}`;
export const paymentApprovedPath = "/sesion-programada";
/** Editing a marketplace session (a dialog over the calendar, beside the program sessions' /editar). */
export const marketplaceSessionEditPath = (slug: string) => `/calendar/evento/${seg(slug)}/editar-mentoria`;
