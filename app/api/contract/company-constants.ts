// Zod-free constants of the company contract, so route components can import them without zod.

/** Second spec › Entities and their fields "Measure options"; a company's indicators may use custom ones besides these. */
export const MEASURE_OPTIONS = ["Numerico", "Porcentaje", "Unidades", "Pesos Colombianos", "USD", "EURO"] as const;

export const COMPANY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const NAME_MAX = 200;
export const TEXT_MAX = 2000;
export const MEASURE_MAX = 60;
export const AXIS_MAX = 60;
/** Numbers of indicators and values: finite and within ±1e12 (money in COP fits). */
export const NUMBER_LIMIT = 1e12;
