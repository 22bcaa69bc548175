// The program detail's two paginated lists: each has its own page parameter and its own named `<nav>`.
export const SESSIONS_PAGE = "sesiones";
export const ENTREPRENEURS_PAGE = "emprendedores";
