// Server helpers of the tool screens: ids from the URL, who administers a program, the data of the
// tools list and the institution's mentors for the form (the whole list when small, else the chosen + names).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiProgram, ApiTool } from "~/api/contract/programa";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { idParam } from "~/lib/id-param";
import { termsOf, termWords, type TermWords } from "~/lib/terms";
import { fullName } from "~/lib/person-name";
import { toolsPath } from "~/paths";
import {
  nextMembers,
  resolveErrors,
  resolveLines,
  shownIn,
  wholeListIfSmall,
  type Nameable,
} from "~/lib/people-picker.server";

/** Translations of the tools catalog plus the institution's words for mentors and entrepreneurs. */
export async function toolsT(request: Request, user: ApiUser) {
  const t = await i18nServer.getFixedT(request, "tools");
  const words: TermWords = termWords(t, termsOf(user));
  return { t, words };
}

/** Whether the user administers the institution that runs the program (the only one who changes its tools). */
export function administers(user: ApiUser, program: Pick<ApiProgram, "entidad">): boolean {
  return userTypeOf(user) === "institution" && user.entidad_entidad.some((e) => e.id === program.entidad);
}

/** An institution administrator and a program of their institution (403 otherwise; the API decides first). */
export async function requireProgramAdmin(context: AppLoadContext, request: Request, programIdParam?: string) {
  const user = await requireUser(context, request, { role: "institution" });
  const programId = idParam(programIdParam);
  const program = await context.api.programa.get(programId);
  if (!administers(user, program)) throw new Response("Forbidden", { status: 403 });
  return { user, program };
}

/** A tool of the program in the URL, or a 404. */
export async function requireProgramTool(
  context: AppLoadContext,
  program: Pick<ApiProgram, "id">,
  toolIdParam?: string,
): Promise<ApiTool> {
  const tool = await context.api.programa.tool(idParam(toolIdParam));
  if (tool.programa !== program.id) throw new Response("Not Found", { status: 404 });
  return tool;
}

export type ToolCard = {
  id: number;
  nombre: string;
  tipo: ApiTool["tipo"];
  descripcion: string;
  mentors: string[];
};

/** The tools page of a program for whoever may see the program (the API answers 403/404 otherwise). */
export async function loadToolsPage(context: AppLoadContext, request: Request, programIdParam?: string) {
  const user = await requireUser(context, request);
  const programId = idParam(programIdParam);
  const program = await context.api.programa.get(programId);
  const [tools, mentors, { t, words }] = await Promise.all([
    context.api.programa.tools(programId),
    context.api.programa.mentors(programId),
    toolsT(request, user),
  ]);
  const names = new Map(mentors.map((m) => [m.id, fullName(m)]));
  const cards: ToolCard[] = tools.map((tool) => ({
    id: tool.id,
    nombre: tool.nombre,
    tipo: tool.tipo,
    descripcion: tool.descripcion,
    mentors: tool.mentor.flatMap((id) => names.get(id) ?? []),
  }));
  return {
    user,
    words,
    t,
    list: {
      program: { id: program.id, nombre: program.nombre },
      admin: administers(user, program),
      tools: cards,
      path: toolsPath(program.id),
    },
  };
}
export type ToolsPageData = Awaited<ReturnType<typeof loadToolsPage>>["list"];

export type MentorOption = { id: number; name: string; titulo: string | null };

/**
 * The tool form's mentors: every mentor of the institution when they are few; else only the tool's own (named
 * through the program's mentors), and `add` says the form takes names.
 */
export async function institutionMentors(
  context: AppLoadContext,
  program: Pick<ApiProgram, "id" | "entidad">,
  chosen: number[] = [],
): Promise<{ mentors: MentorOption[]; add: boolean }> {
  const option = (m: { id: number; first_name: string; last_name: string; titulo: string | null }) => ({
    id: m.id,
    name: fullName(m),
    titulo: m.titulo,
  });
  const { all } = await wholeListIfSmall((page) => context.api.people.mentors(program.entidad, { page }));
  if (all) return { mentors: all.map(option), add: false };
  const own = chosen.length === 0 ? [] : await context.api.programa.mentors(program.id);
  return { mentors: own.filter((m) => chosen.includes(m.id)).map(option), add: true };
}

/**
 * The mentors a tool form saves: the names typed in `mentor_nuevos` resolved in the institution's mentors and
 * added to the checked ones; of the current mentors only those shown and unchecked leave. `errors` names the
 * lines that matched nobody or several.
 */
export async function mentorsToSave(
  context: AppLoadContext,
  request: Request,
  entidadId: number,
  formData: FormData,
  current: number[],
): Promise<{ errors: string[] }> {
  const search = (q: string) => context.api.people.mentors(entidadId, { q }).then((page) => page.results);
  const added = await resolveLines<Nameable>(String(formData.get("mentor_nuevos") ?? ""), search);
  const checked = formData.getAll("mentor").map(Number);
  const ids = nextMembers(current, shownIn(formData, "mentor_vistos", current), checked, added.ids);
  formData.delete("mentor");
  for (const id of ids) formData.append("mentor", String(id));
  return { errors: resolveErrors(added, await i18nServer.getFixedT(request, "common")) };
}
