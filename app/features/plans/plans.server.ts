// Server helpers of the work-plan screens: the program, the entrepreneur and the plan a URL names, who
// may do what (second spec › Roles and permissions; the API decides, the pages only hide what would be refused), refusals.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ACTIVITY_FILTERS, type ActivityFilter, type ApiActivity } from "~/api/contract/workplan";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { idParam } from "~/lib/id-param";

/** `?filtro=` of the plan page (second spec › States and transitions); anything else is 'todas'. */
export function filterOf(request: Request): ActivityFilter {
  const value = new URL(request.url).searchParams.get("filtro") ?? "";
  return (ACTIVITY_FILTERS as readonly string[]).includes(value) ? (value as ActivityFilter) : "todas";
}

/**
 * The signed-in user, the program, the entrepreneur of `/plan/{username}/{programId}` and their plan (or
 * null). 404 when the person is not an entrepreneur of the program; the API answers 403 to anyone who
 * may not read the program or the plan (another entrepreneur, another institution).
 */
export async function loadPlanScope(
  context: AppLoadContext,
  request: Request,
  params: { username?: string; programId?: string },
) {
  const user = await requireUser(context, request);
  const programId = idParam(params.programId);
  const username = params.username ?? "";
  const own = username.toLowerCase() === user.username.toLowerCase();
  // Another entrepreneur's plan is never theirs to see (the API refuses too).
  if (!own && userTypeOf(user) === "entrepreneur") throw new Response("Forbidden", { status: 403 });
  // Side by side, but the program's refusal (403/404) wins over the person's, whichever comes first.
  const [programResult, personResult] = await Promise.allSettled([
    context.api.programa.get(programId),
    own ? Promise.resolve(user) : context.api.usuario.byIdOrUsername(username),
  ]);
  if (programResult.status === "rejected") throw programResult.reason;
  if (personResult.status === "rejected") throw personResult.reason;
  const [program, person] = [programResult.value, personResult.value];
  if (!program.emprendedor.includes(person.id)) throw new Response("Not Found", { status: 404 });
  const plan = await context.api.workplan.planOf(programId, person.id);
  return { user, program, person, plan, owner: person.id === user.id };
}

export type PlanScope = Awaited<ReturnType<typeof loadPlanScope>>;

/** The plan of the scope, or a 404 (pages that need one). */
export function requirePlanOf(scope: PlanScope) {
  if (!scope.plan) throw new Response("Not Found", { status: 404 });
  return scope.plan;
}

/** An activity of the scope's plan, or a 404. */
export async function requireActivityOf(
  context: AppLoadContext,
  scope: PlanScope,
  activityId: string | undefined,
): Promise<ApiActivity> {
  const plan = requirePlanOf(scope);
  const activity = await context.api.workplan.activity(idParam(activityId));
  if (activity.workplan !== plan.id) throw new Response("Not Found", { status: 404 });
  return activity;
}

/** Second spec › Roles and permissions: the plan's entrepreneur, or the activity's mentor, edits, toggles and reports it. */
export function canWorkOn(user: Pick<ApiUser, "id">, owner: boolean, activity: Pick<ApiActivity, "mentor">): boolean {
  return owner || activity.mentor?.id === user.id;
}
