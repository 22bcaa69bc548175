// Server helpers of the program screens: the program a route names, who may change it, its words.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { termsOf, termWords, type TermWords } from "~/lib/terms";
import { idParam } from "~/lib/id-param";

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
