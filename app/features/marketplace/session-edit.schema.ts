// The marketplace-session edit form (core spec › Validation rules "Marketplace session edit", core spec › The calls it makes PUT /events/{id}), browser and
// server. Every field must be filled: each empty one is marked and the form says 'Por favor completa todos los
// campos del formulario'. `fecha` is the day in the user's zone whose free slots the pickers offer; `inicio` and
// `fin` are a slot's start and a later slot's end as the API gives them (Bogota wall-clock). `intent` 'fecha'
// (a GET: 'Ver horarios') only needs the date; 'save' needs everything.
import { plainName, realDateTime, realDay, z } from "~/lib/validation";

const WALL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const INCOMPLETE = "marketplace:edit.incomplete";

const REQUIRED = {
  nombre: "scheduling:session.nameRequired",
  fecha: "marketplace:edit.dateRequired",
  inicio: "marketplace:booking.startRequired",
  fin: "marketplace:booking.endRequired",
} as const;

export const marketplaceSessionEditSchema = z
  .object({
    intent: z.enum(["save", "fecha"]).default("save"),
    nombre: plainName(z.string().trim().max(300)).optional(),
    fecha: realDay(z.string().regex(DATE, REQUIRED.fecha)).optional(),
    inicio: realDateTime(z.string().regex(WALL, REQUIRED.inicio)).optional(),
    fin: realDateTime(z.string().regex(WALL, REQUIRED.fin)).optional(),
  })
  .superRefine((v, ctx) => {
    const needed = v.intent === "save" ? (["nombre", "fecha", "inicio", "fin"] as const) : (["fecha"] as const);
    const missing = needed.filter((field) => !v[field]);
    for (const field of missing) ctx.addIssue({ code: "custom", path: [field], message: REQUIRED[field] });
    if (missing.length > 0) ctx.addIssue({ code: "custom", path: [], message: INCOMPLETE });
    if (v.intent === "save" && v.inicio && v.fin && v.fin <= v.inicio)
      ctx.addIssue({ code: "custom", path: ["fin"], message: "marketplace:booking.endAfterStart" });
  });
export type MarketplaceSessionEditForm = z.input<typeof marketplaceSessionEditSchema>;
