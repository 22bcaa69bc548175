// REST contract of companies and indicators (issue 12; second spec › Entities and their fields "Company", "Indicator", "Indicator value",
// "Team member", "Measure options", second spec › The calls it makes "Company and indicators"). Shared by the app's API client and the
// local API; the API's own field names. Dates of values are the API's `YYYY-MM-DD HH:mm` Bogota wall-clock.
import { z } from "zod";

export * from "./company-constants";
import { AXIS_MAX, MEASURE_MAX, NAME_MAX, NUMBER_LIMIT, TEXT_MAX } from "./company-constants";

const API_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

export const sectorSchema = z.object({ id: z.number().int(), name: z.string() });
export const sectorListSchema = z.array(sectorSchema);
export type ApiSector = z.infer<typeof sectorSchema>;

const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

/** A team member; `email` only for the company's creator and team (null for mentors and institutions). */
export const teamMemberSchema = personSchema.extend({
  email: z.string().nullable(),
  img_usuario: z.string().nullable(),
});

/** A company. `image`: absolute URL or null. `sector_name` and `creator` as an object are added for display. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  n_employees: z.number().int(),
  sector: z.number().int(),
  sector_name: z.string(),
  goal: z.string(),
  image: z.string().nullable(),
  creator: personSchema,
  team: z.array(teamMemberSchema),
  indicator_set: z.array(z.number().int()),
});
export type ApiCompany = z.infer<typeof companySchema>;

export const indicatorValueSchema = z.object({
  id: z.number().int(),
  indicator: z.number().int(),
  value: z.number(),
  date_created_at: z.string(),
});
export type ApiIndicatorValue = z.infer<typeof indicatorValueSchema>;

/** GET /company/indicator/{id}/values/?page=n (defined here, issue 31): an indicator's values, newest first, 15 a page. */
export const indicatorValuePageSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(indicatorValueSchema),
});
export type ApiIndicatorValuePage = z.infer<typeof indicatorValuePageSchema>;

/**
 * An indicator. `progress` 0-100 (two decimals) and `current_state` (the latest value, or the base line
 * without values) are computed by the API; `values` (oldest first) is added for the charts.
 */
export const indicatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  measure: z.string(),
  base_line: z.number(),
  goal: z.number(),
  trend: z.boolean(),
  x_axis: z.string(),
  y_axis: z.string(),
  company: z.number().int(),
  progress: z.number(),
  current_state: z.number(),
  values: z.array(indicatorValueSchema),
});
export type ApiIndicator = z.infer<typeof indicatorSchema>;
export const indicatorListSchema = z.array(indicatorSchema);

const apiNumber = z.number().finite().min(-NUMBER_LIMIT).max(NUMBER_LIMIT);

/** PUT /company/indicator/{id}/ (200); POST /company/indicator/ adds `company` (201). */
export const indicatorBodySchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX),
  description: z.string().trim().min(1).max(TEXT_MAX),
  measure: z.string().trim().min(1).max(MEASURE_MAX),
  base_line: apiNumber,
  goal: apiNumber,
  trend: z.boolean(),
  x_axis: z.string().trim().max(AXIS_MAX).default(""),
  y_axis: z.string().trim().max(AXIS_MAX).default(""),
});
export type IndicatorBody = z.input<typeof indicatorBodySchema>;
export const indicatorCreateSchema = indicatorBodySchema.extend({ company: z.number().int().positive() });
export type IndicatorCreateBody = z.input<typeof indicatorCreateSchema>;

/** POST /company/value/ (201) with `indicator`; PUT /company/value/{id}/ (200) without it. */
export const valueBodySchema = z.object({
  value: apiNumber,
  date_created_at: z.string().regex(API_DATE_TIME),
});
export type ValueBody = z.infer<typeof valueBodySchema>;
export const valueCreateSchema = valueBodySchema.extend({ indicator: z.number().int().positive() });
export type ValueCreateBody = z.infer<typeof valueCreateSchema>;

/** POST /company/{id}/team/partner/ (201): second spec › Entities and their fields "Team member". Answer: the company. */
export const partnerBodySchema = z.object({
  first_name: z.string().trim().min(1).max(150),
  last_name: z.string().trim().min(1).max(150),
  email: z.string().trim().email().max(254),
});
export type PartnerBody = z.infer<typeof partnerBodySchema>;

/** PUT /company/company/{id}/ with a JSON body: the team (user ids); only removals (partners join by invitation). */
export const teamBodySchema = z.object({ team: z.array(z.number().int().positive()).max(200) });

/**
 * POST /company/company/ (201) and PUT /company/company/{id}/ (200), multipart: `name`, `n_employees`,
 * `sector` (id of GET /company/sectors/), `goal`, optional `image` (jpeg or png, ≤ 2 MB); POST also
 * `creator` (the caller's id). Answer: companySchema.
 */
export const companyFieldsSchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX),
  n_employees: z.coerce.number().int().min(0).max(10_000_000),
  sector: z.coerce.number().int().positive(),
  goal: z.string().trim().min(1).max(TEXT_MAX),
});

/** PUT /empresa/{id} (legacy): nombre, n_empleados, meta, sector, indicador (ids), equipo (ids). */
export const legacyCompanyBodySchema = z.object({
  nombre: z.string().trim().min(1).max(NAME_MAX),
  n_empleados: z.number().int().min(0).max(10_000_000),
  meta: z.string().trim().min(1).max(TEXT_MAX),
  sector: z.number().int().positive(),
  indicador: z.array(z.number().int().positive()).max(500).optional(),
  equipo: z.array(z.number().int().positive()).max(200).optional(),
});

/** PUT /empresa/actualizar/valor/{id} (legacy): valor, fecha_dato. Answer: indicatorValueSchema. */
export const legacyValueBodySchema = z.object({
  valor: apiNumber,
  fecha_dato: z.string().regex(API_DATE_TIME),
});
