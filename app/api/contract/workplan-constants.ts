// Zod-free constants of the work-plan contract, so route components can import them without zod.

/** Second spec › States and transitions "Activity filters": GET /workplan/workplan/{id}/activities/?filter=… (defined here). */
export const ACTIVITY_FILTERS = ["todas", "finalizadas", "pendientes", "recientes", "por_vencer"] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
