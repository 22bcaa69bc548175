// REST contract of programs and tools (core spec › Entities and their fields "Program", "Tool / mentorship", core spec › The calls it makes "Programs and tools";
// second spec › Entities and their fields "Program", "Program stats", "Mentor in program", "Entrepreneur in program", second spec › The calls it makes).
// Shared by the app's API client and the local API; keep the API's own field names.
import { z } from "zod";
import { pageOf } from "./people";
import { TOOL_TYPES } from "./constants";
import { nameText } from "./text";

export { TOOL_TYPES, type ToolType } from "./constants";

export const programSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  n_sesiones: z.number().int(),
  // Absolute URL of the program's image, or null.
  img_programa: z.string().nullable(),
  // Second spec › Entities and their fields: staff as objects with id (names added for display).
  funcionario: z.array(z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })),
  // Core spec › Entities and their fields: the entrepreneurs' ids.
  emprendedor: z.array(z.number().int()),
  entidad: z.number().int(),
});
export type ApiProgram = z.infer<typeof programSchema>;
export const programListSchema = z.array(programSchema);

/**
 * POST /programa/crear (201) and PUT /programa/actualizar/{id} (200): multipart `nombre`, `descripcion`,
 * optional `img_programa` (image/jpeg or image/png, at most 2 MB), repeated `funcionario` and
 * `emprendedor` fields (user ids). Answer: programSchema.
 */
export const programFieldsSchema = z.object({
  nombre: nameText(z.string().min(1).max(200)),
  descripcion: z.string().max(2000).optional(),
});
export const PROGRAM_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** GET /programa/{id}/estadisticas/ (defined here): second spec "Program stats"; zero until sessions exist. */
export const programStatsSchema = z.object({
  attendance_percentage: z.number(),
  hours_received: z.number(),
});

/** GET /programa/mentores/{id}: second spec "Mentor in program" (+ username and titulo for the cards). */
export const programMentorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  titulo: z.string().nullable(),
  img_usuario: z.string().nullable(),
});
export const programMentorListSchema = z.array(programMentorSchema);

/** GET /programa/{id}/emprendedores: second spec "Entrepreneur in program". `email` null with secure_emails. */
export const programEntrepreneurSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  // Work-plan progress, 0-100 (0 until work plans exist).
  progress: z.number(),
  img_usuario: z.string().nullable(),
});
/** 15 per page by name, `q` filters by name (issue 31: a program of thousands of entrepreneurs). */
export const programEntrepreneurPageSchema = pageOf(programEntrepreneurSchema);

/** A tool (mentorship). `mentor`: the mentors' ids. */
export const toolSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  tipo: z.enum(TOOL_TYPES),
  mentor: z.array(z.number().int()),
  programa: z.number().int(),
});
export type ApiTool = z.infer<typeof toolSchema>;
export const toolListSchema = z.array(toolSchema);

/** POST /programa/crear/mentoria/{programId} (201) and PUT /programa/actualizar/mentoria/{id} (200). */
export const toolBodySchema = z.object({
  nombre: nameText(z.string().min(1).max(200)),
  descripcion: z.string().min(1).max(2000),
  tipo: z.enum(TOOL_TYPES),
  mentor: z.array(z.number().int().positive()).max(100),
});
export type ToolBody = z.infer<typeof toolBodySchema>;
