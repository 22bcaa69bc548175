// Session create or edit (core spec › Validation rules "Session create or edit (institution)"; core spec › The calls it makes POST/PUT /zoom_master/event,
// PUT /entity/events/{slug}), browser and server. Times are datetime-local values in the user's zone; the
// action converts them to the API's Bogota wall-clock.
import { REGISTRATION_LINK_MAX_USERS, SESSION_TYPES } from "~/api/contract/calendario";
import { freeText, plainName, realDateTime, z } from "~/lib/validation";
import { parseWithZod } from "~/lib/zod-parse";

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00)?$/;

/** A datetime-local value on a 30-minute step (core spec › Business constants and limits). */
const localDateTime = (required: string) =>
  realDateTime(
    z.string({ required_error: required }).trim().min(1, required).regex(LOCAL, "scheduling:session.dateInvalid"),
    "scheduling:session.dateInvalid",
  ).refine((v) => /:(00|30)(:00)?$/.test(v), "scheduling:session.step");

const ids = z.array(z.number().int().positive("common:form.invalid")).max(500);

const staffFields = {
  mentoria: z.number().int().positive().optional(),
  mentor: z.number({ required_error: "scheduling:session.mentorRequired" }).int().positive(),
  tipo: z.enum(SESSION_TYPES, { errorMap: () => ({ message: "scheduling:session.tipoRequired" }) }),
  visibility: z.boolean().optional(),
  inicio: localDateTime("scheduling:session.startRequired"),
  fin: localDateTime("scheduling:session.endRequired"),
  nombre: plainName(z.string().trim().max(300)).optional(),
  asistentes_max: z
    .number({ invalid_type_error: "scheduling:session.maxRange" })
    .int("scheduling:session.maxRange")
    .min(1, "scheduling:session.maxRange")
    .max(REGISTRATION_LINK_MAX_USERS, "scheduling:session.maxRange")
    .optional(),
  usuario_individual: z.number().int().positive().optional(),
  sub_grupo: ids.optional(),
  mentores: ids.optional(),
  // 'Pegar correos': free text; the action selects whoever's e-mail is in it.
  correos: freeText(z.string().max(20000)).optional(),
  // Names to add, one a line, when the institution has too many entrepreneurs for checkboxes.
  sub_grupo_nuevos: freeText(z.string().max(5000)).optional(),
  mentores_nuevos: freeText(z.string().max(5000)).optional(),
  // The mentor typed by name when the institution has too many for the select; the action finds their id.
  mentor_nombre: freeText(z.string().max(400)).optional(),
};

type Times = { inicio?: string; fin?: string };
function endAfterStart(value: Times, ctx: z.RefinementCtx) {
  if (value.inicio && value.fin && value.fin <= value.inicio) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["fin"], message: "scheduling:session.endAfterStart" });
  }
}

function individualNeedsMentee(value: { tipo: string; usuario_individual?: number }, ctx: z.RefinementCtx) {
  if (value.tipo === "Individual" && !value.usuario_individual) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["usuario_individual"],
      message: "scheduling:session.menteeRequired",
    });
  }
}

/** Staff create: the name is optional (the server fills the default). */
export const sessionCreateSchema = z.object(staffFields).superRefine((v, ctx) => {
  endAfterStart(v, ctx);
  individualNeedsMentee(v, ctx);
});

/** Staff edit: the name is required ('¡Por favor agregue el nombre del evento!'). */
export const sessionEditSchema = z
  .object({
    ...staffFields,
    nombre: plainName(
      z
        .string({ required_error: "scheduling:session.nameRequired" })
        .trim()
        .min(1, "scheduling:session.nameRequired")
        .max(300),
    ),
  })
  .superRefine((v, ctx) => {
    endAfterStart(v, ctx);
    individualNeedsMentee(v, ctx);
  });
export type SessionForm = z.input<typeof sessionCreateSchema>;

/** The session's mentor edits: date and hours, name, and the tool (required: '¡Por favor seleccione el tipo!'). */
export const mentorEditSchema = z
  .object({
    mentoria: z.number({ required_error: "scheduling:session.tipoRequired" }).int().positive(),
    inicio: localDateTime("scheduling:session.startRequired"),
    fin: localDateTime("scheduling:session.endRequired"),
    nombre: plainName(
      z
        .string({ required_error: "scheduling:session.nameRequired" })
        .trim()
        .min(1, "scheduling:session.nameRequired")
        .max(300),
    ),
  })
  .superRefine(endAfterStart);
export type MentorEditForm = z.input<typeof mentorEditSchema>;

/**
 * The browser's rules: a mentee or mentor typed by name is found by the server, which checks 'mentee required' and
 * 'mentor required' then.
 */
export function parseSessionForm(formData: FormData, mode: "create" | "edit") {
  const schema = mode === "create" ? sessionCreateSchema : sessionEditSchema;
  const typedMentee = String(formData.get("sub_grupo_nuevos") ?? "").trim() && !formData.get("usuario_individual");
  const typedMentor = String(formData.get("mentor_nombre") ?? "").trim() && !formData.get("mentor");
  if (!typedMentee && !typedMentor) return parseWithZod(formData, { schema });
  const copy = new FormData();
  for (const [name, value] of formData) copy.append(name, value);
  if (typedMentee) copy.set("usuario_individual", "1");
  if (typedMentor) copy.set("mentor", "1");
  return parseWithZod(copy, { schema });
}
