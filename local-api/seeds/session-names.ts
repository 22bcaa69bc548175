// The seeded sessions' names, in a module of their own (no imports): tests and the documents seed find
// sessions by them, and importing ./sessions from a test would load the seed's import cycle.
/** The seeded sessions' names (the documents seed and e2e tests find sessions by them). */
export const SEED_SESSION_NAMES = {
  /** Past Individual session of emprendedor@ with mentor@, attended. */
  financePast: "Mentoría financiera · Emprendedor Demo",
  /** Past Individual session of emprendedor@ with mentor@, attendance not recorded (rateable). */
  cashFlowPast: "Mentoría financiera · Flujo de caja",
  /** Past Grupal session of mentor@ (and a seeded mentor) with emprendedor@ and three others; attendance recorded. */
  salesWorkshopPast: "Taller de ventas · Grupo 1",
  /** Past Junta Directiva with two seeded mentors; emprendedor@ takes part. */
  boardPast: "Comité de seguimiento · Junta de avances",
  /** Past Individual session of mentor@ with an entrepreneur of "Aceleración Digital". */
  ecommercePast: "Asesoría en comercio electrónico · Tienda en línea",
  /** Upcoming Individual session of emprendedor@ with mentor@. */
  financeNext: "Mentoría financiera · Plan de precios",
  /** Upcoming Grupal session of mentor@ with emprendedor@, visibility off. */
  salesWorkshopNext: "Taller de ventas · Grupo 2",
  /** Upcoming Grupal webinar of a seeded mentor (no demo account takes part). */
  webinarNext: "Webinar de marketing digital · Redes sociales",
  /** Upcoming Junta Directiva next week with two seeded mentors; emprendedor@ takes part. */
  boardNext: "Comité de seguimiento · Revisión trimestral",
  /** Upcoming Individual session of mentor@ next week with another entrepreneur. */
  financeOther: "Mentoría financiera · Proyección anual",
  /** Upcoming Individual session of mentor@ with an entrepreneur of "Aceleración Digital". */
  ecommerceNext: "Asesoría en comercio electrónico · Medios de pago",
} as const;
