// /programa routes: tools (mentorships) of a program (issue 4; core spec › The calls it makes "Programs and tools").
// Numeric path params use the {[0-9]+} pattern. Who may call what: services/tools.ts and docs/api/programs.md.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { type ToolBody, toolBodySchema, toolListSchema, toolSchema } from "../../../app/api/contract/programa";
import { requireAuth } from "../../auth";
import { toolMentors, tools } from "../../db/schema";
import type { AppEnv } from "../../env";
import { type FieldErrors, addFieldError, dataOrErrors, readJson, validate, idParam } from "../../http";
import { checkMembers, requireProgramEditor, requireProgramReader, slices } from "../../services/programs";
import {
  TOOL_MESSAGES,
  type ToolRow,
  requireToolEditor,
  requireToolReader,
  serializeTools,
  toolsOfProgram,
} from "../../services/tools";

async function one(c: Context<AppEnv>, row: ToolRow) {
  const [tool] = await serializeTools(c.get("db"), [row]);
  return toolSchema.parse(tool);
}

/** Reads and checks a tool body: the mentors must be mentors of the program's institution. */
async function readToolBody(c: Context<AppEnv>, entidadId: number, create: boolean): Promise<ToolBody> {
  const body = await readJson(c);
  const { data: parsed, errors } = validate(toolBodySchema, body);
  const fieldErrors: FieldErrors = errors ?? {};
  const raw =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  for (const field of ["nombre", "descripcion"]) {
    const value = raw[field];
    if (typeof value === "string" && value.length > 0 && !value.trim() && !fieldErrors[field]) {
      addFieldError(fieldErrors, field, "Este campo no puede estar en blanco.");
    }
  }
  // Core spec › Validation rules: on create, at least one mentor.
  const mentor = raw.mentor;
  if (create && (mentor === undefined || mentor === null || (Array.isArray(mentor) && mentor.length === 0))) {
    fieldErrors.mentor = [TOOL_MESSAGES.mentorRequired];
  }
  // Checked even when other fields fail, so every error comes back at once.
  if (!fieldErrors.mentor && Array.isArray(mentor)) {
    const ids = [...new Set(mentor as number[])];
    await checkMembers(c.get("db"), entidadId, "mentor", ids, "mentor", fieldErrors);
  }
  const data = dataOrErrors(parsed, fieldErrors);
  return {
    nombre: data.nombre.trim(),
    descripcion: data.descripcion.trim(),
    tipo: data.tipo,
    mentor: [...new Set(data.mentor)],
  };
}

function mentorRows(c: Context<AppEnv>, toolId: number, mentors: number[]) {
  const db = c.get("db");
  return slices(mentors, 40).map((ids) =>
    db.insert(toolMentors).values(ids.map((user_id) => ({ mentoria_id: toolId, user_id }))),
  );
}

export const toolsRoutes = new Hono<AppEnv>()
  .get("/:id{[0-9]+}/mentoria", requireAuth, async (c) => {
    const db = c.get("db");
    const { program } = await requireProgramReader(db, c.get("user"), idParam(c));
    return c.json(toolListSchema.parse(await serializeTools(db, await toolsOfProgram(db, program.id))));
  })
  .get("/mentoria/:id{[0-9]+}", requireAuth, async (c) => {
    return c.json(await one(c, await requireToolReader(c.get("db"), c.get("user"), idParam(c))));
  })
  .post("/crear/mentoria/:programId{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const program = await requireProgramEditor(db, c.get("user"), idParam(c, "programId"));
    const body = await readToolBody(c, program.entidad_id, true);
    const [created] = await db
      .insert(tools)
      .values({ programa_id: program.id, nombre: body.nombre, descripcion: body.descripcion, tipo: body.tipo })
      .returning();
    const inserts = mentorRows(c, created!.id, body.mentor);
    try {
      for (const insert of inserts) await insert;
    } catch (error) {
      await db.delete(tools).where(eq(tools.id, created!.id));
      throw error;
    }
    return c.json(await one(c, created!), 201);
  })
  .put("/actualizar/mentoria/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { tool, program } = await requireToolEditor(db, c.get("user"), idParam(c));
    const body = await readToolBody(c, program.entidad_id, false);
    const [updated] = await db.batch([
      db
        .update(tools)
        .set({ nombre: body.nombre, descripcion: body.descripcion, tipo: body.tipo })
        .where(eq(tools.id, tool.id))
        .returning(),
      db.delete(toolMentors).where(eq(toolMentors.mentoria_id, tool.id)),
      ...mentorRows(c, tool.id, body.mentor),
    ]);
    return c.json(await one(c, updated[0]!));
  })
  .delete("/eliminar/mentoria/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { tool } = await requireToolEditor(db, c.get("user"), idParam(c));
    // Its mentors' rows go with it (ON DELETE CASCADE).
    await db.delete(tools).where(eq(tools.id, tool.id));
    return c.body(null, 204);
  });
