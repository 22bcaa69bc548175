// Server helpers of the tool screens: ids from the URL, who administers a program, the data of the
// tools list and the institution's mentors for the form.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiProgram, ApiTool } from "~/api/contract/programa";
import { API_PAGE_SIZE } from "~/api/contract/people";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { idParam } from "~/lib/id-param";
import { termsOf, termWords, type TermWords } from "~/lib/terms";
import { fullName } from "~/lib/person-name";
import { toolsPath } from "~/paths";

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

/** Every mentor of the institution (all pages of GET /entidad/{id}/mentor/), for the tool form. */
export async function institutionMentors(context: AppLoadContext, entidadId: number): Promise<MentorOption[]> {
  const first = await context.api.people.mentors(entidadId, { page: 1 });
  const pages = Math.min(Math.ceil(first.count / API_PAGE_SIZE), 40);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => context.api.people.mentors(entidadId, { page: i + 2 })),
  );
  return [first, ...rest]
    .flatMap((page) => page.results)
    .map((m) => ({ id: m.id, name: fullName(m), titulo: m.titulo }));
}
