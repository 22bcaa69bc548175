// Tools (mentorships) of a program (issue 4): their JSON body and who may read or change one.
// A tool is read by its program's readers and changed by its program's editors (services/programs.ts).
import { asc, eq, inArray } from "drizzle-orm";
import type { ApiTool } from "../../app/api/contract/programa";
import type { Db } from "../db/client";
import { toolMentors, tools } from "../db/schema";
import type { UserRow } from "../env";
import { notFound } from "../http";
import { requireProgramEditor, requireProgramReader, slices } from "./programs";

export const TOOL_MESSAGES = {
  // Core spec › Validation rules "Tool create or edit".
  mentorRequired: "Por favor seleccione al menos un mentor",
} as const;

export type ToolRow = typeof tools.$inferSelect;

export async function findTool(db: Db, id: number): Promise<ToolRow> {
  const [tool] = await db.select().from(tools).where(eq(tools.id, id)).limit(1);
  if (!tool) throw notFound();
  return tool;
}

/** A tool the caller may read (a reader of its program): 404 unknown, 403 otherwise. */
export async function requireToolReader(db: Db, user: UserRow, id: number): Promise<ToolRow> {
  const tool = await findTool(db, id);
  await requireProgramReader(db, user, tool.programa_id);
  return tool;
}

/** A tool the caller may change (an official of its program's institution): 404 unknown, 403 otherwise. */
export async function requireToolEditor(db: Db, user: UserRow, id: number) {
  const tool = await findTool(db, id);
  const program = await requireProgramEditor(db, user, tool.programa_id);
  return { tool, program };
}

export async function serializeTools(db: Db, rows: readonly ToolRow[]): Promise<ApiTool[]> {
  const mentors = new Map<number, number[]>();
  for (const ids of slices(rows.map((row) => row.id))) {
    const found = await db
      .select({ mentoria_id: toolMentors.mentoria_id, id: toolMentors.user_id })
      .from(toolMentors)
      .where(inArray(toolMentors.mentoria_id, ids))
      .orderBy(asc(toolMentors.user_id));
    for (const { mentoria_id, id } of found) mentors.set(mentoria_id, [...(mentors.get(mentoria_id) ?? []), id]);
  }
  return rows.map((row) => ({
    id: row.id,
    nombre: row.nombre,
    descripcion: row.descripcion,
    tipo: row.tipo,
    mentor: mentors.get(row.id) ?? [],
    programa: row.programa_id,
  }));
}

export async function toolsOfProgram(db: Db, programId: number): Promise<ToolRow[]> {
  return db.select().from(tools).where(eq(tools.programa_id, programId)).orderBy(asc(tools.id));
}
