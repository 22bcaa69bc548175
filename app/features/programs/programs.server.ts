// Server helpers of the program screens: the program a route names, who may change it, whole lists.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { API_PAGE_SIZE } from "~/api/contract/people";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { termsOf, termWords, type TermWords } from "~/lib/terms";
import { idParam } from "~/lib/id-param";

/** Lists of people are read whole for the form's checkboxes; this many pages at most (1,500 people). */
const MAX_PAGES = 100;

/**
 * An administrator of the program's institution and the program. Mentors and entrepreneurs get 403
 * (requireUser); another institution's administrator gets the API's 403/404, or 404 here.
 */
export async function requireProgramAdmin(context: AppLoadContext, request: Request, params: { id?: string }) {
  const user = await requireUser(context, request, { role: "institution" });
  const id = idParam(params.id);
  const program = await context.api.programa.get(id);
  if (!user.entidad_entidad.some((e) => e.id === program.entidad)) throw new Response("Not Found", { status: 404 });
  return { user, program, entidadId: program.entidad };
}

/** Translations of the programs catalog plus the institution's words for mentors and entrepreneurs. */
export async function programsT(request: Request, user: ApiUser | null) {
  const t = await i18nServer.getFixedT(request, "programs");
  const words: TermWords = termWords(t, termsOf(user));
  return { t, words };
}

/** Every item of a paginated list: page 1, then the other pages side by side. */
export async function allPages<T>(load: (page: number) => Promise<{ count: number; results: T[] }>): Promise<T[]> {
  const first = await load(1);
  const pages = Math.min(MAX_PAGES, Math.ceil(first.count / API_PAGE_SIZE));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => load(i + 2)));
  return [...first.results, ...rest.flatMap((page) => page.results)];
}
